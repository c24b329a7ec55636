import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStaffMe, type TStaffMe } from '@servicebay/domain';
import { staffApi } from './staff-client';
import { staffKeys } from './query-keys';
import { useStaffSession } from './use-staff-session';

/** GET /staff/me: the signed-in staff member, their role and the workshops they work at. */
export const getStaffMe = (): Promise<TStaffMe> => staffApi.request('/staff/me', { schema: ZStaffMe });

// A role or workshop change ends the person's sessions, so a minute-old answer is never wrong for long.
const ME_FRESH_MS = 60_000;

export const staffMeQueryOptions = () => queryOptions({ queryKey: staffKeys.me(), queryFn: getStaffMe, staleTime: ME_FRESH_MS });

/** The signed-in staff member (route loaders load them before signed-in screens); undefined while signing out. */
export function useStaffMe(): TStaffMe | undefined {
  const session = useStaffSession();
  return useQuery({ ...staffMeQueryOptions(), enabled: session !== null }).data;
}
