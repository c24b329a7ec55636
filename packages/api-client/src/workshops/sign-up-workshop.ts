import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffSession, type TStaffSession, type TWorkshopSignUpBody } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { keepStaffSession } from '../staff/signed-in';

/** POST /staff/sign-up: the service centre's first workshop and its owner, who is then signed in. */
export const signUpWorkshop = (body: TWorkshopSignUpBody): Promise<TStaffSession> =>
  staffApi.request('/staff/sign-up', { method: 'POST', auth: 'none', body, schema: ZStaffSession });

export function useSignUpWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signUpWorkshop, onSuccess: (session) => keepStaffSession(queryClient, session) });
}
