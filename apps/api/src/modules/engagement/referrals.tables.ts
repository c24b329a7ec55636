import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { brands } from '../brands/brands.tables';
import { users } from '../identity/identity.tables';

/** Each customer's own referral code, made the first time they open Refer and Earn; unique in the brand. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_codes_code_per_brand').on(t.brandId, t.code)],
);

export const REFERRAL_STATUSES = ['pending', 'credited', 'lapsed'] as const;

/**
 * A code applied by a referee (once per referee: the unique key). Pending until the referee's first
 * booking completes: then credited with the referrer's points, or lapsed when that booking came
 * after the 30-day window.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeId: uuid('referee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('pending'),
    points: integer('points').notNull().default(0),
    bookingId: uuid('booking_id'),
    appliedAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('referrals_one_per_referee').on(t.refereeId),
    index('referrals_referrer_idx').on(t.referrerId, t.status),
    check('referrals_not_self', sql`${t.referrerId} <> ${t.refereeId}`),
    check('referrals_points', sql`${t.points} >= 0`),
  ],
);
