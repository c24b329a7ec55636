import type { TStaffMe } from '@servicebay/domain';
import { useOutletContext } from 'react-router';

export type SignedIn = { me: TStaffMe; workshop: TStaffMe['workshops'][number] };

/** The signed-in person and the workshop in the path, as the signed-in shell hands them to its screens. */
export const useSignedIn = (): SignedIn => useOutletContext<SignedIn>();
