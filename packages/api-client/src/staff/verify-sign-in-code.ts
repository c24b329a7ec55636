import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffSession, type TStaffOtpVerifyBody, type TStaffSession } from '@servicebay/domain';
import { staffApi } from './staff-client';
import { keepStaffSession } from './signed-in';

/** POST /staff/otp/verify: signs in with the six-digit code. */
export const verifyStaffSignInCode = (body: TStaffOtpVerifyBody): Promise<TStaffSession> =>
  staffApi.request('/staff/otp/verify', { method: 'POST', auth: 'none', body, schema: ZStaffSession });

export function useVerifyStaffSignInCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyStaffSignInCode, onSuccess: (session) => keepStaffSession(queryClient, session) });
}
