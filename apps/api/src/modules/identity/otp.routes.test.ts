import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildProductionTestApp, buildTestApp, onBrand, TEST_NUMBER, TEST_NUMBER_CODE, type TestApp } from '../../../test/build-test-app';
import { lastCodeSentTo, uniqueIndianNumber } from '../../../test/factories';
import { otpChallenges } from './identity.tables';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const send = (brand: string, countryCode: string, mobileNumber: string) =>
  onBrand(t.app, brand)({ method: 'POST', url: '/api/auth/otp/send', payload: { countryCode, mobileNumber } });
const verify = (brand: string, countryCode: string, mobileNumber: string, otp: string) =>
  onBrand(t.app, brand)({ method: 'POST', url: '/api/auth/otp/verify', payload: { countryCode, mobileNumber, otp } });
const MINUTE = 60_000;

describe('mobile number validation (customer spec section 5)', () => {
  it.each([
    ['servicebay', '+91', '12345'],
    ['servicebay', '+91', '0123456789'],
    ['sahara', '+966', '5123456'],
    ['marina', '+971', '5012345678'],
    ['pearl', '+973', '360012'],
  ])('%s refuses %s %s with the spec message', async (brand, countryCode, number) => {
    const response = await send(brand, countryCode, number);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'auth/invalid-phone-number', message: 'enter valid mobile number', field: 'mobileNumber' });
  });

  it('an unsupported country code is a 400 with its own message', async () => {
    const response = await send('servicebay', '+44', '7700900123');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('This country code is not supported');
  });

  it.each([
    ['servicebay', '+966', '512345678', '+91'],
    ['deccan', '+971', '501234567', '+91'],
    ['sahara', '+91', '9812345678', '+966'],
    ['pearl', '+966', '512345678', '+973'],
  ])("%s does not send to %s numbers, outside its market: a 400 naming the brand's code", async (brand, countryCode, number, own) => {
    const response = await send(brand, countryCode, number);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'auth/country-not-served',
      message: `Codes can only be sent to ${own} mobile numbers`,
      field: 'countryCode',
    });
  });

  it('a missing body is a 400, never a 5xx', async () => {
    const response = await onBrand(
      t.app,
      'servicebay',
    )({ method: 'POST', url: '/api/auth/otp/send', headers: { 'content-type': 'application/json' }, payload: '{bad json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('FAILURE');
  });

  it.each([
    ['sahara', '+966', '512345678'],
    ['marina', '+971', '501234567'],
    ['pearl', '+973', '36001234'],
    ['deccan', '+91', '09812345678'],
  ])('%s sends a code to %s %s', async (brand, countryCode, number) => {
    const response = await send(brand, countryCode, number);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    expect(response.json().data.maskedNumber).toMatch(/^\+\d+ \*+\d{4}$/);
  });
});

describe('one-time passwords', () => {
  it('are six digits, sent through the outbox, and stored only as a hash', async () => {
    const number = uniqueIndianNumber();
    await send('servicebay', '+91', number);
    const code = await lastCodeSentTo(t.app, 'servicebay', `+91${number}`);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.phoneNumber, `+91${number}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('a wrong code answers "Invalid verification code"; the right one then signs in', async () => {
    const number = uniqueIndianNumber();
    await send('servicebay', '+91', number);
    const code = await lastCodeSentTo(t.app, 'servicebay', `+91${number}`);
    const wrong = await verify('servicebay', '+91', number, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'auth/invalid-verification-code', message: 'Invalid verification code' });
    expect((await verify('servicebay', '+91', number, code)).statusCode).toBe(200);
  });

  it('a code works once', async () => {
    const number = uniqueIndianNumber();
    await send('servicebay', '+91', number);
    const code = await lastCodeSentTo(t.app, 'servicebay', `+91${number}`);
    expect((await verify('servicebay', '+91', number, code)).statusCode).toBe(200);
    expect((await verify('servicebay', '+91', number, code)).json().error.code).toBe('auth/invalid-verification-code');
  });

  it('an incomplete code gets the spec message', async () => {
    const response = await verify('servicebay', '+91', uniqueIndianNumber(), '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ message: 'Please enter valid OTP number', field: 'otp' });
  });

  it('after five wrong tries the code is dead, even the right one', async () => {
    const number = uniqueIndianNumber();
    await send('servicebay', '+91', number);
    const code = await lastCodeSentTo(t.app, 'servicebay', `+91${number}`);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await verify('servicebay', '+91', number, wrongCode)).json().error.code);
    expect(answers).toEqual([...Array(4).fill('auth/invalid-verification-code'), 'auth/too-many-attempts']);
    const right = await verify('servicebay', '+91', number, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('auth/too-many-attempts');
  });

  it('expires after five minutes', async () => {
    const number = uniqueIndianNumber();
    await send('servicebay', '+91', number);
    const code = await lastCodeSentTo(t.app, 'servicebay', `+91${number}`);
    t.clock.advance(5 * MINUTE + 1000);
    const response = await verify('servicebay', '+91', number, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('auth/code-expired');
  });

  it('can be resent only after 60 seconds, and the new code replaces the old', async () => {
    const number = uniqueIndianNumber();
    await send('servicebay', '+91', number);
    const first = await lastCodeSentTo(t.app, 'servicebay', `+91${number}`);
    t.clock.advance(30_000);
    const early = await send('servicebay', '+91', number);
    expect(early.statusCode).toBe(429);
    expect(early.json().error).toMatchObject({ code: 'auth/resend-too-soon', retryAfterSeconds: 30 });
    expect(early.headers['retry-after']).toBe('30');
    t.clock.advance(30_000);
    expect((await send('servicebay', '+91', number)).statusCode).toBe(200);
    const second = await lastCodeSentTo(t.app, 'servicebay', `+91${number}`);
    if (first !== second) expect((await verify('servicebay', '+91', number, first)).statusCode).toBe(400);
    expect((await verify('servicebay', '+91', number, second)).statusCode).toBe(200);
  });

  it('a used code does not hold up the next sign-in (a second device), which still counts towards the hourly limit', async () => {
    const number = uniqueIndianNumber();
    for (let signIn = 1; signIn <= 5; signIn++) {
      expect((await send('servicebay', '+91', number)).statusCode).toBe(200);
      const code = await lastCodeSentTo(t.app, 'servicebay', `+91${number}`);
      expect((await verify('servicebay', '+91', number, code)).statusCode).toBe(200);
    }
    expect((await send('servicebay', '+91', number)).json().error.code).toBe('auth/too-many-requests');
  });

  it('at most five sends per number per hour, across brands', async () => {
    const number = uniqueIndianNumber();
    const brands = ['servicebay', 'quickfix', 'deccan', 'servicebay', 'throttle'];
    for (const brand of brands) {
      expect((await send(brand, '+91', number)).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    const sixth = await send('fleethub', '+91', number);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('auth/too-many-requests');
    expect(sixth.json().error.message).toMatch(/try again in \d+ minutes/);
    t.clock.advance(60 * MINUTE);
    expect((await send('fleethub', '+91', number)).statusCode).toBe(200);
  });

  it('configured test numbers take their fixed code', async () => {
    await send('servicebay', '+91', TEST_NUMBER.slice(3));
    const response = await verify('servicebay', '+91', TEST_NUMBER.slice(3), TEST_NUMBER_CODE);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.primaryPhoneNumber).toBe(TEST_NUMBER);
  });
});

describe('the dev outbox', () => {
  it("shows only the calling brand's messages", async () => {
    const number = uniqueIndianNumber();
    await send('quickfix', '+91', number);
    const own = await onBrand(t.app, 'quickfix')({ method: 'GET', url: `/api/dev/outbox?to=%2B91${number}` });
    const other = await onBrand(t.app, 'deccan')({ method: 'GET', url: `/api/dev/outbox?to=%2B91${number}` });
    expect(own.json().data).toHaveLength(1);
    expect(other.json().data).toHaveLength(0);
  });

  it('does not exist in production', async () => {
    const production = await buildProductionTestApp();
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B919999999999' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
