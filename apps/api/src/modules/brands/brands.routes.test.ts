import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClientProfile } from '@servicebay/domain';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { BRAND_SEEDS } from '../../db/seed/brands';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profileOf = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/profile/data', headers });
  expect(response.statusCode).toBe(200);
  return ZClientProfile.parse(response.json().data);
};

describe('brand resolution', () => {
  it.each(BRAND_SEEDS.map((b) => [b.slug, b.name] as const))('%s.localhost answers as %s', async (slug, name) => {
    const profile = await profileOf({ host: `${slug}.localhost:3000` });
    expect(profile.clientName).toBe(slug);
    expect(profile.ClientName).toBe(name);
    expect(profile.customerLogo).toBe(`/api/brand-assets/${slug}/logo.svg`);
    expect(profile.loginSliders).toHaveLength(3);
  });

  it('the x-client-name header names the brand when the host does not', async () => {
    expect((await profileOf({ host: 'localhost:3000', 'x-client-name': 'marina' })).clientName).toBe('marina');
  });

  it('unknown hosts get the default brand', async () => {
    expect((await profileOf({ host: 'nobody.example.com' })).clientName).toBe('servicebay');
    expect((await profileOf({ host: 'localhost:3000' })).clientName).toBe('servicebay');
    expect((await profileOf({ host: '127.0.0.1:3000' })).clientName).toBe('servicebay');
  });
});

describe('the eight brands', () => {
  it('cover the four markets, a web-hub and a bike variant, each with its own look', async () => {
    const profiles = await Promise.all(BRAND_SEEDS.map((b) => profileOf({ host: `${b.slug}.localhost` })));
    expect(profiles).toHaveLength(8);
    const codes = profiles.map((p) => `${p.countryCode}/${p.mobileDigitCount}`);
    expect(codes).toContain('+966/9');
    expect(codes).toContain('+971/9');
    expect(codes).toContain('+973/8');
    expect(codes.filter((c) => c === '+91/10').length).toBe(5);
    expect(profiles.filter((p) => p.variant === 'webHub')).toHaveLength(1);
    expect(profiles.filter((p) => p.variant === 'bike')).toHaveLength(1);
    expect(new Set(profiles.map((p) => p.theme.primary)).size).toBe(8);
    expect(new Set(profiles.map((p) => p.theme.name)).size).toBe(8);
  });
});

describe('GET /settings/global-settings', () => {
  it('answers the global settings, overridden per brand', async () => {
    const global = await onBrand(t.app, 'servicebay')({ method: 'GET', url: '/api/settings/global-settings' });
    expect(global.json()).toEqual({
      status: 'SUCCESS',
      data: { workshopListingModel: 'Standard', minAppVersion: '1.0.0', androidVersion: '1.0.0', iosVersion: '1.0.0' },
    });
    const hub = await onBrand(t.app, 'servicebay')({ method: 'GET', url: '/api/settings/global-settings?clientName=fleethub' });
    expect(hub.json().data.workshopListingModel).toBe('Segment');
    // A standard brand that sells service levels: its customers choose a quality tier, not a workshop.
    expect((await onBrand(t.app, 'sahara')({ method: 'GET', url: '/api/settings/global-settings' })).json().data.workshopListingModel).toBe('Segment');
  });

  it('an unknown clientName is a 404, not the default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/global-settings?clientName=nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe('FAILURE');
  });
});

describe('brand assets', () => {
  it('draws each brand logo in its own colour', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/brand-assets/pearl/logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('#6d28d9');
    expect(response.body).toContain('Pearl Garage');
  });

  it('unknown assets are 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/brand-assets/pearl/slide-9.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/brand-assets/nobody/logo.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/brand-assets/pearl/x.png' })).statusCode).toBe(400);
  });
});

describe('map tiles', () => {
  it('the operator’s tile URL reaches the app; an empty one turns tiles off', async () => {
    expect((await profileOf({ host: 'servicebay.localhost' })).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const offline = await buildTestApp({ MAP_TILE_URL: '' });
    try {
      const response = await offline.app.inject({ method: 'POST', url: '/api/profile/data' });
      expect(response.json().data.mapTileUrl).toBe('');
    } finally {
      await offline.close();
    }
  });
});
