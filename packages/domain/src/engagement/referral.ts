import { z } from 'zod';

/**
 * Refer and Earn (customer spec sections 2 and 9): a referrer earns the brand's points for each
 * referee whose first booking completes, at most three referrals' worth (maximum coins = 3 x the
 * per-referral points); the referee must book within 30 days of applying the code.
 */
export const REFERRALS_PER_CODE = 3;
export const REFERRAL_BOOKING_WINDOW_DAYS = 30;
export const maxReferralCoins = (pointsPerReferral: number) => REFERRALS_PER_CODE * pointsPerReferral;

/** Whether the referee's booking came soon enough after the code was applied to earn the referrer's points. */
export const bookedWithinReferralWindow = (appliedAt: Date, bookedAt: Date) =>
  bookedAt.getTime() >= appliedAt.getTime() && bookedAt.getTime() - appliedAt.getTime() <= REFERRAL_BOOKING_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** Codes are short, unambiguous (no 0/O, 1/I) and read out over the phone. */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

export const referralMessages = {
  empty: 'Please enter valid referral code',
  unknown: 'No user found with this referral code',
  own: 'You cannot use your own referral code',
  alreadyApplied: 'You have already applied a referral code',
  exhausted: 'This referral code has no referrals left',
  applied: 'Referral code applied. Book a service within 30 days to reward your friend.',
} as const;

/** POST /user/referral. An empty code is the spec's own message, as is a code no one holds. */
export const ZApplyReferral = z.object({
  referralCode: z
    .string({ error: referralMessages.empty })
    .trim()
    .toUpperCase()
    .min(1, { error: referralMessages.empty })
    .max(20, { error: referralMessages.unknown }),
});

/** GET /user/referral: the list's first item is the customer's (spec section 3). */
export const ZReferralDetails = z.object({
  code: z.string(),
  pointsEarned: z.number().int(),
  /** Points per completed referral. */
  referralPoint: z.number().int(),
  referralsRemaining: z.number().int(),
  referralsUsed: z.number().int(),
  referralsTotal: z.number().int(),
  maxCoins: z.number().int(),
  /** The code this customer applied, if any. */
  appliedCode: z.string().nullable(),
});
export type TReferralDetails = z.infer<typeof ZReferralDetails>;
export const ZReferralApplied = z.array(z.object({ message: z.string() }));
