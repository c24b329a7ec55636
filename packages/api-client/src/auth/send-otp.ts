import { useMutation } from '@tanstack/react-query';
import { ZOtpSent, type TOtpSendBody, type TOtpSent } from '@servicebay/domain';
import { api } from '../client';

/** POST /auth/otp/send: texts a six-digit code to the number. */
export const sendOtp = (body: TOtpSendBody): Promise<TOtpSent> => api.request('/auth/otp/send', { method: 'POST', auth: 'none', body, schema: ZOtpSent });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
