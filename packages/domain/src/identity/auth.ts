import { z } from 'zod/mini';
import { OTP_LENGTH } from '../shared/constants';
import { COUNTRY_CODES, COUNTRY_UNSUPPORTED_MESSAGE } from '../shared/phone';
import { ZMobileNumber } from '../shared/phone-schemas';
import { OTP_INCOMPLETE_MESSAGE } from './sign-in';
import { ZUser } from './user';

const ZCountry = z.enum(COUNTRY_CODES, { error: COUNTRY_UNSUPPORTED_MESSAGE });

export const ZOtp = z.string({ error: OTP_INCOMPLETE_MESSAGE }).check(z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_INCOMPLETE_MESSAGE));

export const ZOtpSendBody = z.object({ countryCode: ZCountry, mobileNumber: ZMobileNumber });
export type TOtpSendBody = z.infer<typeof ZOtpSendBody>;

export const ZOtpSent = z.object({
  maskedNumber: z.string(),
  resendAfterSeconds: z.int(),
  expiresInSeconds: z.int(),
});
export type TOtpSent = z.infer<typeof ZOtpSent>;

export const ZOtpVerifyBody = z.extend(ZOtpSendBody, { otp: ZOtp });
export type TOtpVerifyBody = z.infer<typeof ZOtpVerifyBody>;

export const ZSession = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresInSeconds: z.int(),
  user: ZUser,
});
export type TSession = z.infer<typeof ZSession>;

export const ZRefreshBody = z.object({ refreshToken: z.string().check(z.minLength(20), z.maxLength(200)) });
export const ZSignOutBody = z.object({ refreshToken: z.optional(z.string().check(z.minLength(20), z.maxLength(200))) });
