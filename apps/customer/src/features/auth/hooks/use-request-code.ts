import { ApiError, useSendOtp } from '@servicebay/api-client';
import { maskMobileNumber, OTP_RESEND_AFTER_SECONDS, type CountryCode } from '@servicebay/domain';
import type { PendingSignIn } from '../pending-sign-in';

type CodeRequest = { pending: PendingSignIn; isNewCode: boolean };

/** Asks the API to text a code, and describes the sign-in now waiting for it. */
export function useRequestCode() {
  const send = useSendOtp();

  async function requestCode(countryCode: CountryCode, mobileNumber: string): Promise<CodeRequest> {
    const pending = (maskedNumber: string, waitSeconds: number): PendingSignIn => ({
      countryCode,
      mobileNumber,
      maskedNumber,
      resendAt: Date.now() + waitSeconds * 1000,
    });
    try {
      const sent = await send.mutateAsync({ countryCode, mobileNumber });
      return { pending: pending(sent.maskedNumber, sent.resendAfterSeconds), isNewCode: true };
    } catch (error) {
      // The last code went out under a minute ago and is still good: carry on with it.
      if (error instanceof ApiError && error.code === 'auth/resend-too-soon') {
        const wait = error.retryAfterSeconds ?? OTP_RESEND_AFTER_SECONDS;
        return { pending: pending(maskMobileNumber(countryCode, mobileNumber), wait), isNewCode: false };
      }
      throw error;
    }
  }

  return { requestCode, isRequesting: send.isPending };
}
