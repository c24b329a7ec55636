import { randomInt } from 'node:crypto';
import { and, count, eq, sum } from 'drizzle-orm';
import {
  bookedWithinReferralWindow,
  maxReferralCoins,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRALS_PER_CODE,
  referralMessages,
  type NotificationText,
  type TReferralDetails,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { CustomerRecords } from '../identity';
import type { NotificationsService } from './notifications.service';
import { referralCodes, referrals } from './referrals.tables';

export type ReferralsService = ReturnType<typeof createReferralsService>;

const newCode = () => Array.from({ length: REFERRAL_CODE_LENGTH }, () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)]).join('');

const rewardText = (points: number): NotificationText => ({
  type: 'INFO',
  en: `Your friend's first service is complete: you earned ${points} points`,
  ar: `اكتملت أول خدمة لصديقك: ربحت ${points} نقطة`,
});

/**
 * Refer and Earn (customer spec sections 2, 8 and 9). A customer's code is made the first time it
 * is asked for. A referee applies one code, once, never their own; the referrer earns the brand's
 * points when the referee's first booking completes, if it was booked within 30 days of applying,
 * for at most three referrals.
 */
type Deps = { db: Db; now: () => Date; customers: Pick<CustomerRecords, 'load'>; notify: NotificationsService['notify'] };

export function createReferralsService({ db, now, customers, notify }: Deps) {
  /** A guest has no account to credit nor bookings to earn by: Refer and Earn is for signed-in customers. */
  const signedIn = async (owner: CustomerScope) => {
    if ((await customers.load(owner)).isAnonymous) throw new AppError('referral/sign-in-required');
  };

  /** The customer's code, made on first ask; a clash with another's (one in a billion) draws again. */
  async function codeOf(owner: CustomerScope): Promise<string> {
    for (;;) {
      const [kept] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, owner.userId));
      if (kept) return kept.code;
      await db
        .insert(referralCodes)
        .values({ ...owner, code: newCode() })
        .onConflictDoNothing();
    }
  }

  const creditedOf = async (referrerId: string, tx: Db = db) => {
    const [row] = await tx
      .select({ referrals: count(), points: sum(referrals.points).mapWith(Number) })
      .from(referrals)
      .where(and(eq(referrals.referrerId, referrerId), eq(referrals.status, 'credited')));
    return { referrals: row?.referrals ?? 0, points: row?.points ?? 0 };
  };

  return {
    /** GET /user/referral: a list whose first item is the customer's. */
    async details(owner: CustomerScope, brand: Brand): Promise<TReferralDetails[]> {
      await signedIn(owner);
      const code = await codeOf(owner);
      const credited = await creditedOf(owner.userId);
      const [applied] = await db.select({ code: referrals.code }).from(referrals).where(eq(referrals.refereeId, owner.userId));
      return [
        {
          code,
          pointsEarned: credited.points,
          referralPoint: brand.referralPoints,
          referralsUsed: credited.referrals,
          referralsRemaining: Math.max(0, REFERRALS_PER_CODE - credited.referrals),
          referralsTotal: REFERRALS_PER_CODE,
          maxCoins: maxReferralCoins(brand.referralPoints),
          appliedCode: applied?.code ?? null,
        },
      ];
    },

    /** POST /user/referral: another customer's code of the same brand. */
    async apply(owner: CustomerScope, code: string): Promise<{ message: string }[]> {
      await signedIn(owner);
      const [holder] = await db
        .select({ userId: referralCodes.userId })
        .from(referralCodes)
        .where(and(eq(referralCodes.brandId, owner.brandId), eq(referralCodes.code, code)));
      if (!holder) throw new AppError('referral/unknown-code');
      if (holder.userId === owner.userId) throw new AppError('referral/own-code');
      if ((await creditedOf(holder.userId)).referrals >= REFERRALS_PER_CODE) throw new AppError('referral/exhausted');
      // One code per referee, also when two tabs apply at once: the unique key decides.
      const inserted = await db
        .insert(referrals)
        .values({ brandId: owner.brandId, referrerId: holder.userId, refereeId: owner.userId, code })
        .onConflictDoNothing({ target: referrals.refereeId })
        .returning({ id: referrals.id });
      if (inserted.length === 0) throw new AppError('referral/already-applied');
      return [{ message: referralMessages.applied }];
    },

    /**
     * In the transaction that completes a booking (the bookings module's `bookingCompleted` hook):
     * the referee's pending referral is settled by their first booking made since applying the code
     * to complete. The referrer's code row is locked while counting, so two referees completing at
     * once cannot both take the third place.
     */
    async settle({ brand, booking }: { brand: Brand; booking: { id: string; userId: string; createdAt: Date } }, tx: Db): Promise<void> {
      const [pending] = await tx
        .select()
        .from(referrals)
        .where(and(eq(referrals.refereeId, booking.userId), eq(referrals.status, 'pending')))
        .for('update');
      // A booking made before the code was applied is not the referral's doing.
      if (!pending || booking.createdAt < pending.appliedAt) return;
      await tx.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.userId, pending.referrerId)).for('update');
      const earns =
        bookedWithinReferralWindow(pending.appliedAt, booking.createdAt) && (await creditedOf(pending.referrerId, tx)).referrals < REFERRALS_PER_CODE;
      await tx
        .update(referrals)
        .set({ status: earns ? 'credited' : 'lapsed', points: earns ? brand.referralPoints : 0, bookingId: booking.id, settledAt: now() })
        .where(eq(referrals.id, pending.id));
      if (earns) await notify(tx, { brandId: brand.id, userId: pending.referrerId }, null, rewardText(brand.referralPoints));
    },

    /** An erased customer's code goes; referrals they made or earned stay, naming no one's number. */
    eraseOf: (owner: CustomerScope, tx: Db) => tx.delete(referralCodes).where(eq(referralCodes.userId, owner.userId)),
  };
}
