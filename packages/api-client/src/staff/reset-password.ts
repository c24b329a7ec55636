import { useMutation } from '@tanstack/react-query';
import { ZEmpty, type TResetPasswordBody } from '@servicebay/domain';
import { staffApi } from './staff-client';

/** POST /staff/password/reset: a new password with the e-mailed link's token ('staff/reset-link-invalid' once used or expired). */
export const resetStaffPassword = (body: TResetPasswordBody): Promise<void> =>
  staffApi.request('/staff/password/reset', { method: 'POST', auth: 'none', body, schema: ZEmpty }).then(() => undefined);

export const useResetStaffPassword = () => useMutation({ mutationFn: resetStaffPassword });
