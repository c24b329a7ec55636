/*
 * The sign-in rules the sign-in screens apply. Apart from auth.ts's schemas: the screens load
 * before zod (decision 0013), and a module that builds a schema brings zod with it.
 */

export const OTP_INCOMPLETE_MESSAGE = 'Please enter valid OTP number';

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
