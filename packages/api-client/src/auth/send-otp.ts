import { useMutation } from '@tanstack/react-query';
import type { TOtpSendBody, TOtpSent } from '@servicebay/domain';
import { api } from '../client';
import { startSchema } from '../start-schema';

/** POST /auth/otp/send: texts a six-digit code to the number. */
export const sendOtp = (body: TOtpSendBody): Promise<TOtpSent> =>
  api.request('/auth/otp/send', { method: 'POST', auth: 'none', body, schema: startSchema((s) => s.ZOtpSent) });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
