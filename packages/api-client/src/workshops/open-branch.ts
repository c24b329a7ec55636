import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffSession, type TNewBranchBody, type TStaffSession } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { keepStaffSession } from '../staff/signed-in';

/** POST /staff/workshops: the owner opens another branch and works there at once; the answer is a new session that names it. */
export const openBranch = (body: TNewBranchBody): Promise<TStaffSession> =>
  staffApi.request('/staff/workshops', { method: 'POST', body, schema: ZStaffSession });

export function useOpenBranch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: openBranch, onSuccess: (session) => keepStaffSession(queryClient, session) });
}
