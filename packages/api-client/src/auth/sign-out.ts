import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, tokenStore } from '../client';
import { SESSION_QUERY_KEY } from '../query-client';
import { startSchema } from '../start-schema';

/**
 * POST /auth/signout ends the session on the server too. The local sign-out happens whatever the
 * server answers: a customer who taps Sign Out offline is still signed out on this device.
 */
export async function signOut(): Promise<void> {
  const held = tokenStore.get();
  try {
    if (held)
      await api.request('/auth/signout', {
        method: 'POST',
        auth: 'ifPresent',
        body: { refreshToken: held.refreshToken },
        schema: startSchema((s) => s.ZEmpty),
      });
  } finally {
    tokenStore.clear();
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
