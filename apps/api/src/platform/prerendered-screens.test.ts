import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { appWithBuiltFrontEnds } from '../../test/built-apps';

/**
 * The customer app's server renderer as the build leaves it beside the app (dist-server/prerender.js),
 * here a stand-in with the same exports: it names the brand it rendered for and counts its calls,
 * and fails for one brand, as a bug in a screen would.
 */
const RENDERER = `
globalThis.prerenderCalls = [];
export const PRERENDERED_PATHS = ['/login', '/sign-in'];
export async function prerenderScreen(pathname, clientProfile) {
  globalThis.prerenderCalls.push(clientProfile.clientName + ' ' + pathname);
  if (clientProfile.clientName === 'throttle') throw new Error('a screen that cannot render');
  return {
    root: '<main>Login for ' + clientProfile.ClientName + " at " + pathname + " costs $& and $'</main>",
    head: '<style id="brand-colours"></style>',
    title: 'Sign in <now> · ' + clientProfile.ClientName,
  };
}`;

let t: TestApp;
let root: string;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ t, root, dispose } = await appWithBuiltFrontEnds(RENDERER));
});
afterAll(() => dispose());

const page = (url: string, host = 'pearl.localhost:3000') =>
  t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', 'accept-encoding': 'identity' } });
const calls = () => (globalThis as unknown as { prerenderCalls: string[] }).prerenderCalls;

describe('sign-in screens rendered by the server into the page', () => {
  it('the login page carries its brand’s screen in #root, marked with the path it was rendered for, and what it adds to the head', async () => {
    const login = await page('/login');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<div id="root" data-prerendered="/login" inert aria-disabled="true"><main>Login for Pearl Garage at /login');
    expect(login.body).toMatch(/<style id="brand-colours"><\/style><\/head>/);
    const other = await page('/sign-in', 'marina.localhost:3000');
    expect(other.body).toMatch(/<div id="root" data-prerendered="\/sign-in" inert aria-disabled="true"><main>Login for Marina[^<]* at \/sign-in/);
  });

  it('on a rendered screen the app starts after the first paint: no script competes with the screen for the network', async () => {
    const login = (await page('/login')).body;
    expect(login).toContain(
      '<script type="module" src="/start-after-paint.js" data-app-entry="/assets/index-abc.js" data-app-chunks="/assets/react-dom-def.js"></script>',
    );
    expect(login).not.toContain('modulepreload');
    expect(login).not.toContain('<script type="module" crossorigin src=');
    // Every other page starts the app with the page, as built: there is nothing to paint before it.
    const dashboard = (await page('/portal/dashboard')).body;
    expect(dashboard).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(dashboard).toContain('<link rel="modulepreload" crossorigin href="/assets/react-dom-def.js">');
    expect(dashboard).not.toContain('start-after-paint');
  });

  it('names the page before any script runs: the rendered screen’s title, else the brand’s tab name, as text', async () => {
    expect((await page('/login')).body).toContain('<title>Sign in &#60;now&#62; · Pearl Garage</title>');
    const dashboard = (await page('/portal/dashboard')).body;
    expect(dashboard).toMatch(/<title>[^<]+<\/title>/);
    expect(dashboard).not.toContain('<title></title>');
  });

  it('a brand’s text stays text: `$&` and `$\u0027` are not replacement patterns', async () => {
    expect((await page('/login')).body).toContain("costs $& and $'</main>");
  });

  it('every other screen depends on the visitor: its page keeps an empty #root', async () => {
    for (const url of ['/', '/portal/dashboard', '/otp', '/login/extra']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('data-prerendered');
    }
  });

  it('renders once per brand and screen, not per visit', async () => {
    const renders = () => calls().filter((call) => call === 'pearl /login').length;
    await page('/login');
    const before = renders();
    for (let i = 0; i < 5; i++) await page('/login');
    expect(before).toBe(1);
    expect(renders()).toBe(1);
  });

  it('a screen that fails to render leaves the page as it was: the app paints it in the browser', async () => {
    const response = await page('/login', 'throttle.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('id="client-profile"');
  });

  it('after a rebuild the page is rendered by the new build’s renderer, without a restart', async () => {
    const renderer = path.join(root, 'dist-server', 'prerender.js');
    writeFileSync(renderer, RENDERER.replace("'<main>Login for '", "'<main>Rebuilt login for '"));
    // A rebuild writes a new index.html too (new hashed names).
    const index = path.join(root, 'customer', 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace('index-abc.js', 'index-xyz.js'));
    const login = (await page('/login')).body;
    expect(login).toContain('<main>Rebuilt login for Pearl Garage at /login');
    expect(login).toContain('data-app-entry="/assets/index-xyz.js"');
  });
});
