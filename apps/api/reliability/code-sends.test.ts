import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { GUESTS_PER_ADDRESS_PER_HOUR, OTP_SENDS_PER_ADDRESS_PER_HOUR } from '@servicebay/domain';
import { buildTestApp, onBrand, type TestApp } from '../test/build-test-app';
import { uniqueIndianNumber } from '../test/factories';

// Issue 7, part 2: 40 new numbers from one address in 0.2 s all got a code. Now codes are limited per
// client address and per brand as well as per number, in counters every API process shares, and
// guests per address. The app runs with the production figures (no limit set in its environment).
let t: TestApp;
/** A second API process on the same database: the limits hold across both. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
  other = await t.anotherProcess();
});
afterAll(() => t.close());

const sendFrom = (app: FastifyInstance, address: string, mobileNumber: string, brand = 'servicebay') =>
  onBrand(app, brand)({ method: 'POST', url: '/api/auth/otp/send', remoteAddress: address, payload: { countryCode: '+91', mobileNumber } });

const tally = (statuses: number[]) => ({ sent: statuses.filter((s) => s === 200).length, refused: statuses.filter((s) => s === 429).length });

describe('code sends across numbers (limited)', () => {
  it(`40 new numbers from one address at once, over two API processes: ${OTP_SENDS_PER_ADDRESS_PER_HOUR} sent, 30 x 429 with the message`, async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => sendFrom(i % 2 === 0 ? t.app : other, '203.0.113.7', uniqueIndianNumber())));
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ sent: OTP_SENDS_PER_ADDRESS_PER_HOUR, refused: 30 });
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json().error).toMatchObject({ code: 'auth/too-many-codes-from-address' });
    expect(refused.json().error.message).toMatch(/^Too many codes requested from this network\. Please try again in \d+ minutes$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(responses.every((r) => r.statusCode < 500)).toBe(true);
    // Another address is not held up by the first.
    expect((await sendFrom(other, '198.51.100.20', uniqueIndianNumber())).statusCode).toBe(200);

    // An hour later the address may ask again.
    t.clock.advance(60 * 60_000);
    expect((await sendFrom(t.app, '203.0.113.7', uniqueIndianNumber())).statusCode).toBe(200);
  });

  it('a client cannot choose its address with X-Forwarded-For: no proxy is trusted unless configured', async () => {
    const spoofed = await Promise.all(
      Array.from({ length: OTP_SENDS_PER_ADDRESS_PER_HOUR + 5 }, (_, i) =>
        onBrand(
          t.app,
          'servicebay',
        )({
          method: 'POST',
          url: '/api/auth/otp/send',
          remoteAddress: '203.0.113.99',
          headers: { 'x-forwarded-for': `198.18.0.${i + 1}` },
          payload: { countryCode: '+91', mobileNumber: uniqueIndianNumber() },
        }),
      ),
    );
    expect(tally(spoofed.map((r) => r.statusCode))).toEqual({ sent: OTP_SENDS_PER_ADDRESS_PER_HOUR, refused: 5 });
  });

  it('an Indian brand does not text +966, +971 or +973 numbers: 400 with the message, and nothing is sent', async () => {
    const gulfNumbers: [string, string][] = [
      ['+966', '512345678'],
      ['+971', '501234567'],
      ['+973', '36001234'],
    ];
    for (const [countryCode, mobileNumber] of gulfNumbers) {
      const response = await onBrand(t.app, 'servicebay')({ method: 'POST', url: '/api/auth/otp/send', payload: { countryCode, mobileNumber } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'auth/country-not-served',
        message: 'Codes can only be sent to +91 mobile numbers',
        field: 'countryCode',
      });
      const outbox = await onBrand(t.app, 'servicebay')({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(countryCode + mobileNumber)}` });
      expect(outbox.json().data).toEqual([]);
    }
  });

  it(`100 guests from one address at once: ${GUESTS_PER_ADDRESS_PER_HOUR} created, 80 x 429 with the message`, async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        onBrand(i % 2 === 0 ? t.app : other, 'servicebay')({ method: 'POST', url: '/api/auth/anonymous', remoteAddress: '192.0.2.44' }),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ sent: GUESTS_PER_ADDRESS_PER_HOUR, refused: 80 });
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json().error.code).toBe('auth/too-many-guests');
    expect(refused.json().error.message).toMatch(/^Too many guest sessions started from this network\. Please try again in \d+ minutes, or sign in/);
  });
});

describe('code sends of one brand (limited)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ NODE_ENV: 'development', LOG_LEVEL: 'silent', OTP_SENDS_PER_BRAND_PER_HOUR: '15', OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000' });
  });
  afterAll(() => limited.close());

  it('40 numbers from 40 addresses with a brand ceiling of 15: 15 sent, 25 x 429; another brand still sends', async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => sendFrom(limited.app, `10.0.${i}.1`, uniqueIndianNumber())));
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ sent: 15, refused: 25 });
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json().error.code).toBe('auth/brand-codes-paused');
    expect(refused.json().error.message).toMatch(/^Too many codes are being requested right now\. Please try again in \d+ minutes$/);
    expect((await sendFrom(limited.app, '10.9.9.9', uniqueIndianNumber(), 'deccan')).statusCode).toBe(200);
  });
});
