import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TUserSettings } from '@servicebay/domain';
import { createdAt, id, updatedAt } from '../../db/columns';
import { brands } from '../brands/brands.tables';

/** A customer of one brand: the same phone number on two brands is two users. */
export const users = pgTable(
  'users',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name'),
    email: text('email'),
    primaryPhoneNumber: text('primary_phone_number'),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender', { enum: ['Male', 'Female'] }),
    profileImagePath: text('profile_image_path'),
    isAnonymous: boolean('is_anonymous').notNull(),
    providerId: text('provider_id', { enum: ['phone', 'anonymous'] }).notNull(),
    onBoarding: boolean('on_boarding').notNull(),
    onBoardVehicleSetting: boolean('on_board_vehicle_setting').notNull(),
    profileCompleteness: integer('profile_completeness').notNull().default(0),
    defaultVehicleRef: text('default_vehicle_ref'),
    selectedVehicleRef: text('selected_vehicle_ref'),
    defaultAddressRef: text('default_address_ref'),
    selectedAddressRef: text('selected_address_ref'),
    settings: jsonb('settings').$type<TUserSettings>().notNull(),
    rewardPoints: integer('reward_points').notNull().default(0),
    deleteRequestedAt: timestamp('delete_requested_at', { withTimezone: true }),
    /**
     * Carried in every access token; raised when the user's sessions end (sign-out, a guest joining
     * an account, erasure), which ends every access token issued before.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Set when the personal data was erased; the row stays, anonymised, for what invoices need. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_brand_phone_key').on(t.brandId, t.primaryPhoneNumber),
    check('users_profile_completeness_range', sql`${t.profileCompleteness} between 0 and 100`),
    check('users_session_version_nonnegative', sql`${t.sessionVersion} >= 0`),
  ],
);

/**
 * The columns of a record a customer owns (a vehicle, an address, a document): the brand it lives
 * in and the customer, whose erasure removes it (ARCHITECTURE.md section 4: every query filters by
 * both). Spread into the table: `{ id: id(), ...customerOwned(), ... }`.
 */
export const customerOwned = () => ({
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** One code sent by SMS. Only an HMAC of the code is kept. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_phone_created_idx').on(t.phoneNumber, t.createdAt), check('otp_challenges_wrong_tries_nonnegative', sql`${t.wrongTries} >= 0`)],
);

/**
 * Rotating refresh tokens. Each use replaces the token with a new one of the same family;
 * presenting a token that was already replaced revokes the whole family (theft detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

export type UserRow = typeof users.$inferSelect;
