import type { Db } from '../../db/client';
import type { AccessTokens } from '../../platform/auth/access-token';
import type { RateLimits } from '../../platform/rate-limits/rate-limits';
import type { ServerModule } from '../../platform/server-module';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { createCustomerRecords } from './customer-records';
import { createIdentityRepository } from './identity.repository';
import { identityRoutes } from './identity.routes';
import { createOtpService } from './otp.service';
import { createSessionService, type GuestJoinsAccount } from './session.service';

/** The identity module's public face: sign-in and sessions, and the customer's own record. */
export type { Customer, CustomerPatch, CustomerRecords } from './customer-records';
export type { GuestJoinsAccount } from './session.service';
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
  guestJoinsAccount: GuestJoinsAccount;
  rateLimits: RateLimits;
  /** Per hour (config.ts). */
  limits: { otpSendsPerAddress: number; otpSendsPerBrand: number; guestsPerAddress: number };
};

export function createIdentityModule({ db, sms, tokens, secret, testNumbers, now, guestJoinsAccount, rateLimits, limits }: Deps) {
  const repository = createIdentityRepository(db);
  const otp = createOtpService({ db, repository, sms, secret, testNumbers, now, rateLimits, limits });
  const services = {
    otp,
    sessions: createSessionService({ db, repository, otp, tokens, now, guestJoinsAccount, rateLimits, guestsPerAddress: limits.guestsPerAddress }),
    customers: createCustomerRecords(repository, now),
  };
  const module: ServerModule = { name: 'identity', routes: [identityRoutes] };
  return { services, module };
}
