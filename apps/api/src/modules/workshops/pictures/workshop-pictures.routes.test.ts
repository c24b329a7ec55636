import { eq } from 'drizzle-orm';
import type { TWorkshop } from '@servicebay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../../../../test/build-test-app';
import { workshops } from '../../../db/schema';
import { seedIfEmpty } from '../../../db/seed/seed';
import { pictureFingerprint } from './workshop-pictures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const listOf = async (brand: string) => (await onBrand(t.app, brand)({ method: 'GET', url: '/api/catalog/workshops?pageSize=100' })).json().data as TWorkshop[];
const fetchPicture = (url: string) => t.app.inject({ method: 'GET', url });

describe('workshop pictures (decision 0024)', () => {
  it('gives every demo workshop two or three pictures, its reception too when it is the brand’s own or premium', async () => {
    for (const brand of ['servicebay', 'throttle', 'sahara', 'pearl']) {
      for (const workshop of await listOf(brand)) {
        const isOwn = workshop.displayTitle.toLowerCase().includes(brand);
        expect(workshop.imageUrls.length, workshop.displayTitle).toBe(isOwn || workshop.quality === 'premium' ? 3 : 2);
        for (const url of workshop.imageUrls)
          expect(url).toMatch(new RegExp(`^/api/workshop-pictures/${brand}/(front|bays|reception)-[1-3]\\.[0-9a-f]{8}\\.svg$`));
      }
    }
  });

  it('serves each as a small self-contained SVG in the brand’s colours, kept by browsers for a year', async () => {
    const brand = (await t.app.services.brands.bySlug('sahara'))!;
    const urls = new Set((await listOf('sahara')).flatMap((workshop) => workshop.imageUrls));
    for (const url of urls) {
      const response = await fetchPicture(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(response.body).toContain(brand.settings.theme.primary);
      expect(response.body).not.toMatch(/<script|href=|<text|<image/i);
      expect(Buffer.byteLength(response.body)).toBeLessThan(6_000);
    }
  });

  it('draws a picture named before the brand’s colours changed in today’s colours, kept briefly; refuses unknown brands and names', async () => {
    const [url] = (await listOf('servicebay'))[0]!.imageUrls;
    const stale = url!.replace(/\.[0-9a-f]{8}\.svg$/, '.00000000.svg');
    const response = await fetchPicture(stale);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toBe((await fetchPicture(url!)).body);
    expect((await fetchPicture(url!.replace('/servicebay/', '/no-such-brand/'))).statusCode).toBe(404);
    expect((await fetchPicture('/api/workshop-pictures/servicebay/garage-9.12345678.svg')).statusCode).toBe(400);
  });

  it('names pictures by what they are drawn from: other colours or a bike brand’s vehicle give another name', () => {
    const theme = { name: 'bay-blue', primary: '#1c4ed8', primaryContrast: '#ffffff', accent: '#f59e0b', surface: '#f6f7fb' };
    const fingerprint = pictureFingerprint({ theme, variant: 'standard' });
    expect(pictureFingerprint({ theme: { ...theme, name: 'renamed' }, variant: 'standard' })).toBe(fingerprint);
    expect(pictureFingerprint({ theme: { ...theme, primary: '#c81e1e' }, variant: 'standard' })).not.toBe(fingerprint);
    expect(pictureFingerprint({ theme, variant: 'bike' })).not.toBe(fingerprint);
  });

  it('gives pictures at the next start to demo workshops seeded without them', async () => {
    const [workshop] = await listOf('pearl');
    await t.database.db.update(workshops).set({ imageUrls: [] }).where(eq(workshops.id, workshop!.workshopId));
    await seedIfEmpty(t.database.db);
    const [row] = await t.database.db.select({ imageUrls: workshops.imageUrls }).from(workshops).where(eq(workshops.id, workshop!.workshopId));
    expect(row!.imageUrls).toEqual(workshop!.imageUrls);
  });
});
