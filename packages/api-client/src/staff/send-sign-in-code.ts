import { useMutation } from '@tanstack/react-query';
import { ZOtpSent, type TOtpSent, type ZStaffOtpSendBody } from '@servicebay/domain';
import type { z } from 'zod';
import { staffApi } from './staff-client';

export type TStaffCodeRequest = z.input<typeof ZStaffOtpSendBody>;

/** POST /staff/otp/send: a one-time code to the mobile number of a staff account ('staff/no-account-for-number' otherwise). */
export const sendStaffSignInCode = (body: TStaffCodeRequest): Promise<TOtpSent> =>
  staffApi.request('/staff/otp/send', { method: 'POST', auth: 'none', body, schema: ZOtpSent });

export const useSendStaffSignInCode = () => useMutation({ mutationFn: sendStaffSignInCode });
