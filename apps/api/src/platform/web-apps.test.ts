import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'servicebay-web-'));
  for (const app of ['customer', 'workshop']) {
    mkdirSync(path.join(root, app, 'assets'), { recursive: true });
    // The app's name in a meta of its own: the server writes the customer page's <title> (the brand's).
    writeFileSync(path.join(root, app, 'index.html'), `<!doctype html><head><title></title><meta name="app" content="${app}"></head>`);
    writeFileSync(path.join(root, app, 'assets', 'main-abc123.js'), `console.log('${app}')`);
    // The build's manifest, which the server's renderer reads (apps/customer/src/screen-chunks.ts).
    mkdirSync(path.join(root, app, '.vite'));
    writeFileSync(path.join(root, app, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/main-abc123.js"}}');
  }
  // What scripts/precompress.mjs writes beside the customer app's files.
  for (const file of ['index.html', 'assets/main-abc123.js']) {
    const content = readFileSync(path.join(root, 'customer', file));
    writeFileSync(path.join(root, 'customer', `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(root, 'customer', `${file}.gz`), gzipSync(content));
  }
  t = await buildTestApp({ CUSTOMER_DIST: path.join(root, 'customer'), WORKSHOP_DIST: path.join(root, 'workshop') });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('serving the apps on the API port', () => {
  it('the customer app answers / and its client-side routes', async () => {
    for (const url of ['/', '/login', '/portal/dashboard', '/portal/manage-your-vehicle/abc']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<meta name="app" content="customer">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers the estimate link an SMS carries with the brand’s page: its token’s dots do not make it a file', async () => {
    // A token as estimate-link.ts signs it: the card's id, its expiry in base 36 and a base64url signature.
    const token = '0190a0b0-0000-7000-8000-000000000001.mh3k2j1x.Zq3vN0c8yH1w-T_5kP2aLr9sQe4uXo7BdGfJiKmEnC0';
    for (const host of ['marina.localhost:3000', 'servicebay.localhost:3000']) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/profile/data', headers: { host } });
      const response = await t.app.inject({ method: 'GET', url: `/estimate/${token}`, headers: { host, accept: 'text/html', 'accept-encoding': 'identity' } });
      expect(response.statusCode, host).toBe(200);
      expect(response.body, host).toContain('<meta name="app" content="customer">');
      expect(response.body, host).toContain(`"clientName":"${answer.json().data.clientName}"`);
    }
  });

  it('the workshop app answers under /workshop', async () => {
    const bare = await page('/workshop?from=menu');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/workshop/?from=menu');
    for (const url of ['/workshop/', '/workshop/job-cards']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<meta name="app" content="workshop">');
    }
  });

  it('hashed assets are cached for good; unknown API paths stay JSON 404s', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await page('/api/not-a-route');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe('FAILURE');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('hashed assets carry the security headers that apply to a script, not a document’s', async () => {
    for (const url of ['/assets/main-abc123.js', '/workshop/assets/main-abc123.js']) {
      const asset = await t.app.inject({ method: 'GET', url });
      expect(asset.headers['x-content-type-options'], url).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'origin-agent-cluster'])
        expect(asset.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
    }
    // The page itself keeps all of them.
    expect((await page('/login')).headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('API answers forbid being framed or run as a page, without the page’s whole policy; the docs keep theirs', async () => {
    for (const url of ['/api/profile/data', '/api/auth/me', '/api/documents']) {
      const answer = await t.app.inject({ method: url === '/api/profile/data' ? 'POST' : 'GET', url });
      expect(answer.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers a client-side route with the app whatever the client accepts (curl, scripts)', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      for (const url of ['/login', '/portal/my-vehicles?tab=1', '/workshop/job-cards']) {
        const response = await t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
        expect(response.statusCode, `${url} ${accept}`).toBe(200);
        expect(response.headers['content-type'], `${url} ${accept}`).toContain('text/html');
        expect(response.body, `${url} ${accept}`).toMatch(/<meta name="app" content="(customer|workshop)">/);
      }
    }
  });

  it('keeps the JSON 404 for API paths, for files that are not there and for the build’s own files, even when a page is asked for', async () => {
    const buildFiles = ['/.vite/manifest.json', '/workshop/.vite/manifest.json'];
    for (const url of [
      '/api',
      '/api/not-a-route',
      '/assets/missing.js',
      '/assets/missing-chunk.css',
      '/favicon-old.png',
      '/workshop/assets/gone.js',
      ...buildFiles,
    ]) {
      for (const accept of [undefined, 'text/html']) {
        const response = await t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
        expect(response.statusCode, `${url} ${accept}`).toBe(404);
        expect(response.json(), `${url} ${accept}`).toMatchObject({ status: 'FAILURE', error: { code: 'resource/not-found' } });
      }
    }
    expect((await t.app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });

  it('sends the brotli or gzip copy the client accepts, saying so and that the answer varies', async () => {
    const cases = [
      { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { acceptEncoding: 'gzip', encoding: 'gzip', decode: gunzipSync },
      { acceptEncoding: 'br;q=0, gzip;q=0.5', encoding: 'gzip', decode: gunzipSync },
    ];
    for (const { acceptEncoding, encoding, decode } of cases) {
      for (const url of ['/assets/main-abc123.js', '/', '/portal/dashboard']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } });
        expect(response.statusCode, `${url} ${acceptEncoding}`).toBe(200);
        expect(response.headers['content-encoding'], `${url} ${acceptEncoding}`).toBe(encoding);
        expect(response.headers.vary, url).toContain('accept-encoding');
        expect(decode(response.rawPayload).toString(), url).toContain('customer');
      }
    }
  });

  it('sends the plain file to a client that accepts no compression, or when the build wrote no copy', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      for (const url of ['/assets/main-abc123.js', '/', '/login']) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        });
        expect(response.statusCode, `${url} ${acceptEncoding}`).toBe(200);
        expect(response.headers['content-encoding'], `${url} ${acceptEncoding}`).toBeUndefined();
        expect(response.headers.vary, url).toContain('accept-encoding');
        expect(response.body, url).toContain('customer');
      }
    }
    const workshop = await t.app.inject({ method: 'GET', url: '/workshop/assets/main-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(workshop.headers['content-encoding']).toBeUndefined();
    expect(workshop.headers['content-type']).toContain('javascript');
    expect(workshop.body).toBe(`console.log('workshop')`);
  });

  it('compressed hashed assets keep their type and are cached for good; pages stay no-cache', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(index.headers['content-type']).toContain('text/html');
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('a customer page carries its brand’s client profile, as /api/profile/data answers it; /index.html stays the bare build', async () => {
    const inlinedProfile = (html: string) => JSON.parse(/<script type="application\/json" id="client-profile">(.*?)<\/script>/.exec(html)![1]!);
    for (const host of ['marina.localhost:3000', 'servicebay.localhost:3000']) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/profile/data', headers: { host } });
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const response = await t.app.inject({ method: 'GET', url: '/login', headers: { host, accept: 'text/html', 'accept-encoding': acceptEncoding } });
        const body =
          acceptEncoding === 'br'
            ? brotliDecompressSync(response.rawPayload)
            : acceptEncoding === 'gzip'
              ? gunzipSync(response.rawPayload)
              : response.rawPayload;
        expect(inlinedProfile(body.toString()), `${host} ${acceptEncoding}`).toEqual(answer.json().data);
      }
      const root = await t.app.inject({ method: 'GET', url: '/', headers: { host, accept: 'text/html' } });
      expect(inlinedProfile(root.body).clientName).toBe(answer.json().data.clientName);
    }
    // What the service worker precaches must not pin one moment's profile.
    const shell = await t.app.inject({ method: 'GET', url: '/index.html', headers: { host: 'marina.localhost:3000' } });
    expect(shell.body).not.toContain('client-profile');
  });

  it('each brand gets its own web manifest', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'marina.localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.json()).toMatchObject({
      name: 'Marina Motors',
      short_name: 'Marina Motors',
      theme_color: '#0f766e',
      display: 'standalone',
      start_url: '/',
    });
    // This build has no PNG icons for Marina: it installs with its SVG icon alone.
    expect(response.json().icons).toEqual([{ src: '/api/brand-assets/marina/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]);
  });

  it('lists a brand’s 192 and 512 px PNG icons when the build has them, and links its apple-touch icon', async () => {
    const folder = path.join(root, 'customer', 'icons', 'brands', 'throttle');
    mkdirSync(folder, { recursive: true });
    for (const file of ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'apple-touch-icon.png']) writeFileSync(path.join(folder, file), 'png');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'throttle.localhost:3000' } });
    expect(manifest.json().icons).toEqual([
      { src: '/icons/brands/throttle/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/brands/throttle/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/brands/throttle/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/api/brand-assets/throttle/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'throttle.localhost:3000', accept: 'text/html' } });
    expect(page.body).toContain('<link rel="icon" href="/api/brand-assets/throttle/icon.svg">');
    expect(page.body).toContain('<link rel="apple-touch-icon" href="/icons/brands/throttle/apple-touch-icon.png">');
  });
});
