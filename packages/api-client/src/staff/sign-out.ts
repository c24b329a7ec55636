import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEmpty } from '@servicebay/domain';
import { staffApi, staffSessionStore } from './staff-client';
import { staffKeys } from './query-keys';

/**
 * POST /staff/sign-out ends every session of the account on the server. The local sign-out happens
 * whatever the server answers: a person who signs out offline is still signed out at this desk.
 */
export async function signOutStaff(): Promise<void> {
  try {
    if (staffSessionStore.get()) await staffApi.request('/staff/sign-out', { method: 'POST', auth: 'ifPresent', schema: ZEmpty });
  } finally {
    staffSessionStore.clear();
  }
}

export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOutStaff, onSettled: () => queryClient.removeQueries({ queryKey: staffKeys.all }) });
}
