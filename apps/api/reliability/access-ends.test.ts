import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_ERASURE_DAYS } from '@servicebay/domain';
import { buildTestApp, onBrand, type TestApp } from '../test/build-test-app';
import { signIn, signInAsGuest } from '../test/factories';
import { addVehicle } from '../test/garage-factories';

// Issue 7, part 4: sign-out, a guest joining an account and erasure end the access tokens already
// issued, on this process at once and on another process within a moment (the events layer).
let t: TestApp;
/** A second API process on the same database, as behind a load balancer. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  other = await t.anotherProcess();
});
afterAll(() => t.close());

const MINUTE = 60_000;
/** How long another process may still honour an ended token: the recent-users moment, and some slack. */
const OTHER_PROCESS_GRACE_MS = 1_500;

type Status = { read: number; write: number; me: number };

/** What a token can still do: read the garage, add a vehicle, read the user. */
async function whatTokenCanDo(app: FastifyInstance, brand: string, token: string): Promise<Status> {
  const call = onBrand(app, brand, token);
  const read = await call({ method: 'GET', url: '/api/users/me/vehicles' });
  const write = await call({ method: 'PATCH', url: '/api/users/me/settings', payload: { language: 'en' } });
  const me = await call({ method: 'GET', url: '/api/auth/me' });
  return { read: read.statusCode, write: write.statusCode, me: me.statusCode };
}

const ended: Status = { read: 401, write: 401, me: 401 };
const working: Status = { read: 200, write: 200, me: 200 };

/** Polls the other process until the token is refused; answers how long that took. */
async function msUntilRefusedOnOther(brand: string, token: string): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < OTHER_PROCESS_GRACE_MS * 2) {
    if ((await onBrand(other, brand, token)({ method: 'GET', url: '/api/auth/me' })).statusCode === 401) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}

describe('tokens after sign-out, merge and erasure answer 401', () => {
  it('sign-out: the signed-out access token is refused for reads and writes, here and on another process', async () => {
    const session = await signIn(t.app, 'servicebay');
    expect(await whatTokenCanDo(t.app, 'servicebay', session.accessToken)).toEqual(working);
    expect(await whatTokenCanDo(other, 'servicebay', session.accessToken)).toEqual(working); // the other process has it cached

    const out = await onBrand(
      t.app,
      'servicebay',
      session.accessToken,
    )({ method: 'POST', url: '/api/auth/signout', payload: { refreshToken: session.refreshToken } });
    expect(out.statusCode).toBe(200);

    expect(await whatTokenCanDo(t.app, 'servicebay', session.accessToken)).toEqual(ended);
    expect(await msUntilRefusedOnOther('servicebay', session.accessToken)).toBeLessThan(OTHER_PROCESS_GRACE_MS);
    expect(await whatTokenCanDo(other, 'servicebay', session.accessToken)).toEqual(ended);
    const refused = await onBrand(t.app, 'servicebay', session.accessToken)({ method: 'GET', url: '/api/auth/me' });
    expect(refused.json().error).toMatchObject({ code: 'auth/session-revoked', message: 'Please login to continue' });
  });

  it("sign-out on one device: another device's token is refused once, and its refresh token renews it", async () => {
    const phone = await signIn(t.app, 'servicebay');
    const tablet = await signIn(t.app, 'servicebay', { mobileNumber: phone.mobileNumber });
    await onBrand(t.app, 'servicebay', phone.accessToken)({ method: 'POST', url: '/api/auth/signout', payload: { refreshToken: phone.refreshToken } });
    expect((await onBrand(t.app, 'servicebay', tablet.accessToken)({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const renewed = await onBrand(t.app, 'servicebay')({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: tablet.refreshToken } });
    expect(renewed.statusCode).toBe(200);
    expect(await whatTokenCanDo(t.app, 'servicebay', renewed.json().data.accessToken)).toEqual(working);
    expect((await onBrand(t.app, 'servicebay')({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: phone.refreshToken } })).statusCode).toBe(
      401,
    );
  });

  it('merge: a guest who signs into an existing account loses its guest token, here and on another process', async () => {
    const account = await signIn(t.app, 'servicebay');
    const guest = await signInAsGuest(t.app, 'servicebay');
    await addVehicle(t.app, 'servicebay', guest.accessToken);
    expect(await whatTokenCanDo(other, 'servicebay', guest.accessToken)).toEqual(working);
    t.clock.advance(61_000);

    const session = await signIn(t.app, 'servicebay', { mobileNumber: account.mobileNumber, guestToken: guest.accessToken });
    expect(session.user.uid).toBe(account.user.uid);

    expect(await whatTokenCanDo(t.app, 'servicebay', guest.accessToken)).toEqual(ended);
    expect(await msUntilRefusedOnOther('servicebay', guest.accessToken)).toBeLessThan(OTHER_PROCESS_GRACE_MS);
    expect(await whatTokenCanDo(t.app, 'servicebay', session.accessToken)).toEqual(working);
  });

  it("upgrade in place: the guest's token ends, the new session's token works", async () => {
    const guest = await signInAsGuest(t.app, 'servicebay');
    const session = await signIn(t.app, 'servicebay', { guestToken: guest.accessToken });
    expect(session.user.uid).toBe(guest.user.uid);
    expect(await whatTokenCanDo(t.app, 'servicebay', guest.accessToken)).toEqual(ended);
    expect(await whatTokenCanDo(t.app, 'servicebay', session.accessToken)).toEqual(working);
  });

  it('erasure: a token issued minutes before the erasure can no longer read or write, here and on another process', async () => {
    const session = await signIn(t.app, 'servicebay');
    const request = await onBrand(t.app, 'servicebay', session.accessToken)({ method: 'POST', url: '/api/user/deleteAccount' });
    expect(request.statusCode).toBe(200);
    // The customer still uses the app on the last day: a fresh access token, 5 minutes before the erasure.
    t.clock.advance(ACCOUNT_ERASURE_DAYS * 24 * 60 * MINUTE - 5 * MINUTE);
    const renewed = await onBrand(t.app, 'servicebay')({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } });
    expect(renewed.statusCode).toBe(200);
    const { accessToken, refreshToken } = renewed.json().data as { accessToken: string; refreshToken: string };
    expect(await whatTokenCanDo(other, 'servicebay', accessToken)).toEqual(working);

    t.clock.advance(6 * MINUTE);
    expect(await t.app.services.jobs.runDue()).toBe(1);

    expect(await whatTokenCanDo(t.app, 'servicebay', accessToken)).toEqual(ended);
    expect(await msUntilRefusedOnOther('servicebay', accessToken)).toBeLessThan(OTHER_PROCESS_GRACE_MS);
    expect(await whatTokenCanDo(other, 'servicebay', accessToken)).toEqual(ended);
    expect((await onBrand(t.app, 'servicebay')({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } })).statusCode).toBe(401);
  });
});
