import { z } from 'zod';

export const DELETE_ACCOUNT_MESSAGES = {
  requested: 'Your account deletion request has been received. Your data will be erased in 30 days.',
} as const;
/** Personal data is erased this many days after the request (workshop spec section 9). */
export const ACCOUNT_ERASURE_DAYS = 30;

export const ZDeleteAccountBody = z.object({
  companyName: z.string().max(100).optional(),
  name: z.string().max(100).optional(),
  email: z.string().max(254).optional(),
  mobileNumber: z.string().max(20).optional(),
  country: z.string().max(64).optional(),
  reason: z.string().max(500).optional(),
});

export const ZDeleteAccountResult = z.object({ deleteRequest: z.literal(true), eraseAfter: z.string(), message: z.string() });
