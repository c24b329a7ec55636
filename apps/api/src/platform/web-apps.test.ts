import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'servicebay-web-'));
  for (const app of ['customer', 'workshop']) {
    mkdirSync(path.join(root, app, 'assets'), { recursive: true });
    writeFileSync(path.join(root, app, 'index.html'), `<!doctype html><title>${app}</title>`);
    writeFileSync(path.join(root, app, 'assets', 'main-abc123.js'), `console.log('${app}')`);
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
      expect(response.body, url).toContain('<title>customer</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('the workshop app answers under /workshop', async () => {
    const bare = await page('/workshop?from=menu');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/workshop/?from=menu');
    for (const url of ['/workshop/', '/workshop/job-cards']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>workshop</title>');
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
    expect(response.json().icons[0]).toMatchObject({ src: '/api/brand-assets/marina/icon.svg', type: 'image/svg+xml' });
  });
});
