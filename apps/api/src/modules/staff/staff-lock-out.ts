import { and, eq, lt, sql } from 'drizzle-orm';
import { STAFF_ACCOUNT_LOCK_FAILURES, STAFF_LOCK_MINUTES, STAFF_MAX_FAILED_SIGN_INS } from '@servicebay/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { RateLimit, RateLimits } from '../../platform/rate-limits/rate-limits';
import { staffSignInFailures, type StaffAccountRow } from './staff.tables';

const LOCK_MS = STAFF_LOCK_MINUTES * 60_000;
/** Rows of addresses that stopped trying are removed after a day, now and then. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export type StaffLockOutLimits = { failedSignInsPerAddress: number; resetsPerAddress: number };

const locked = (until: Date, at: Date) => new AppError('staff/locked', { retryAfterSeconds: Math.ceil((until.getTime() - at.getTime()) / 1000) });

/**
 * Staff sign-in's defences (issue 26, item 3). Three layers, each for its own attacker:
 * - an address that fails too often (wrong passwords, made-up usernames) is refused before any
 *   password is hashed: no one burns the server's processor or sprays usernames;
 * - five wrong passwords in a row for one account from one address lock that address out of the
 *   account for STAFF_LOCK_MINUTES: a stranger cannot lock the owner out from elsewhere;
 * - STAFF_ACCOUNT_LOCK_FAILURES in a row from any addresses lock the whole account: guessing spread
 *   over many addresses stops too.
 * A one-time code to the account's mobile signs the person in through all of them.
 */
export function createStaffLockOut({ db, rateLimits, limits, now }: { db: Db; rateLimits: RateLimits; limits: StaffLockOutLimits; now: () => Date }) {
  const failuresOfAddress: RateLimit = { name: 'staff-sign-in-failed:address', max: limits.failedSignInsPerAddress, windowSeconds: LOCK_MS / 1000 };
  const resetsOfAddress: RateLimit = { name: 'staff-reset:address', max: limits.resetsPerAddress, windowSeconds: LOCK_MS / 1000 };
  let prunedAt = 0;

  const tooManyFrom = (answer: { isAllowed: boolean; retryAfterSeconds: number }) => {
    if (!answer.isAllowed) throw new AppError('staff/too-many-attempts', { retryAfterSeconds: answer.retryAfterSeconds });
  };

  return {
    /** Before anything is looked up or hashed: the address has failed too often lately. */
    async refuseBusyAddress(address: string) {
      tooManyFrom(await rateLimits.peek(failuresOfAddress, address));
    },

    /** A failure of any kind from the address (a made-up username counts as much as a wrong password). */
    async countFailure(address: string, tx: Db = db) {
      await rateLimits.hit(failuresOfAddress, address, tx);
    },

    /** The account is locked for everyone, or for this address. */
    async refuseIfLocked(account: StaffAccountRow, address: string, tx: Db = db) {
      const at = now();
      if (account.lockedUntil && account.lockedUntil > at) throw locked(account.lockedUntil, at);
      const [own] = await tx
        .select({ lockedUntil: staffSignInFailures.lockedUntil })
        .from(staffSignInFailures)
        .where(and(eq(staffSignInFailures.staffId, account.id), eq(staffSignInFailures.address, address)));
      if (own?.lockedUntil && own.lockedUntil > at) throw locked(own.lockedUntil, at);
    },

    /**
     * One wrong password from `address`: counted for the address and for the account (whose row the
     * caller holds locked); answers the account row's new counters for the caller to save.
     */
    async wrongPassword(account: StaffAccountRow, address: string, tx: Db) {
      const at = now();
      const lockedUntil = new Date(at.getTime() + LOCK_MS);
      // Counted up in one statement: two wrong tries at once both count.
      await tx
        .insert(staffSignInFailures)
        .values({ staffId: account.id, address, failures: 1, lockedUntil: null, updatedAt: at })
        .onConflictDoUpdate({
          target: [staffSignInFailures.staffId, staffSignInFailures.address],
          set: {
            failures: sql`case when ${staffSignInFailures.failures} + 1 >= ${STAFF_MAX_FAILED_SIGN_INS} then 0 else ${staffSignInFailures.failures} + 1 end`,
            lockedUntil: sql`case when ${staffSignInFailures.failures} + 1 >= ${STAFF_MAX_FAILED_SIGN_INS} then ${lockedUntil.toISOString()}::timestamptz else ${staffSignInFailures.lockedUntil} end`,
            updatedAt: at,
          },
        });
      await rateLimits.hit(failuresOfAddress, address, tx);
      // Never in the caller's transaction: whichever process counts removes the old rows now and then.
      if (at.getTime() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = at.getTime();
        void db
          .delete(staffSignInFailures)
          .where(lt(staffSignInFailures.updatedAt, new Date(at.getTime() - FORGET_AFTER_MS)))
          .catch(() => undefined);
      }
      const failed = account.failedSignIns + 1;
      return failed >= STAFF_ACCOUNT_LOCK_FAILURES ? { failedSignIns: 0, lockedUntil } : { failedSignIns: failed, lockedUntil: account.lockedUntil };
    },

    /** A right password: the address starts counting again. */
    async rightPassword(account: StaffAccountRow, address: string, tx: Db) {
      await tx.delete(staffSignInFailures).where(and(eq(staffSignInFailures.staffId, account.id), eq(staffSignInFailures.address, address)));
    },

    /** A password-reset request from the address: a handful per STAFF_LOCK_MINUTES. */
    async countReset(address: string) {
      tooManyFrom(await rateLimits.hit(resetsOfAddress, address));
    },
  };
}

export type StaffLockOut = ReturnType<typeof createStaffLockOut>;
