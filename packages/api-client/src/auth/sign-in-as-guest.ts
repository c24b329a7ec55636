import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSession } from '@servicebay/domain';
import { api, tokenStore } from '../client';
import { startSchema } from '../start-schema';
import { storeMe } from './get-me';

/** POST /auth/anonymous: a guest session, to browse before signing in. */
export async function signInAsGuest(): Promise<TSession> {
  const session = await api.request('/auth/anonymous', { method: 'POST', auth: 'none', schema: startSchema((s) => s.ZSession) });
  tokenStore.save(session);
  return session;
}

export function useSignInAsGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInAsGuest,
    onSuccess: (session) => storeMe(queryClient, session.user),
  });
}
