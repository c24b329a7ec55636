import type { TSession } from '@servicebay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onBrand, type TestApp } from '../../test/build-test-app';
import { appWithBuiltFrontEnds } from '../../test/built-apps';
import { signIn, signInAsGuest } from '../../test/factories';

/**
 * A stand-in for the customer app's renderer (dist-server/prerender.js) with its exports: its
 * dashboard reads GET /api/auth/me through the reads the API hands it, as the real one reads the
 * API, and shows whose it is; on the throttle brand it fails, as a bug in a screen would.
 */
const RENDERER = `
export const PRERENDERED_PATHS = [];
export const SIGNED_IN_PATHS = ['/portal/dashboard'];
export async function prerenderScreen() { return null; }
export async function prerenderSignedInScreen(pathname, clientProfile, reads) {
  if (clientProfile.clientName === 'throttle') throw new Error('a screen that cannot render');
  const response = await reads.fetch('/api/auth/me', { headers: { authorization: 'Bearer ' + reads.accessToken } });
  if (response.status !== 200) return null;
  const me = (await response.json()).data;
  return {
    root: '<main>Dashboard of ' + me.uid + ' on ' + clientProfile.clientName + '</main>',
    head: '',
    data: { uid: me.uid, note: '</script><script>alert(1)</script>' },
    chunks: ['/assets/shell-1.js', '/assets/screen-1.js', '/assets/"><script>alert(2)</script>.js', '//elsewhere.example/assets/x.js', '/assets/../x.js'],
  };
}`;

let t: TestApp;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ t, dispose } = await appWithBuiltFrontEnds(RENDERER));
});
afterAll(() => dispose());

/** A page navigation on a brand carrying a session's portal page cookie, as the browser sends it. */
const navigate = (brand: string, url: string, session?: Pick<TSession, 'refreshToken'>) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      host: `${brand}.localhost:3000`,
      accept: 'text/html',
      'accept-encoding': 'identity',
      ...(session ? { cookie: `servicebay_page_session=${session.refreshToken}` } : {}),
    },
  });

const isPlainPage = (body: string) => body.includes('<div id="root"></div>') && !body.includes('id="screen-data"');

describe('portal screens rendered by the server with the customer’s own data', () => {
  it('a navigation carrying the session gets its own dashboard and the answers it was made with; no cache keeps it', async () => {
    const session = await signIn(t.app, 'pearl');
    const response = await navigate('pearl', '/portal/dashboard', session);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<div id="root" data-prerendered="/portal/dashboard" inert aria-disabled="true"><main>Dashboard of ${session.user.uid} on pearl</main>`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('cookie');
    // The answers go as JSON that cannot close its element.
    const data = /<script type="application\/json" id="screen-data">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(data!)).toEqual({ uid: session.user.uid, note: '</script><script>alert(1)</script>' });
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it('the page names the screen’s chunks for the app to run before the takeover, only names a build could write', async () => {
    const session = await signIn(t.app, 'pearl');
    const { body } = await navigate('pearl', '/portal/dashboard', session);
    expect(body).toMatch(/<script type="module" src="\/start-after-paint.js" [^>]*data-screen-chunks="\/assets\/shell-1.js \/assets\/screen-1.js"><\/script>/);
    expect(body).not.toContain('alert(2)');
    expect(body).not.toContain('elsewhere');
  });

  it('two customers each get their own page, a guest too', async () => {
    const [first, second, guest] = await Promise.all([signIn(t.app, 'pearl'), signIn(t.app, 'pearl'), signInAsGuest(t.app, 'pearl')]);
    const pages = await Promise.all([first, second, guest].map((session) => navigate('pearl', '/portal/dashboard', session)));
    pages.forEach((page, i) => expect(page.body).toContain(`Dashboard of ${[first, second, guest][i]!.user.uid}`));
  });

  it('without the cookie, with another brand’s session, or after signing out, the page is the brand’s shared one', async () => {
    expect(isPlainPage((await navigate('pearl', '/portal/dashboard')).body)).toBe(true);
    const marina = await signIn(t.app, 'marina');
    const elsewhere = await navigate('pearl', '/portal/dashboard', marina);
    expect(isPlainPage(elsewhere.body)).toBe(true);
    expect(elsewhere.body).not.toContain(marina.user.uid);
    const session = await signIn(t.app, 'pearl');
    await onBrand(t.app, 'pearl', session.accessToken)({ method: 'POST', url: '/api/auth/signout', payload: { refreshToken: session.refreshToken } });
    expect(isPlainPage((await navigate('pearl', '/portal/dashboard', session)).body)).toBe(true);
    expect(isPlainPage((await navigate('pearl', '/portal/dashboard', { refreshToken: 'forged' })).body)).toBe(true);
  });

  it('a portal screen the server does not render, and a screen that fails, get the shared page', async () => {
    const session = await signIn(t.app, 'pearl');
    const profile = await navigate('pearl', '/portal/profile', session);
    expect(profile.statusCode).toBe(200);
    expect(isPlainPage(profile.body)).toBe(true);
    expect(profile.headers['cache-control']).toBe('no-cache');
    const throttle = await signIn(t.app, 'throttle');
    const failed = await navigate('throttle', '/portal/dashboard', throttle);
    expect(failed.statusCode).toBe(200);
    expect(isPlainPage(failed.body)).toBe(true);
  });
});
