import { describe, expect, it } from 'vitest';
import { ZOtp, ZOtpSendBody } from './auth';
import { onboardingAfterSignIn, portalEntryPath, signInErrorText } from './sign-in';

describe('sign-in error text', () => {
  it('takes the part after the slash, dashes as spaces, sentence case', () => {
    expect(signInErrorText('auth/invalid-verification-code')).toBe('Invalid verification code');
    expect(signInErrorText('auth/code-expired')).toBe('Code expired');
    expect(signInErrorText('too-many-requests')).toBe('Too many requests');
  });
});

describe('one-time password input', () => {
  it('needs exactly six digits, else the spec message', () => {
    expect(ZOtp.safeParse('123456').success).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', '']) {
      const result = ZOtp.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter valid OTP number');
    }
  });
  it('the send body refuses unknown country codes', () => {
    const result = ZOtpSendBody.safeParse({ countryCode: '+44', mobileNumber: '7700900123' });
    expect(result.error?.issues[0]?.message).toBe('This country code is not supported');
  });
});

describe('onboarding', () => {
  it('a new user is onboarded unless the brand asks for vehicle onboarding', () => {
    expect(onboardingAfterSignIn(null, false)).toBe(true);
    expect(onboardingAfterSignIn(null, true)).toBe(false);
  });
  it('an existing user lacking onboarding is marked onboarded when the brand has no vehicle onboarding', () => {
    expect(onboardingAfterSignIn({ onBoarding: false }, false)).toBe(true);
    expect(onboardingAfterSignIn({ onBoarding: false }, true)).toBe(false);
    expect(onboardingAfterSignIn({ onBoarding: true }, true)).toBe(true);
  });
  it('routes a user not onboarded on a vehicle-onboarding brand to /onboarding', () => {
    expect(portalEntryPath({ onBoarding: false, onBoardVehicleSetting: true })).toBe('/onboarding');
    expect(portalEntryPath({ onBoarding: false, onBoardVehicleSetting: false })).toBe('/portal');
    expect(portalEntryPath({ onBoarding: true, onBoardVehicleSetting: true })).toBe('/portal');
  });
});
