import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import {
  ABUSE_LIMIT_MESSAGES,
  checkMobileNumber,
  isCountryCode,
  maskMobileNumber,
  MOBILE_INVALID_MESSAGE,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_AFTER_SECONDS,
  OTP_VALID_FOR_SECONDS,
  RATE_LIMIT_WINDOW_SECONDS,
  type TOtpSendBody,
  type TOtpSent,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { RateLimits } from '../../platform/rate-limits/rate-limits';
import type { SmsSender } from '../../platform/sms/sms-sender';
import type { Brand } from '../../platform/tenancy';
import type { IdentityRepository } from './identity.repository';

const HOUR_MS = 60 * 60 * 1000;

type Deps = {
  db: Db;
  repository: IdentityRepository;
  sms: SmsSender;
  secret: string;
  /** Numbers with a fixed code (store reviewers, automated tests); exempt from the hourly cap. */
  testNumbers: Map<string, string>;
  now: () => Date;
  rateLimits: RateLimits;
  /** Codes an hour per client address and per brand (config.ts). */
  limits: { otpSendsPerAddress: number; otpSendsPerBrand: number };
};

export type OtpService = ReturnType<typeof createOtpService>;

/**
 * Validates the number for the brand: a brand serves its own market only (an Indian brand does not
 * text Gulf numbers, issue 7), and its digit count applies there.
 */
export function phoneNumberFor(brand: Brand, countryCode: string, mobileNumber: string) {
  if (isCountryCode(countryCode) && countryCode !== brand.settings.countryCode) {
    throw new AppError('auth/country-not-served', { message: ABUSE_LIMIT_MESSAGES.countryNotServed(brand.settings.countryCode), field: 'countryCode' });
  }
  const check = checkMobileNumber(countryCode, mobileNumber, brand.settings.mobileDigitCount);
  if (!check.ok) {
    const isBadNumber = check.message === MOBILE_INVALID_MESSAGE;
    throw new AppError(isBadNumber ? 'auth/invalid-phone-number' : 'auth/unsupported-country', { field: isBadNumber ? 'mobileNumber' : 'countryCode' });
  }
  return check;
}

export function createOtpService({ db, repository, sms, secret, testNumbers, now, rateLimits, limits }: Deps) {
  const hashCode = (challengeId: string, code: string) => createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');

  const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - now().getTime()) / 1000));

  return {
    /**
     * Sends a code, within the limits of the number (resend wait, hourly cap), of the client address
     * (every attempt counts) and of the brand (codes sent; a refused send does not count).
     */
    async send(brand: Brand, body: TOtpSendBody, clientAddress: string): Promise<TOtpSent> {
      const phone = phoneNumberFor(brand, body.countryCode, body.mobileNumber);
      const fixedCode = testNumbers.get(phone.e164);
      const code = fixedCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
      const window = RATE_LIMIT_WINDOW_SECONDS;
      const fromAddress = await rateLimits.hit({ name: 'otp-send:address', max: limits.otpSendsPerAddress, windowSeconds: window }, clientAddress);
      if (!fromAddress.isAllowed) {
        const wait = fromAddress.retryAfterSeconds;
        throw new AppError('auth/too-many-codes-from-address', { message: ABUSE_LIMIT_MESSAGES.codesFromAddress(wait), retryAfterSeconds: wait });
      }
      const at = now();

      await db.transaction(async (tx) => {
        await repository.lockPhoneNumber(phone.e164, tx);
        const latest = await repository.latestChallenge(brand.id, phone.e164, tx);
        // The wait throttles resending a code still to be entered. A code already used (the
        // customer signed in) does not hold up the next sign-in, e.g. on a second device; the
        // hourly limit below still counts every send.
        if (latest && !latest.consumedAt) {
          const resendAt = new Date(latest.createdAt.getTime() + OTP_RESEND_AFTER_SECONDS * 1000);
          if (resendAt > at) {
            const wait = secondsUntil(resendAt);
            throw new AppError('auth/resend-too-soon', { message: `Please wait ${wait} seconds before requesting a new code`, retryAfterSeconds: wait });
          }
        }
        if (!fixedCode) {
          const recent = await repository.sendsSince(phone.e164, new Date(at.getTime() - HOUR_MS), tx);
          if (recent.length >= OTP_MAX_SENDS_PER_HOUR) {
            const wait = secondsUntil(new Date(recent[0]!.getTime() + HOUR_MS));
            throw new AppError('auth/too-many-requests', {
              message: `Too many codes requested for this number. Please try again in ${Math.ceil(wait / 60)} minutes`,
              retryAfterSeconds: wait,
            });
          }
        }
        const ofBrand = await rateLimits.hit({ name: 'otp-send:brand', max: limits.otpSendsPerBrand, windowSeconds: window }, brand.id, tx);
        if (!ofBrand.isAllowed) {
          const wait = ofBrand.retryAfterSeconds;
          throw new AppError('auth/brand-codes-paused', { message: ABUSE_LIMIT_MESSAGES.codesOfBrand(wait), retryAfterSeconds: wait });
        }
        await repository.retireOpenChallenges(brand.id, phone.e164, at, tx);
        const id = uuidv7();
        await repository.insertChallenge(
          {
            id,
            brandId: brand.id,
            phoneNumber: phone.e164,
            codeHash: hashCode(id, code),
            expiresAt: new Date(at.getTime() + OTP_VALID_FOR_SECONDS * 1000),
            createdAt: at,
          },
          tx,
        );
      });

      await sms.send({
        brandId: brand.id,
        to: phone.e164,
        body: `${code} is your ${brand.name} verification code. It is valid for ${OTP_VALID_FOR_SECONDS / 60} minutes. Do not share it with anyone.`,
      });
      return {
        maskedNumber: maskMobileNumber(body.countryCode, phone.nationalNumber),
        resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
        expiresInSeconds: OTP_VALID_FOR_SECONDS,
      };
    },

    /**
     * Consumes the number's current code when `code` matches it. Wrong tries are counted, and are
     * committed even though the call then fails, so the limit of wrong tries holds.
     */
    async verify(brand: Brand, countryCode: string, mobileNumber: string, code: string): Promise<{ e164: string }> {
      const phone = phoneNumberFor(brand, countryCode, mobileNumber);
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        await repository.lockPhoneNumber(phone.e164, tx);
        const challenge = await repository.latestChallenge(brand.id, phone.e164, tx);
        if (!challenge || challenge.consumedAt) return 'auth/invalid-verification-code' as const;
        if (challenge.wrongTries >= OTP_MAX_WRONG_TRIES) return 'auth/too-many-attempts' as const;
        if (challenge.expiresAt <= at) return 'auth/code-expired' as const;
        const expected = Buffer.from(challenge.codeHash, 'hex');
        const given = Buffer.from(hashCode(challenge.id, code), 'hex');
        if (!timingSafeEqual(expected, given)) {
          const tries = await repository.recordWrongTry(challenge.id, tx);
          return tries >= OTP_MAX_WRONG_TRIES ? ('auth/too-many-attempts' as const) : ('auth/invalid-verification-code' as const);
        }
        return (await repository.consumeChallenge(challenge.id, at, tx)) ? ('ok' as const) : ('auth/invalid-verification-code' as const);
      });
      if (outcome !== 'ok') throw new AppError(outcome, { field: 'otp' });
      return { e164: phone.e164 };
    },
  };
}
