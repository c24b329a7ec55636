import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProductionTestApp, buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { lastCodeSentTo, signInAsGuest, uniqueNumberFor } from '../../../test/factories';

const brandNamed = (name: string) => t.app.services.brands.resolve({ host: `${name}.localhost:3000`, clientName: undefined });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The portal page cookie an answer sets: its value and its attributes, as one string each. */
function pageCookieOf(response: { headers: Record<string, unknown> }): { value: string; attributes: string } | null {
  const cookies = [response.headers['set-cookie'] ?? []].flat() as string[];
  const cookie = cookies.find((c) => c.startsWith('servicebay_page_session='));
  if (!cookie) return null;
  const [pair, ...attributes] = cookie.split('; ');
  return { value: pair!.slice('servicebay_page_session='.length), attributes: attributes.join('; ') };
}

async function verifiedSignIn(brand: string) {
  const { countryCode, mobileNumber } = uniqueNumberFor(brand);
  await onBrand(t.app, brand)({ method: 'POST', url: '/api/auth/otp/send', payload: { countryCode, mobileNumber } });
  const otp = await lastCodeSentTo(t.app, brand, `${countryCode}${mobileNumber}`);
  return onBrand(t.app, brand)({ method: 'POST', url: '/api/auth/otp/verify', payload: { countryCode, mobileNumber, otp } });
}

describe('the portal page cookie follows the session', () => {
  it('signing in sets it to the refresh token: HttpOnly, same-site navigations only, on /portal only, for the refresh token’s 30 days', async () => {
    const verify = await verifiedSignIn('servicebay');
    const cookie = pageCookieOf(verify);
    expect(cookie?.value).toBe(verify.json().data.refreshToken);
    expect(cookie?.attributes).toBe('Max-Age=2592000; Path=/portal; HttpOnly; SameSite=Lax');
  });

  it('in production it is Secure even where the request reads as plain http (a proxy not named in TRUST_PROXY)', async () => {
    const production = await buildProductionTestApp();
    try {
      const guest = await onBrand(production.app, 'servicebay')({ method: 'POST', url: '/api/auth/anonymous', headers: { 'x-forwarded-proto': 'https' } });
      expect(guest.statusCode).toBe(200);
      expect(pageCookieOf(guest)?.attributes).toBe('Max-Age=2592000; Path=/portal; HttpOnly; Secure; SameSite=Lax');
    } finally {
      await production.close();
    }
  });

  it('a guest gets one, a refresh renews it with the new token, and signing out ends it', async () => {
    const guest = await onBrand(t.app, 'servicebay')({ method: 'POST', url: '/api/auth/anonymous' });
    expect(pageCookieOf(guest)?.value).toBe(guest.json().data.refreshToken);
    const refreshed = await onBrand(
      t.app,
      'servicebay',
    )({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: guest.json().data.refreshToken } });
    expect(pageCookieOf(refreshed)?.value).toBe(refreshed.json().data.refreshToken);
    const signedOut = await onBrand(
      t.app,
      'servicebay',
      refreshed.json().data.accessToken,
    )({ method: 'POST', url: '/api/auth/signout', payload: { refreshToken: refreshed.json().data.refreshToken } });
    expect(signedOut.statusCode).toBe(200);
    expect(pageCookieOf(signedOut)).toMatchObject({ value: '' });
    expect(pageCookieOf(signedOut)?.attributes).toContain('Path=/portal');
    expect(pageCookieOf(signedOut)?.attributes).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('the API never reads it: with only the cookie, a customer route asks for a login', async () => {
    const guest = await signInAsGuest(t.app, 'servicebay');
    const response = await onBrand(
      t.app,
      'servicebay',
    )({ method: 'GET', url: '/api/auth/me', headers: { cookie: `servicebay_page_session=${guest.refreshToken}` } });
    expect(response.statusCode).toBe(401);
  });
});

describe('a page token from the cookie', () => {
  it('opens the session of a live refresh token on its own brand, without rotating it', async () => {
    const session = (await verifiedSignIn('servicebay')).json().data;
    const brand = await brandNamed('servicebay');
    const token = await t.app.services.sessions.pageAccessToken(brand, session.refreshToken);
    const me = await onBrand(t.app, 'servicebay', token!)({ method: 'GET', url: '/api/auth/me' });
    expect(me.json().data.uid).toBe(session.user.uid);
    // Not rotated: the app's own refresh still works with the token it holds.
    const refreshed = await onBrand(t.app, 'servicebay')({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
  });

  it('opens nothing for a replaced token, another brand, or a token after sign-out; and revokes nothing', async () => {
    const session = (await verifiedSignIn('servicebay')).json().data;
    const servicebay = (await brandNamed('servicebay'))!;
    const marina = await brandNamed('marina');
    expect(await t.app.services.sessions.pageAccessToken(marina, session.refreshToken)).toBeNull();
    const refreshed = (await onBrand(t.app, 'servicebay')({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: session.refreshToken } })).json()
      .data;
    expect(await t.app.services.sessions.pageAccessToken(servicebay, session.refreshToken)).toBeNull();
    // Showing the replaced token to the page did not end the session, as showing it to /auth/refresh would.
    expect(await t.app.services.sessions.pageAccessToken(servicebay, refreshed.refreshToken)).not.toBeNull();
    await onBrand(t.app, 'servicebay', refreshed.accessToken)({ method: 'POST', url: '/api/auth/signout', payload: { refreshToken: refreshed.refreshToken } });
    expect(await t.app.services.sessions.pageAccessToken(servicebay, refreshed.refreshToken)).toBeNull();
    expect(await t.app.services.sessions.pageAccessToken(servicebay, 'not-a-token')).toBeNull();
  });
});
