import type { Db } from '../../db/client';
import type { GuestJoin } from '../../platform/customer-data';
import { createHook, type Hook } from '../../platform/hooks';
import type { AccessTokens } from '../../platform/auth/access-token';
import type { RateLimits } from '../../platform/rate-limits/rate-limits';
import type { ServerModule } from '../../platform/server-module';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { createCustomerRecords } from './customer-records';
import { createIdentityRepository } from './identity.repository';
import { identityRoutes } from './identity.routes';
import { createOtpService } from './otp.service';
import { createSessionService } from './session.service';

/** The identity module's public face: sign-in and sessions, and the customer's own record. */
export type { Customer, CustomerPatch, CustomerRecords } from './customer-records';
export type { OtpService } from './otp.service';
export { toUserView } from './user-view';
export { pageSessionOf } from './page-session';

type Deps = {
  db: Db;
  sms: SmsSender;
  tokens: AccessTokens;
  secret: string;
  testNumbers: Map<string, string>;
  now: () => Date;
  rateLimits: RateLimits;
  /** Per hour (config.ts). */
  limits: { otpSendsPerAddress: number; otpSendsPerBrand: number; guestsPerAddress: number };
  /** The page cookie is then always Secure (page-session.ts). */
  isProduction: boolean;
};

/**
 * Sign-in, sessions and the customer's own record. Its hook: `guestJoinsAccount`, announced when a
 * guest signs in to a number that has an account (the account module moves the guest's records).
 */
export function createIdentityModule({ db, sms, tokens, secret, testNumbers, now, rateLimits, limits, isProduction }: Deps) {
  const repository = createIdentityRepository(db);
  const guestJoinsAccount = createHook<GuestJoin, () => Promise<void>>();
  const otp = createOtpService({ db, repository, sms, secret, testNumbers, now, rateLimits, limits });
  const sessions = createSessionService({ db, repository, otp, tokens, now, guestJoinsAccount, rateLimits, guestsPerAddress: limits.guestsPerAddress });
  const services = { otp, sessions, customers: createCustomerRecords(repository, now) };
  const module: ServerModule = { name: 'identity', routes: [identityRoutes({ otp, sessions, isProduction })] };
  const hooks: { guestJoinsAccount: Hook<GuestJoin, () => Promise<void>> } = { guestJoinsAccount };
  return { services, hooks, module };
}
