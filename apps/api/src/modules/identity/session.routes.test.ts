import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { signIn, signInAsGuest, uniqueIndianNumber } from '../../../test/factories';
import { REFRESH_REUSE_LEEWAY_MS } from './session.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (brand: string, token?: string) => onBrand(t.app, brand, token)({ method: 'GET', url: '/api/auth/me' });
const refresh = (brand: string, refreshToken: string) => onBrand(t.app, brand)({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

describe('sign-in creates the user record of customer spec section 3', () => {
  it('a new number becomes a phone user of the brand, onboarded when the brand has no vehicle onboarding', async () => {
    const session = await signIn(t.app, 'servicebay');
    expect(session.user).toMatchObject({
      primaryPhoneNumber: `+91${session.mobileNumber}`,
      isAnonymous: false,
      providerId: 'phone',
      onBoarding: true,
      onBoardVehicleSetting: false,
      clientName: 'servicebay',
      profileCompleteness: 0,
      settings: { deleteRequest: false, pricingSegment: 'standard', language: 'en', workshopId: null },
    });
    expect(session.expiresInSeconds).toBe(900);
  });

  it('on a vehicle-onboarding brand a new user starts not onboarded, until onboarding completes', async () => {
    const session = await signIn(t.app, 'quickfix');
    expect(session.user).toMatchObject({ onBoarding: false, onBoardVehicleSetting: true });
    const done = await onBrand(t.app, 'quickfix', session.accessToken)({ method: 'POST', url: '/api/users/me/onboarding' });
    expect(done.json().data.onBoarding).toBe(true);
    expect((await me('quickfix', session.accessToken)).json().data.onBoarding).toBe(true);
  });

  it('auth/me shows a change at once, though it was read just before', async () => {
    const session = await signIn(t.app, 'quickfix');
    expect((await me('quickfix', session.accessToken)).json().data.onBoarding).toBe(false);
    await onBrand(t.app, 'quickfix', session.accessToken)({ method: 'POST', url: '/api/users/me/onboarding' });
    expect((await me('quickfix', session.accessToken)).json().data.onBoarding).toBe(true);
  });

  it('signing in again loads the same user', async () => {
    const first = await signIn(t.app, 'servicebay');
    t.clock.advance(61_000);
    const second = await signIn(t.app, 'servicebay', { mobileNumber: first.mobileNumber });
    expect(second.user.uid).toBe(first.user.uid);
  });

  it('the same number on two brands is two separate users', async () => {
    const number = uniqueIndianNumber();
    const a = await signIn(t.app, 'servicebay', { mobileNumber: number });
    const b = await signIn(t.app, 'deccan', { mobileNumber: number });
    expect(a.user.uid).not.toBe(b.user.uid);
  });

  it('works in every market', async () => {
    const sahara = await signIn(t.app, 'sahara', { countryCode: '+966', mobileNumber: '555000111' });
    expect(sahara.user.primaryPhoneNumber).toBe('+966555000111');
    const pearl = await signIn(t.app, 'pearl', { countryCode: '+973', mobileNumber: '39000111' });
    expect(pearl.user.primaryPhoneNumber).toBe('+97339000111');
  });
});

describe('guests', () => {
  it('a guest gets a session and upgrades in place when it verifies a number', async () => {
    const guest = await signInAsGuest(t.app, 'servicebay');
    expect(guest.user).toMatchObject({ isAnonymous: true, providerId: 'anonymous', primaryPhoneNumber: null });
    const upgraded = await signIn(t.app, 'servicebay', { guestToken: guest.accessToken });
    expect(upgraded.user.uid).toBe(guest.user.uid);
    expect(upgraded.user).toMatchObject({ isAnonymous: false, providerId: 'phone' });
    expect((await me('servicebay', upgraded.accessToken)).json().data.isAnonymous).toBe(false);
  });

  it("the guest's old refresh token does not open the upgraded account", async () => {
    const guest = await signInAsGuest(t.app, 'servicebay');
    await signIn(t.app, 'servicebay', { guestToken: guest.accessToken });
    expect((await refresh('servicebay', guest.refreshToken)).statusCode).toBe(401);
  });

  it('a number that already has an account signs into it', async () => {
    const existing = await signIn(t.app, 'servicebay');
    const guest = await signInAsGuest(t.app, 'servicebay');
    t.clock.advance(61_000);
    const session = await signIn(t.app, 'servicebay', { mobileNumber: existing.mobileNumber, guestToken: guest.accessToken });
    expect(session.user.uid).toBe(existing.user.uid);
  });
});

describe('tokens', () => {
  it('a missing, malformed or forged token is a 401 with the spec message', async () => {
    for (const token of [undefined, 'not-a-jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl']) {
      const response = await me('servicebay', token);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ code: 'auth/login-required', message: 'Please login to continue' });
    }
  });

  it('an access token expires after 15 minutes', async () => {
    const session = await signIn(t.app, 'servicebay');
    expect((await me('servicebay', session.accessToken)).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await me('servicebay', session.accessToken)).statusCode).toBe(401);
  });

  it("a token of one brand does not open another brand's API", async () => {
    const session = await signIn(t.app, 'servicebay');
    expect((await me('deccan', session.accessToken)).statusCode).toBe(401);
  });

  it('refresh rotates: the new token works, the old one is refused, and reuse revokes the family', async () => {
    const session = await signIn(t.app, 'servicebay');
    const rotated = await refresh('servicebay', session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json().data;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.user.uid).toBe(session.user.uid);
    expect((await me('servicebay', next.accessToken)).statusCode).toBe(200);

    // Shown again after the leeway two racing tabs get, the old token is a thief's.
    t.clock.advance(REFRESH_REUSE_LEEWAY_MS + 1_000);
    const reuse = await refresh('servicebay', session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('auth/session-revoked');
    // The thief's reuse also ends the legitimate holder's session.
    expect((await refresh('servicebay', next.refreshToken)).statusCode).toBe(401);
  });

  it('two tabs renewing with one token, together or one just after the other, both stay signed in (issue 26 item 23)', async () => {
    const session = await signIn(t.app, 'servicebay');
    const [first, second] = await Promise.all([refresh('servicebay', session.refreshToken), refresh('servicebay', session.refreshToken)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await refresh('servicebay', session.refreshToken);
    expect(third.statusCode).toBe(200);
    for (const renewed of [first, second, third]) {
      const next = renewed.json().data;
      expect((await me('servicebay', next.accessToken)).statusCode).toBe(200);
      expect((await refresh('servicebay', next.refreshToken)).statusCode).toBe(200);
    }
  });

  it("a refresh token is refused on another brand's host, and still renews its owner's session", async () => {
    const session = await signIn(t.app, 'servicebay');
    expect((await refresh('deccan', session.refreshToken)).statusCode).toBe(401);
    expect((await refresh('servicebay', session.refreshToken)).statusCode).toBe(200);
  });

  it('sign-out revokes the session', async () => {
    const session = await signIn(t.app, 'servicebay');
    const out = await onBrand(
      t.app,
      'servicebay',
      session.accessToken,
    )({ method: 'POST', url: '/api/auth/signout', payload: { refreshToken: session.refreshToken } });
    expect(out.json()).toEqual({ status: 'SUCCESS', data: {} });
    expect((await refresh('servicebay', session.refreshToken)).statusCode).toBe(401);
    expect((await me('servicebay', session.accessToken)).statusCode).toBe(401);
  });

  it("sign-out cannot revoke another user's session", async () => {
    const victim = await signIn(t.app, 'servicebay');
    const attacker = await signIn(t.app, 'servicebay');
    await onBrand(t.app, 'servicebay', attacker.accessToken)({ method: 'POST', url: '/api/auth/signout', payload: { refreshToken: victim.refreshToken } });
    expect((await refresh('servicebay', victim.refreshToken)).statusCode).toBe(200);
  });

  it('sign-out needs a token', async () => {
    expect((await onBrand(t.app, 'servicebay')({ method: 'POST', url: '/api/auth/signout' })).statusCode).toBe(401);
  });
});

describe('bodiless posts', () => {
  it('sign-out without a body still answers', async () => {
    const session = await signIn(t.app, 'servicebay');
    const out = await onBrand(t.app, 'servicebay', session.accessToken)({ method: 'POST', url: '/api/auth/signout' });
    expect(out.statusCode).toBe(200);
  });
});
