import { createHash, randomBytes } from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import { defaultUserSettings, onboardingAfterSignIn, type TOtpVerifyBody, type TSession, type TUser } from '@servicebay/domain';
import type { Db } from '../../db/client';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokens, type Principal } from '../../platform/auth/access-token';
import { AppError } from '../../platform/errors';
import type { BrandRow } from '../brands/brands.tables';
import type { UserRow } from './identity.tables';
import type { IdentityRepository } from './identity.repository';
import type { OtpService } from './otp.service';
import { toUserView } from './user-view';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type Deps = { db: Db; repository: IdentityRepository; otp: OtpService; tokens: AccessTokens; now: () => Date };

export type SessionService = ReturnType<typeof createSessionService>;

const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionService({ db, repository, otp, tokens, now }: Deps) {
  async function issue(user: UserRow, brand: BrandRow, familyId: string, tx: Db): Promise<TSession> {
    const refreshToken = randomBytes(32).toString('base64url');
    await repository.insertRefreshToken(
      { userId: user.id, familyId, tokenHash: hashRefreshToken(refreshToken), expiresAt: new Date(now().getTime() + REFRESH_TOKEN_TTL_MS) },
      tx,
    );
    const accessToken = await tokens.sign({ kind: 'customer', userId: user.id, brandId: brand.id, isAnonymous: user.isAnonymous });
    return { accessToken, refreshToken, expiresInSeconds: ACCESS_TOKEN_TTL_SECONDS, user: toUserView(user, brand) };
  }

  const newUser = (brand: BrandRow) => ({
    brandId: brand.id,
    onBoarding: onboardingAfterSignIn(null, brand.settings.featureSetting.vehicleOnboardSetting),
    onBoardVehicleSetting: brand.settings.featureSetting.vehicleOnboardSetting,
    settings: defaultUserSettings(),
  });

  /**
   * After a verified code: the number's existing user, else the calling guest upgraded in place
   * (same uid, everything it owns kept), else a new user.
   */
  async function userForVerifiedPhone(brand: BrandRow, e164: string, guest: Principal | null, tx: Db): Promise<UserRow> {
    const vehicleOnboarding = brand.settings.featureSetting.vehicleOnboardSetting;
    const existing = await repository.userByPhone(brand.id, e164, tx);
    if (existing) {
      const onBoarding = onboardingAfterSignIn(existing, vehicleOnboarding);
      if (onBoarding === existing.onBoarding) return existing;
      return (await repository.updateUser(brand.id, existing.id, { onBoarding }, tx))!;
    }
    const guestUser = guest?.isAnonymous ? await repository.userById(brand.id, guest.userId, tx) : null;
    if (guestUser?.isAnonymous) {
      // The guest's old refresh tokens must not open the now phone-verified account.
      await repository.revokeAllOfUser(guestUser.id, now(), tx);
      return (await repository.updateUser(
        brand.id,
        guestUser.id,
        { primaryPhoneNumber: e164, isAnonymous: false, providerId: 'phone', onBoarding: onboardingAfterSignIn(guestUser, vehicleOnboarding) },
        tx,
      ))!;
    }
    return repository.insertUser({ ...newUser(brand), primaryPhoneNumber: e164, isAnonymous: false, providerId: 'phone' }, tx);
  }

  return {
    async signInWithOtp(brand: BrandRow, body: TOtpVerifyBody, caller: Principal | null): Promise<TSession> {
      const { e164 } = await otp.verify(brand, body.countryCode, body.mobileNumber, body.otp);
      return db.transaction(async (tx) => {
        const user = await userForVerifiedPhone(brand, e164, caller, tx);
        return issue(user, brand, uuidv7(), tx);
      });
    },

    async signInAsGuest(brand: BrandRow): Promise<TSession> {
      return db.transaction(async (tx) => {
        const user = await repository.insertUser({ ...newUser(brand), isAnonymous: true, providerId: 'anonymous' }, tx);
        return issue(user, brand, uuidv7(), tx);
      });
    },

    /** Rotates the refresh token. A token used twice means it leaked: its whole family is revoked. */
    async refresh(brand: BrandRow, refreshToken: string): Promise<TSession> {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const row = await repository.refreshTokenByHash(hashRefreshToken(refreshToken), tx);
        if (!row || row.revokedAt || row.expiresAt <= at) return null;
        if (row.replacedAt || !(await repository.markRefreshTokenReplaced(row.id, at, tx))) {
          await repository.revokeFamily(row.familyId, at, tx);
          return 'reused' as const;
        }
        const user = await repository.userById(brand.id, row.userId, tx);
        if (!user) return null;
        return issue(user, brand, row.familyId, tx);
      });
      if (!result || result === 'reused') throw new AppError('auth/session-revoked');
      return result;
    },

    async signOut(principal: Principal, refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await repository.refreshTokenByHash(hashRefreshToken(refreshToken));
      if (row && row.userId === principal.userId) await repository.revokeFamily(row.familyId, now());
    },

    async me(brand: BrandRow, principal: Principal): Promise<TUser> {
      const user = await repository.userById(brand.id, principal.userId);
      if (!user) throw new AppError('auth/login-required');
      return toUserView(user, brand);
    },

    async completeOnboarding(brand: BrandRow, principal: Principal): Promise<TUser> {
      const user = await repository.updateUser(brand.id, principal.userId, { onBoarding: true });
      if (!user) throw new AppError('auth/login-required');
      return toUserView(user, brand);
    },
  };
}
