import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../test/build-test-app';
import { signIn } from '../test/factories';

// Issue 7, part 4: a refresh token shown on another brand's host is refused, and is not burned:
// its owner renews the session with it afterwards, and the family is not revoked as a reuse.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const refresh = (brand: string, refreshToken: string) => onBrand(t.app, brand)({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

describe('a refresh token on the wrong brand', () => {
  it('is refused on each other brand (401), and its owner then renews with it once and keeps going', async () => {
    const session = await signIn(t.app, 'servicebay');
    const others = ['deccan', 'sahara', 'marina', 'pearl'];
    const statuses = await Promise.all(others.map(async (brand) => (await refresh(brand, session.refreshToken)).statusCode));
    expect(statuses).toEqual([401, 401, 401, 401]);
    const wrong = await refresh('deccan', session.refreshToken);
    expect(wrong.json().error).toMatchObject({ code: 'auth/session-revoked', message: 'Please login to continue' });

    const renewed = await refresh('servicebay', session.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json().data as { accessToken: string; refreshToken: string; user: { uid: string } };
    expect(next.user.uid).toBe(session.user.uid);
    expect((await onBrand(t.app, 'servicebay', next.accessToken)({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    // Not taken for a reuse: the rotated token renews again.
    expect((await refresh('servicebay', next.refreshToken)).statusCode).toBe(200);
  });
});
