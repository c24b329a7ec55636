import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ACCOUNT_LOCK_FAILURES, STAFF_MAX_FAILED_SIGN_INS } from '@servicebay/domain';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { lastCodeSentTo, uniqueIndianNumber } from '../../../test/factories';
import { demoStaff, staffWithRole } from '../../../test/staff-factories';

/**
 * Staff sign-in's defences (issue 26, item 3): nobody locks another person out from elsewhere, an
 * address that keeps failing is stopped before any password is hashed, and a locked person still
 * gets in with a one-time code. The address limits are low here (the other tests' are generous).
 */
const BRAND = 'servicebay';
const PER_ADDRESS = 30;
const RESETS = 2;
let t: TestApp;
let workshopId: string;
beforeAll(async () => {
  t = await buildTestApp({ STAFF_FAILED_SIGN_INS_PER_ADDRESS: String(PER_ADDRESS), STAFF_RESETS_PER_ADDRESS: String(RESETS) });
  workshopId = (await demoStaff(t.app, BRAND, 'manager')).staff.workshops[0]!.workshopId;
});
afterAll(() => t.close());

let lastAddress = 0;
/** A network address no other test of this file uses. */
const newAddress = () => `198.51.100.${++lastAddress}`;
const from = (address: string) => (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: address, headers: { host: `${BRAND}.localhost:3000` } });
const signIn = (address: string, username: string, password: string) => from(address)('/api/staff/sign-in', { username, password });
const codeOf = (answer: { json: () => unknown }) => (answer.json() as { error?: { code: string; message: string } }).error?.code ?? 'signed in';

describe('a staff account under wrong passwords', () => {
  it(`locks out the address that made ${STAFF_MAX_FAILED_SIGN_INS} wrong tries, not the person signing in elsewhere`, async () => {
    const { member, password } = await staffWithRole(t.app, BRAND, 'owner', workshopId);
    const stranger = newAddress();
    for (let attempt = 1; attempt <= STAFF_MAX_FAILED_SIGN_INS; attempt++)
      expect(codeOf(await signIn(stranger, member.username, 'Wrong#Pass1'))).toBe('staff/invalid-credentials');
    const refused = await signIn(stranger, member.username, password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Too many wrong passwords. Sign in with a one-time code to your mobile number, or try again in a few minutes');
    expect(codeOf(await signIn(newAddress(), member.username, password))).toBe('signed in');
  });

  it(`locks the whole account after ${STAFF_ACCOUNT_LOCK_FAILURES} wrong tries in a row from many addresses; a one-time code still signs the person in`, async () => {
    const mobileNumber = uniqueIndianNumber();
    const { member, password } = await staffWithRole(t.app, BRAND, 'serviceAdvisor', workshopId, { mobileNumber });
    // Each address stays under its own lock.
    const perAddress = STAFF_MAX_FAILED_SIGN_INS - 1;
    for (let wrong = 0; wrong < STAFF_ACCOUNT_LOCK_FAILURES; wrong += perAddress) {
      const address = newAddress();
      for (let attempt = 0; attempt < Math.min(perAddress, STAFF_ACCOUNT_LOCK_FAILURES - wrong); attempt++)
        await signIn(address, member.username, 'Wrong#Pass1');
    }
    expect(codeOf(await signIn(newAddress(), member.username, password))).toBe('staff/locked');

    const address = newAddress();
    expect((await from(address)('/api/staff/otp/send', { countryCode: '+91', mobileNumber })).statusCode).toBe(200);
    const otp = await lastCodeSentTo(t.app, BRAND, `+91${mobileNumber}`);
    const byCode = await from(address)('/api/staff/otp/verify', { countryCode: '+91', mobileNumber, otp });
    expect(byCode.statusCode).toBe(200);
  });
});

describe('an address that keeps failing', () => {
  it(`is refused after ${PER_ADDRESS} failures, made-up usernames included, the right password too; other addresses are not`, async () => {
    const { member, password } = await staffWithRole(t.app, BRAND, 'cashier', workshopId);
    const sprayer = newAddress();
    for (let attempt = 0; attempt < PER_ADDRESS; attempt++)
      expect(codeOf(await signIn(sprayer, `nobody-${attempt}`, 'Wrong#Pass1'))).toBe('staff/invalid-credentials');
    const refused = await signIn(sprayer, member.username, password);
    expect(refused.statusCode).toBe(429);
    expect(codeOf(refused)).toBe('staff/too-many-attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(codeOf(await signIn(newAddress(), member.username, password))).toBe('signed in');
  });

  it(`may ask ${RESETS} password resets, then is told to wait`, async () => {
    const address = newAddress();
    for (let ask = 0; ask < RESETS; ask++) expect((await from(address)('/api/staff/password/forgot', { username: 'owner' })).statusCode).toBe(200);
    const refused = await from(address)('/api/staff/password/forgot', { username: 'owner' });
    expect(refused.statusCode).toBe(429);
    expect(codeOf(refused)).toBe('staff/too-many-attempts');
    expect((await from(newAddress())('/api/staff/password/forgot', { username: 'owner' })).statusCode).toBe(200);
  });
});
