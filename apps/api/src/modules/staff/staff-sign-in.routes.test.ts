import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_LOCK_MINUTES, STAFF_MAX_FAILED_SIGN_INS, type TStaffSession } from '@servicebay/domain';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { lastCodeSentTo, signIn, uniqueIndianNumber } from '../../../test/factories';
import { asStaff, DEMO_STAFF_PASSWORD, demoStaff, staffWithRole, uniqueUsername } from '../../../test/staff-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BRAND = 'servicebay';
const call = (token?: string) => onBrand(t.app, BRAND, token);
const signInAs = (username: string, password: string) => call()({ method: 'POST', url: '/api/staff/sign-in', payload: { username, password } });
const errorOf = (answer: { json: () => unknown }) => (answer.json() as { error: { code: string; message: string } }).error;

async function firstWorkshopId() {
  return (await demoStaff(t.app, BRAND, 'manager')).staff.workshops[0]!.workshopId;
}

describe('staff sign-in (workshop spec sections 5 and 8)', () => {
  it('signs the demo owner in by username, whatever its case, with the workshops they run', async () => {
    const answer = await signInAs('  Owner ', DEMO_STAFF_PASSWORD);
    expect(answer.statusCode).toBe(200);
    const session = answer.json().data as TStaffSession;
    expect(session.staff).toMatchObject({ username: 'owner', role: 'owner' });
    expect(session.staff.workshops.length).toBeGreaterThan(1);
    const me = await call(session.accessToken)({ method: 'GET', url: '/api/staff/me' });
    expect(me.json().data).toEqual(session.staff);
  });

  it("says 'Invalid Credentials' alike for a wrong password and an unknown username", async () => {
    for (const answer of [await signInAs('advisor', 'Wrong#Pass1'), await signInAs('nobody-here', DEMO_STAFF_PASSWORD)]) {
      expect(answer.statusCode).toBe(401);
      expect(errorOf(answer)).toMatchObject({ code: 'staff/invalid-credentials', message: 'Invalid Credentials' });
    }
  });

  it(`locks an account after ${STAFF_MAX_FAILED_SIGN_INS} wrong passwords in a row, the right one too, until ${STAFF_LOCK_MINUTES} minutes pass`, async () => {
    const { member, password } = await staffWithRole(t.app, BRAND, 'cashier', await firstWorkshopId());
    for (let attempt = 1; attempt < STAFF_MAX_FAILED_SIGN_INS; attempt++) expect((await signInAs(member.username, 'Wrong#Pass1')).statusCode).toBe(401);
    // A right password in between starts the count again.
    expect((await signInAs(member.username, password)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= STAFF_MAX_FAILED_SIGN_INS; attempt++) await signInAs(member.username, 'Wrong#Pass1');
    const locked = await signInAs(member.username, password);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).code).toBe('staff/locked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan((STAFF_LOCK_MINUTES - 1) * 60);
    t.clock.advance(STAFF_LOCK_MINUTES * 60_000 + 1000);
    expect((await signInAs(member.username, password)).statusCode).toBe(200);
  });

  it('signs in with a one-time code to the mobile number of an account, and refuses a number no account has', async () => {
    const mobileNumber = uniqueIndianNumber();
    await staffWithRole(t.app, BRAND, 'serviceAdvisor', await firstWorkshopId(), { mobileNumber });
    const sent = await call()({ method: 'POST', url: '/api/staff/otp/send', payload: { countryCode: '+91', mobileNumber } });
    expect(sent.statusCode).toBe(200);
    const otp = await lastCodeSentTo(t.app, BRAND, `+91${mobileNumber}`);
    const verified = await call()({ method: 'POST', url: '/api/staff/otp/verify', payload: { countryCode: '+91', mobileNumber, otp } });
    expect(verified.statusCode).toBe(200);
    expect((verified.json().data as TStaffSession).staff.role).toBe('serviceAdvisor');
    const stranger = await call()({ method: 'POST', url: '/api/staff/otp/send', payload: { countryCode: '+91', mobileNumber: uniqueIndianNumber() } });
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger).code).toBe('staff/no-account-for-number');
  });

  it('rotates the refresh token; one presented twice ends its family', async () => {
    const first = await demoStaff(t.app, BRAND, 'advisor');
    const renewed = await call()({ method: 'POST', url: '/api/staff/token', payload: { refreshToken: first.refreshToken } });
    expect(renewed.statusCode).toBe(200);
    const replayed = await call()({ method: 'POST', url: '/api/staff/token', payload: { refreshToken: first.refreshToken } });
    expect(errorOf(replayed).code).toBe('auth/session-revoked');
    const next = renewed.json().data as TStaffSession;
    expect((await call()({ method: 'POST', url: '/api/staff/token', payload: { refreshToken: next.refreshToken } })).statusCode).toBe(401);
  });

  it('signs out every session of the account', async () => {
    const session = await demoStaff(t.app, BRAND, 'security');
    expect((await call(session.accessToken)({ method: 'POST', url: '/api/staff/sign-out' })).statusCode).toBe(200);
    const after = await call(session.accessToken)({ method: 'GET', url: '/api/staff/me' });
    expect(after.statusCode).toBe(401);
    expect(errorOf(after).code).toBe('auth/session-revoked');
  });
});

describe('an owner of many branches', () => {
  it('keeps a small token, whatever the number of workshops, and opens every one of them', async () => {
    let session = await demoStaff(t.app, BRAND, 'owner');
    for (let branch = 1; branch <= 40; branch++) {
      const opened = await call(session.accessToken)({
        method: 'POST',
        url: '/api/staff/workshops',
        payload: { name: `Branch ${branch}`, city: 'Bengaluru', latitude: 12.97, longitude: 77.59, phoneNumber: '+918041234500' },
      });
      session = opened.json().data as TStaffSession;
    }
    expect(session.staff.workshops.length).toBeGreaterThan(40);
    expect(session.accessToken.length).toBeLessThan(600);
    const last = session.staff.workshops.find((workshop) => workshop.name === 'Branch 40')!;
    expect((await call(session.accessToken)({ method: 'GET', url: `/api/staff/workshops/${last.workshopId}/people` })).statusCode).toBe(200);
  });
});

describe('staff and customers are different principals', () => {
  it("a customer's token opens no staff route, and staff's no customer route; a public route sees staff as anyone", async () => {
    const customer = await signIn(t.app, BRAND);
    expect((await call(customer.accessToken)({ method: 'GET', url: '/api/staff/me' })).statusCode).toBe(401);
    const staff = await demoStaff(t.app, BRAND, 'advisor');
    expect((await call(staff.accessToken)({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await call(staff.accessToken)({ method: 'GET', url: '/api/users/me/vehicles' })).statusCode).toBe(401);
    expect((await call(staff.accessToken)({ method: 'GET', url: '/api/catalog/vehicle/makes' })).statusCode).toBe(200);
  });

  it('a staff token is good only on its own brand', async () => {
    const staff = await demoStaff(t.app, BRAND, 'owner');
    expect((await onBrand(t.app, 'deccan', staff.accessToken)({ method: 'GET', url: '/api/staff/me' })).statusCode).toBe(401);
  });
});

describe('a service centre signs up', () => {
  const signUp = (overrides: Record<string, unknown> = {}) =>
    call()({
      method: 'POST',
      url: '/api/staff/sign-up',
      payload: {
        workshopName: 'Whitefield Auto Care',
        city: 'Bengaluru',
        latitude: 12.9698,
        longitude: 77.75,
        ownerName: 'Kiran Shetty',
        mobileNumber: uniqueIndianNumber(),
        email: 'kiran@whitefield.example',
        username: uniqueUsername('kiran'),
        password: 'Whitefield#1',
        confirmPassword: 'Whitefield#1',
        ...overrides,
      },
    });

  it('opens the workshop with its owner signed in; the customer app lists it', async () => {
    const answer = await signUp();
    expect(answer.statusCode).toBe(200);
    const { staff, accessToken } = answer.json().data as TStaffSession;
    expect(staff.role).toBe('owner');
    expect(staff.workshops).toEqual([{ workshopId: expect.any(String), name: 'Whitefield Auto Care' }]);
    const people = await asStaff(t.app, BRAND, { accessToken })({ method: 'GET', url: `/api/staff/workshops/${staff.workshops[0]!.workshopId}/people` });
    expect(people.json().data.map((person: { username: string }) => person.username)).toEqual([staff.username]);
    const listed = await call()({ method: 'GET', url: `/api/catalog/workshops/${staff.workshops[0]!.workshopId}` });
    expect(listed.statusCode).toBe(200);
  });

  it("refuses a taken username: 'Username already exists'", async () => {
    const username = uniqueUsername('taken');
    expect((await signUp({ username })).statusCode).toBe(200);
    const again = await signUp({ username: username.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'staff/username-taken', message: 'Username already exists' });
  });

  it('holds the password policy: 8 characters with an uppercase letter, a number and a special character, confirmed', async () => {
    const weak = await signUp({ password: 'garage', confirmPassword: 'garage' });
    expect(weak.statusCode).toBe(400);
    const differs = await signUp({ confirmPassword: 'Whitefield#2' });
    expect(differs.statusCode).toBe(400);
    expect(JSON.stringify(differs.json())).toContain('confirmPassword');
  });
});
