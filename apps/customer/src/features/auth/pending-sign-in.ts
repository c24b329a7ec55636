import { ZCountryCode } from '@servicebay/domain';
import { z } from 'zod/mini';

/**
 * The number waiting for its code, carried to /otp in the router's state: the spec persists only
 * auth and router state, and history state survives a reload of the OTP screen.
 */
export const ZPendingSignIn = z.object({
  countryCode: ZCountryCode,
  mobileNumber: z.string(),
  maskedNumber: z.string(),
  /** When Resend becomes available, in epoch milliseconds. */
  resendAt: z.number(),
});
export type PendingSignIn = z.infer<typeof ZPendingSignIn>;

export const readPendingSignIn = (routerState: unknown): PendingSignIn | null => ZPendingSignIn.safeParse(routerState).data ?? null;
