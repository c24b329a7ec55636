import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ROLES, TECHNICIAN_KINDS } from '@servicebay/domain';
import { createdAt, id, updatedAt } from '../../db/columns';
import { brands } from '../brands/brands.tables';
import { workshops } from '../workshops/workshops.tables';

/**
 * A person who works at a brand's service centres and signs in to the workshop app (workshop spec
 * sections 5 and 6). One role across the workshops they belong to; the username is unique in the
 * brand, compared in lower case; the password is kept only as a scrypt hash.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    username: text('username').notNull(),
    name: text('name').notNull(),
    /** E.164, for signing in with a one-time code instead of the password. */
    mobileNumber: text('mobile_number'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    technicianKind: text('technician_kind', { enum: TECHNICIAN_KINDS }),
    isActive: boolean('is_active').notNull().default(true),
    /** Wrong passwords in a row from any address; STAFF_ACCOUNT_LOCK_FAILURES lock the whole account until `lockedUntil`. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** In every access token; raised when the account's sessions must end (password, role, workshops, deactivation). */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_accounts_brand_username').on(t.brandId, t.username),
    uniqueIndex('staff_accounts_brand_mobile')
      .on(t.brandId, t.mobileNumber)
      .where(sql`${t.mobileNumber} is not null`),
    check('staff_accounts_username_lower', sql`${t.username} = lower(${t.username})`),
    check('staff_accounts_technician_kind', sql`(${t.role} = 'technician') = (${t.technicianKind} is not null)`),
    check('staff_accounts_counters', sql`${t.failedSignIns} >= 0 and ${t.sessionVersion} >= 0`),
  ],
);

/**
 * Wrong passwords in a row for one account from one network address: five lock that address out of
 * the account until `lockedUntil` (staff-lock-out.ts), so a stranger cannot lock the owner out.
 * A right password from the address removes its row.
 */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.address] }), check('staff_sign_in_failures_count', sql`${t.failures} >= 0`)],
);

/** The workshops (branches) a person works at; their token lists them and every staff route checks it. */
export const staffWorkshops = pgTable(
  'staff_workshops',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    workshopId: uuid('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.workshopId] }), index('staff_workshops_workshop_idx').on(t.workshopId)],
);

/** Rotating refresh tokens of staff sessions, as the customers' (identity.tables.ts): a replayed one ends its family. */
export const staffRefreshTokens = pgTable(
  'staff_refresh_tokens',
  {
    id: id(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_refresh_tokens_hash').on(t.tokenHash), index('staff_refresh_tokens_family_idx').on(t.familyId)],
);

/** A forgot-password link: only its hash is kept, it works once and for a short while. */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    id: id(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_password_resets_hash').on(t.tokenHash), index('staff_password_resets_staff_idx').on(t.staffId)],
);

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
