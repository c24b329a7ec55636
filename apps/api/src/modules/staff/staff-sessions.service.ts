import { createHash, randomBytes } from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import {
  normalizeUsername,
  type TOtpSendBody,
  type TOtpSent,
  type TStaffMe,
  type TStaffOtpVerifyBody,
  type TStaffSession,
  type TStaffSignInBody,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokens } from '../../platform/auth/access-token';
import { NO_ACCOUNT_HASH, verifyPassword } from '../../platform/auth/password-hash';
import type { StaffPrincipal } from '../../platform/auth/principal';
import { boundedMap } from '../../platform/bounded-map';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { OtpService } from '../identity';
import type { StaffLockOut } from './staff-lock-out';
import type { StaffRepository } from './staff.repository';
import type { StaffAccountRow } from './staff.tables';

export const STAFF_REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Staff sessions whose workshops this process keeps: a bound on memory, not a limit on people. */
const WORKSHOP_LISTS_KEPT = 10_000;

type Deps = {
  db: Db;
  repository: StaffRepository;
  tokens: AccessTokens;
  otp: OtpService;
  lockOut: StaffLockOut;
  now: () => Date;
  /** The workshops module's names of the brand's workshops by id. */
  workshopNames: (brandId: string, workshopIds: readonly string[], tx?: Db) => Promise<Map<string, string>>;
};

export type StaffSessionsService = ReturnType<typeof createStaffSessionsService>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Staff sessions (workshop spec sections 2 and 5): sign-in by username and password, or by a
 * one-time code to the account's mobile number; rotating refresh tokens; the session check of
 * every staff request. Repeated wrong passwords lock the account for a while (staff-lock-out.ts).
 */
export function createStaffSessionsService({ db, repository, tokens, otp, lockOut, now, workshopNames }: Deps) {
  // Keyed by account and session version: a change of workshops raises the version, so an old entry is never read again.
  const keptWorkshops = boundedMap<string, string[]>(WORKSHOP_LISTS_KEPT);

  /** The person's workshops with their names, by name. */
  async function workshopsOf(account: StaffAccountRow, tx: Db = db) {
    const names = await workshopNames(account.brandId, await repository.workshopIdsOf(account.id, tx), tx === db ? undefined : tx);
    return [...names].map(([workshopId, name]) => ({ workshopId, name })).sort((a, b) => a.name.localeCompare(b.name));
  }

  async function me(account: StaffAccountRow, tx: Db = db): Promise<TStaffMe> {
    return {
      staffId: account.id,
      username: account.username,
      name: account.name,
      role: account.role,
      technicianKind: account.technicianKind,
      mobileNumber: account.mobileNumber,
      email: account.email,
      workshops: await workshopsOf(account, tx),
    };
  }

  /** A new session: its refresh token (kept as a hash) and an access token naming the role and workshops now. */
  async function issue(account: StaffAccountRow, familyId: string, tx: Db): Promise<TStaffSession> {
    const refreshToken = randomBytes(32).toString('base64url');
    await repository.insertRefreshToken(
      { staffId: account.id, familyId, tokenHash: hashToken(refreshToken), expiresAt: new Date(now().getTime() + STAFF_REFRESH_TOKEN_TTL_MS) },
      tx,
    );
    const staff = await me(account, tx);
    const accessToken = await tokens.sign({
      kind: 'staff',
      staffId: account.id,
      brandId: account.brandId,
      role: account.role,
      sessionVersion: account.sessionVersion,
    });
    return { accessToken, refreshToken, expiresInSeconds: ACCESS_TOKEN_TTL_SECONDS, staff };
  }

  return {
    me,
    issue,

    /**
     * POST /staff/sign-in from `address`. An unknown username costs the same hash as a known one, and
     * says the same; an address that failed too often is refused before either.
     */
    async signIn(brand: Brand, { username, password }: TStaffSignInBody, address: string): Promise<TStaffSession> {
      await lockOut.refuseBusyAddress(address);
      const account = await repository.byUsername(brand.id, normalizeUsername(username));
      if (!account) {
        await verifyPassword(password, NO_ACCOUNT_HASH);
        await lockOut.countFailure(address);
        throw new AppError('staff/invalid-credentials');
      }
      await lockOut.refuseIfLocked(account, address);
      // Hashed outside the transaction: it takes a while, and holds no row meanwhile.
      const isRight = await verifyPassword(password, account.passwordHash);
      const outcome = await db.transaction(async (tx) => {
        // Counted on the row as it is now: two wrong tries at once both count.
        const current = (await repository.lockedById(brand.id, account.id, tx))!;
        await lockOut.refuseIfLocked(current, address, tx);
        if (!isRight) {
          await repository.recordSignIn(current.id, await lockOut.wrongPassword(current, address, tx), tx);
          return null;
        }
        if (!current.isActive) throw new AppError('staff/account-inactive');
        await lockOut.rightPassword(current, address, tx);
        await repository.recordSignIn(current.id, { failedSignIns: 0, lockedUntil: null }, tx);
        return issue(current, uuidv7(), tx);
      });
      if (!outcome) throw new AppError('staff/invalid-credentials');
      return outcome;
    },

    /** POST /staff/otp/send: a code to the mobile number of an account (the spec's alternative to the password). */
    async sendCode(brand: Brand, body: TOtpSendBody, clientAddress: string): Promise<TOtpSent> {
      const account = await repository.byMobile(brand.id, `${body.countryCode}${body.mobileNumber}`);
      if (!account?.isActive) throw new AppError('staff/no-account-for-number', { field: 'mobileNumber' });
      return otp.send(brand, body, clientAddress);
    },

    /** POST /staff/otp/verify: the code, then a session of the account with that number. */
    async signInWithCode(brand: Brand, { countryCode, mobileNumber, otp: code }: TStaffOtpVerifyBody): Promise<TStaffSession> {
      const { e164 } = await otp.verify(brand, countryCode, mobileNumber, code);
      const account = await repository.byMobile(brand.id, e164);
      if (!account) throw new AppError('staff/no-account-for-number', { field: 'mobileNumber' });
      if (!account.isActive) throw new AppError('staff/account-inactive');
      return db.transaction((tx) => issue(account, uuidv7(), tx));
    },

    /** POST /staff/token: a new pair for a refresh token; one presented twice ends its whole family (it was copied). */
    async refresh(brand: Brand, refreshToken: string): Promise<TStaffSession> {
      const outcome = await db.transaction(async (tx) => {
        const row = await repository.refreshTokenByHash(hashToken(refreshToken), tx);
        if (!row || row.revokedAt || row.expiresAt <= now()) return null;
        if (row.replacedAt) {
          await repository.revokeFamily(row.familyId, now(), tx);
          return 'replayed' as const;
        }
        const account = await repository.byId(brand.id, row.staffId, tx);
        if (!account?.isActive) return null;
        await repository.markReplaced(row.id, now(), tx);
        return issue(account, row.familyId, tx);
      });
      if (outcome === 'replayed') throw new AppError('auth/session-revoked');
      if (!outcome) throw new AppError('auth/login-required');
      return outcome;
    },

    /** POST /staff/sign-out: every session of the account ends, here and on other devices. */
    async signOut(principal: StaffPrincipal): Promise<void> {
      await db.transaction(async (tx) => {
        await repository.update(principal.brandId, principal.staffId, { endSessions: true }, tx);
        await repository.revokeAllOf(principal.staffId, now(), tx);
      });
    },

    /**
     * The session check of every staff request (auth-hook.ts): still active, in the same session
     * version (role, workshops and password as when the token was made); answers the workshops,
     * kept per session version, since any change to them raises it.
     */
    async workshopsOfSession(principal: StaffPrincipal): Promise<string[] | null> {
      const account = await repository.byId(principal.brandId, principal.staffId);
      if (!account?.isActive || account.sessionVersion !== principal.sessionVersion) return null;
      const key = `${account.id}:${account.sessionVersion}`;
      let workshopIds = keptWorkshops.get(key);
      if (!workshopIds) keptWorkshops.set(key, (workshopIds = await repository.workshopIdsOf(account.id)));
      return workshopIds;
    },

    async current(principal: StaffPrincipal): Promise<TStaffMe> {
      const account = await repository.byId(principal.brandId, principal.staffId);
      if (!account) throw new AppError('auth/login-required');
      return me(account);
    },
  };
}
