import { useMutation } from '@tanstack/react-query';
import { ZEmpty } from '@servicebay/domain';
import { staffApi } from './staff-client';

/** POST /staff/password/forgot: e-mails a reset link to the account, and answers the same for any username. */
export const requestPasswordReset = (body: { username: string }): Promise<void> =>
  staffApi.request('/staff/password/forgot', { method: 'POST', auth: 'none', body, schema: ZEmpty }).then(() => undefined);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
