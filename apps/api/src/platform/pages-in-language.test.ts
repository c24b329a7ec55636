import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onBrand, type TestApp } from '../../test/build-test-app';
import { appWithBuiltFrontEnds } from '../../test/built-apps';
import { signIn } from '../../test/factories';

/** A stand-in for the customer app's renderer that says which language it was asked for. */
const RENDERER = `
export const PRERENDERED_PATHS = ['/login'];
export const SIGNED_IN_PATHS = ['/portal/dashboard'];
export async function prerenderScreen(pathname, clientProfile, language) {
  return { root: '<main>Login in ' + language + '</main>', head: '' };
}
export async function prerenderSignedInScreen(pathname, clientProfile, reads, language) {
  const response = await reads.fetch('/api/auth/me', { headers: { authorization: 'Bearer ' + reads.accessToken } });
  const me = (await response.json()).data;
  if (me.settings.language !== language) return null;
  return { root: '<main>Dashboard in ' + language + '</main>', head: '', data: {} };
}`;

let t: TestApp;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ t, dispose } = await appWithBuiltFrontEnds(RENDERER));
});
afterAll(() => dispose());

const navigate = (brand: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: `${brand}.localhost:3000`, accept: 'text/html', 'accept-encoding': 'identity', ...headers } });

describe('pages in the visitor’s language', () => {
  it('the kept language renders the sign-in screen in it, with the page’s lang and dir', async () => {
    const arabic = await navigate('throttle', '/login', { cookie: 'a=1; servicebay_language=ar' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<main>Login in ar</main>');
    expect(arabic.headers.vary).toContain('cookie');
    expect(arabic.headers.vary).toContain('accept-language');
    const english = await navigate('throttle', '/login', { cookie: 'servicebay_language=en', 'accept-language': 'ar' });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('<main>Login in en</main>');
  });

  it('a first visit follows a browser in Arabic on Sahara, Marina and Pearl; Indian brands stay English', async () => {
    for (const brand of ['sahara', 'marina', 'pearl']) {
      const page = await navigate(brand, '/login', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' });
      expect(page.body, brand).toContain('<main>Login in ar</main>');
      expect(page.body, brand).toContain('<html lang="ar" dir="rtl">');
    }
    for (const brand of ['servicebay', 'throttle', 'deccan']) {
      const page = await navigate(brand, '/login', { 'accept-language': 'ar' });
      expect(page.body, brand).toContain('<main>Login in en</main>');
    }
    expect((await navigate('sahara', '/login', { 'accept-language': 'en-US,ar;q=0.5' })).body).toContain('<main>Login in en</main>');
  });

  it('pages the server does not render still carry the language, and an unknown kept value counts as none', async () => {
    const page = await navigate('sahara', '/portal/vehicles', { cookie: 'servicebay_language=xx', 'accept-language': 'ar' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('the dashboard is rendered in Arabic for a customer who saved Arabic, and left to the app when the page’s language differs', async () => {
    const session = await signIn(t.app, 'sahara');
    const saved = await onBrand(t.app, 'sahara', session.accessToken)({ method: 'PATCH', url: '/api/users/me/settings', payload: { language: 'ar' } });
    expect(saved.statusCode).toBe(200);
    const pageSession = `servicebay_page_session=${session.refreshToken}`;
    const arabic = await navigate('sahara', '/portal/dashboard', { cookie: `${pageSession}; servicebay_language=ar` });
    expect(arabic.body).toContain('<main>Dashboard in ar</main>');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    const english = await navigate('sahara', '/portal/dashboard', { cookie: `${pageSession}; servicebay_language=en` });
    expect(english.body).toContain('<div id="root"></div>');
    expect(english.body).toContain('<html lang="en" dir="ltr">');
  });
});
