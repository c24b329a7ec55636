import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffSession, type TChangePasswordBody, type TStaffSession } from '@servicebay/domain';
import { staffApi, staffSessionStore } from './staff-client';
import { staffKeys } from './query-keys';

/**
 * POST /staff/password/change: the server ends every other session and answers a new one, which
 * replaces the held one ('staff/wrong-current-password' at the current password otherwise).
 */
export async function changeStaffPassword(body: TChangePasswordBody): Promise<TStaffSession> {
  const session = await staffApi.request('/staff/password/change', { method: 'POST', body, schema: ZStaffSession });
  staffSessionStore.save(session);
  return session;
}

export function useChangeStaffPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeStaffPassword, onSuccess: (session) => queryClient.setQueryData(staffKeys.me(), session.staff) });
}
