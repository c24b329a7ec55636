import { z } from 'zod';
import { OTP_LENGTH } from '../shared/constants';
import { COUNTRY_CODES, COUNTRY_UNSUPPORTED_MESSAGE, ZMobileNumber } from '../shared/phone';
import { ZUser } from './user';

export const OTP_INCOMPLETE_MESSAGE = 'Please enter valid OTP number';

const ZCountry = z.enum(COUNTRY_CODES, { error: COUNTRY_UNSUPPORTED_MESSAGE });

export const ZOtp = z.string({ error: OTP_INCOMPLETE_MESSAGE }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_INCOMPLETE_MESSAGE);

export const ZOtpSendBody = z.object({ countryCode: ZCountry, mobileNumber: ZMobileNumber });
export type TOtpSendBody = z.infer<typeof ZOtpSendBody>;

export const ZOtpSent = z.object({
  maskedNumber: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type TOtpSent = z.infer<typeof ZOtpSent>;

export const ZOtpVerifyBody = ZOtpSendBody.extend({ otp: ZOtp });
export type TOtpVerifyBody = z.infer<typeof ZOtpVerifyBody>;

export const ZSession = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresInSeconds: z.number().int(),
  user: ZUser,
});
export type TSession = z.infer<typeof ZSession>;

export const ZRefreshBody = z.object({ refreshToken: z.string().min(20).max(200) });
export const ZSignOutBody = z.object({ refreshToken: z.string().min(20).max(200).optional() });

/** Where a signed-in customer lands (customer spec section 2, "Top-level"). */
export function portalEntryPath(user: { onBoarding: boolean; onBoardVehicleSetting: boolean }): '/portal' | '/onboarding' {
  return !user.onBoarding && user.onBoardVehicleSetting ? '/onboarding' : '/portal';
}

/**
 * Onboarding on sign-in (customer spec section 4): a new record is created onboarded unless the
 * client asks for vehicle onboarding; an existing record lacking onboarding is marked onboarded
 * when the client has no vehicle-onboarding setting.
 */
export function onboardingAfterSignIn(existing: { onBoarding: boolean } | null, vehicleOnboardSetting: boolean): boolean {
  if (existing?.onBoarding) return true;
  return !vehicleOnboardSetting;
}

/**
 * The sign-in error text rule of customer spec section 8: the part after the slash,
 * dashes as spaces, sentence case ('auth/invalid-verification-code' -> 'Invalid verification code').
 */
export function signInErrorText(code: string): string {
  const tail = code.includes('/') ? code.slice(code.indexOf('/') + 1) : code;
  const words = tail.replace(/-/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
