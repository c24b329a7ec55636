import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOtpVerifyBody, TSession } from '@servicebay/domain';
import { api, tokenStore } from '../client';
import { SESSION_QUERY_KEY } from '../query-client';
import { startSchema } from '../start-schema';
import { storeMe } from './get-me';

/**
 * POST /auth/otp/verify. A held guest token goes along as the bearer, so the server upgrades that
 * guest (same uid, same cart) instead of creating a new customer.
 */
export async function verifyOtp(body: TOtpVerifyBody): Promise<TSession> {
  const session = await api.request('/auth/otp/verify', { method: 'POST', auth: 'ifPresent', body, schema: startSchema((s) => s.ZSession) });
  tokenStore.save(session);
  return session;
}

export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: (session) => {
      // A guest may have signed into another, existing account: nothing cached for the guest applies.
      queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
      return storeMe(queryClient, session.user);
    },
  });
}
