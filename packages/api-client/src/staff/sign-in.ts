import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffSession, type TStaffSession, type TStaffSignInBody } from '@servicebay/domain';
import { staffApi } from './staff-client';
import { keepStaffSession } from './signed-in';

/** POST /staff/sign-in: username and password. Refusals: 'staff/invalid-credentials', 'staff/locked', 'staff/account-inactive'. */
export const signInStaff = (body: TStaffSignInBody): Promise<TStaffSession> =>
  staffApi.request('/staff/sign-in', { method: 'POST', auth: 'none', body, schema: ZStaffSession });

export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signInStaff, onSuccess: (session) => keepStaffSession(queryClient, session) });
}
