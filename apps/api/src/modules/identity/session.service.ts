import { createHash, randomBytes } from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import {
  ABUSE_LIMIT_MESSAGES,
  defaultUserSettings,
  onboardingAfterSignIn,
  RATE_LIMIT_WINDOW_SECONDS,
  type TOtpVerifyBody,
  type TSession,
  type TUser,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokens } from '../../platform/auth/access-token';
import type { CustomerPrincipal, CustomerScope, Principal } from '../../platform/auth/principal';
import { recordEvent, userEvent, withEvent } from '../../platform/events';
import type { GuestJoin } from '../../platform/customer-data';
import { AppError } from '../../platform/errors';
import type { OwnHook } from '../../platform/hooks';
import type { RateLimits } from '../../platform/rate-limits/rate-limits';
import type { Brand } from '../../platform/tenancy';
import type { UserRow } from './identity.tables';
import type { IdentityRepository } from './identity.repository';
import type { OtpService } from './otp.service';
import { toUserView } from './user-view';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Two tabs of one customer share a refresh token, and both renew with it when their access tokens
 * fall due together. A token shown again this soon after it was replaced is such a tab, not a
 * thief: it gets a new token of the same family (the grace period of rotating refresh tokens at
 * Okta; Auth0's reuse interval). Shown again later, it revokes the family (issue 26 item 23).
 */
export const REFRESH_REUSE_LEEWAY_MS = 30_000;
const isTabRace = (replacedAt: Date | null, at: Date) => replacedAt !== null && at.getTime() - replacedAt.getTime() <= REFRESH_REUSE_LEEWAY_MS;

/**
 * A guest verified a number that already has an account: whatever the guest added moves into
 * the account, inside the sign-in transaction (the identity module's `guestJoinsAccount` hook).
 * Each listener answers the work to do once that has committed.
 */
export type GuestJoinsAccount = OwnHook<GuestJoin, () => Promise<void>>;

type Deps = {
  db: Db;
  repository: IdentityRepository;
  otp: OtpService;
  tokens: AccessTokens;
  now: () => Date;
  guestJoinsAccount: GuestJoinsAccount;
  rateLimits: RateLimits;
  /** Guest sessions an hour per client address (config.ts). */
  guestsPerAddress: number;
};

export type SessionService = ReturnType<typeof createSessionService>;

const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

const nothingAfterCommit = async (): Promise<void> => undefined;

export function createSessionService({ db, repository, otp, tokens, now, guestJoinsAccount, rateLimits, guestsPerAddress }: Deps) {
  async function issue(user: UserRow, brand: Brand, familyId: string, tx: Db): Promise<TSession> {
    const refreshToken = randomBytes(32).toString('base64url');
    await repository.insertRefreshToken(
      { userId: user.id, familyId, tokenHash: hashRefreshToken(refreshToken), expiresAt: new Date(now().getTime() + REFRESH_TOKEN_TTL_MS) },
      tx,
    );
    const accessToken = await tokens.sign({
      kind: 'customer',
      userId: user.id,
      brandId: brand.id,
      isAnonymous: user.isAnonymous,
      sessionVersion: user.sessionVersion,
    });
    return { accessToken, refreshToken, expiresInSeconds: ACCESS_TOKEN_TTL_SECONDS, user: toUserView(user, brand) };
  }

  const newUser = (brand: Brand) => ({
    brandId: brand.id,
    onBoarding: onboardingAfterSignIn(null, brand.settings.featureSetting.vehicleOnboardSetting),
    onBoardVehicleSetting: brand.settings.featureSetting.vehicleOnboardSetting,
    settings: defaultUserSettings(),
  });

  /**
   * After a verified code: the number's existing user (taking in what a calling guest added),
   * else the calling guest upgraded in place (same uid, everything it owns kept), else a new user.
   */
  async function userForVerifiedPhone(
    brand: Brand,
    e164: string,
    caller: Principal | null,
    tx: Db,
  ): Promise<{ user: UserRow; afterCommit: () => Promise<void> }> {
    const vehicleOnboarding = brand.settings.featureSetting.vehicleOnboardSetting;
    const existing = await repository.userByPhone(brand.id, e164, tx);
    const guest =
      caller?.kind === 'customer' && caller.isAnonymous && caller.userId !== existing?.id ? await repository.userById(brand.id, caller.userId, tx) : null;
    const guestUser = guest?.isAnonymous && !guest.erasedAt ? guest : null;
    if (guestUser) {
      // The guest's tokens must not open the now phone-verified account: its refresh tokens are
      // revoked, its access tokens end (the event tells every process at commit).
      await repository.revokeAllOfUser(guestUser.id, now(), tx);
      await repository.endSessions(brand.id, guestUser.id, tx);
      await recordEvent(tx, userEvent({ brandId: brand.id, userId: guestUser.id }, 'session.ended'));
    }
    if (existing) {
      let afterCommit: () => Promise<void> = nothingAfterCommit;
      if (guestUser) {
        const afterEach = await guestJoinsAccount.run({ brandId: brand.id, guestId: guestUser.id, accountId: existing.id }, tx);
        afterCommit = async () => {
          for (const work of afterEach) await work();
        };
        await repository.updateUser(brand.id, guestUser.id, { erasedAt: now() }, tx);
      }
      const onBoarding = onboardingAfterSignIn(existing, vehicleOnboarding);
      const user = onBoarding === existing.onBoarding ? existing : (await repository.updateUser(brand.id, existing.id, { onBoarding }, tx))!;
      return { user, afterCommit };
    }
    if (guestUser) {
      const user = await repository.updateUser(
        brand.id,
        guestUser.id,
        { primaryPhoneNumber: e164, isAnonymous: false, providerId: 'phone', onBoarding: onboardingAfterSignIn(guestUser, vehicleOnboarding) },
        tx,
      );
      return { user: user!, afterCommit: nothingAfterCommit };
    }
    const user = await repository.insertUser({ ...newUser(brand), primaryPhoneNumber: e164, isAnonymous: false, providerId: 'phone' }, tx);
    return { user, afterCommit: nothingAfterCommit };
  }

  return {
    async signInWithOtp(brand: Brand, body: TOtpVerifyBody, caller: Principal | null): Promise<TSession> {
      const { e164 } = await otp.verify(brand, body.countryCode, body.mobileNumber, body.otp);
      const { session, afterCommit } = await db.transaction(async (tx) => {
        const { user, afterCommit } = await userForVerifiedPhone(brand, e164, caller, tx);
        return { session: await issue(user, brand, uuidv7(), tx), afterCommit };
      });
      await afterCommit();
      return session;
    },

    /** A new guest, within the limit of guests per client address (every attempt counts). */
    async signInAsGuest(brand: Brand, clientAddress: string): Promise<TSession> {
      const hit = await rateLimits.hit({ name: 'guest:address', max: guestsPerAddress, windowSeconds: RATE_LIMIT_WINDOW_SECONDS }, clientAddress);
      if (!hit.isAllowed) {
        throw new AppError('auth/too-many-guests', {
          message: ABUSE_LIMIT_MESSAGES.guestsFromAddress(hit.retryAfterSeconds),
          retryAfterSeconds: hit.retryAfterSeconds,
        });
      }
      return db.transaction(async (tx) => {
        const user = await repository.insertUser({ ...newUser(brand), isAnonymous: true, providerId: 'anonymous' }, tx);
        return issue(user, brand, uuidv7(), tx);
      });
    },

    /**
     * Rotates the refresh token. A token used twice means it leaked: its whole family is revoked.
     * A token shown on another brand than its user's is refused and left as it was: whoever shows
     * it there cannot end its owner's session.
     */
    async refresh(brand: Brand, refreshToken: string): Promise<TSession> {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const tokenHash = hashRefreshToken(refreshToken);
        const row = await repository.refreshTokenByHash(tokenHash, tx);
        if (!row || row.revokedAt || row.expiresAt <= at) return null;
        const user = await repository.userById(brand.id, row.userId, tx);
        if (!user || user.erasedAt) return null;
        if (row.replacedAt === null && (await repository.markRefreshTokenReplaced(row.id, at, tx))) return issue(user, brand, row.familyId, tx);
        // Replaced already, or a moment ago by a renewal that raced this one (read again: it has committed).
        const replaced = row.replacedAt === null ? await repository.refreshTokenByHash(tokenHash, tx) : row;
        if (replaced && !replaced.revokedAt && isTabRace(replaced.replacedAt, at)) return issue(user, brand, row.familyId, tx);
        await repository.revokeFamily(row.familyId, at, tx);
        return 'reused' as const;
      });
      if (!result || result === 'reused') throw new AppError('auth/session-revoked');
      return result;
    },

    /**
     * An access token for rendering a portal page on the server (the portal page cookie carries
     * the refresh token, page-session.ts). Read only: the token is not rotated, and one that was
     * already replaced, revoked or shown on another brand opens nothing (and revokes nothing: a
     * navigation racing a refresh in the app is not a leak).
     */
    async pageAccessToken(brand: Brand, refreshToken: string): Promise<string | null> {
      const row = await repository.refreshTokenByHash(hashRefreshToken(refreshToken));
      if (!row || row.revokedAt || row.replacedAt || row.expiresAt <= now()) return null;
      const user = await repository.recentUserById(brand.id, row.userId);
      if (!user || user.erasedAt) return null;
      return tokens.sign({ kind: 'customer', userId: user.id, brandId: brand.id, isAnonymous: user.isAnonymous, sessionVersion: user.sessionVersion });
    },

    /**
     * Ends this session (its refresh token's family) and every access token issued so far; the
     * user's other devices renew theirs with their own refresh tokens.
     */
    async signOut(principal: CustomerScope, refreshToken: string | undefined): Promise<void> {
      await withEvent(db, userEvent(principal, 'session.ended'), async (tx) => {
        await repository.endSessions(principal.brandId, principal.userId, tx);
        const row = refreshToken ? await repository.refreshTokenByHash(hashRefreshToken(refreshToken), tx) : null;
        if (row && row.userId === principal.userId) await repository.revokeFamily(row.familyId, now(), tx);
      });
    },

    /** The session check of every request (auth-hook.ts): a user row read at most a moment ago. */
    async isCurrent(principal: CustomerPrincipal): Promise<boolean> {
      const user = await repository.recentUserById(principal.brandId, principal.userId);
      return user !== null && !user.erasedAt && user.sessionVersion === principal.sessionVersion;
    },

    /** What the events layer tells every process: a user changed (forget that row), or changes were missed. */
    forgetOnEvent(notice: { userId: string | null }) {
      if (notice.userId) repository.forgetRecentUser(notice.userId);
    },
    forgetAll: () => repository.forgetRecentUsers(),

    async me(brand: Brand, principal: CustomerScope): Promise<TUser> {
      const user = await repository.recentUserById(brand.id, principal.userId);
      if (!user) throw new AppError('auth/login-required');
      return toUserView(user, brand);
    },

    async completeOnboarding(brand: Brand, principal: CustomerScope): Promise<TUser> {
      const user = await repository.updateUser(brand.id, principal.userId, { onBoarding: true });
      if (!user) throw new AppError('auth/login-required');
      return toUserView(user, brand);
    },
  };
}
