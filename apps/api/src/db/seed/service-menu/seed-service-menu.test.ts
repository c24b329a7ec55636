import { isPillTag, minorOf, SERVICE_CATEGORIES, vehicleTypesFor } from '@servicebay/domain';
import { and, count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { brands, catalogServicePrices, catalogServices } from '../../schema';
import { seedIfEmpty } from '../seed';
import { BIKE_SERVICES } from './bike-services';
import { CAR_SERVICES } from './car-services';
import { BODY_PANEL_SERVICES } from '../body-panel/body-services';
import { serviceMenuRows } from './seed-service-menu';
import { serviceArtUrl } from './service-art';
import { tagsInArabic } from './tag-names';

let t: TestApp;
let customerBuild: string;
beforeAll(async () => {
  // The customer app's build as Vite writes it: its public folder copied beside index.html.
  customerBuild = mkdtempSync(path.join(tmpdir(), 'servicebay-menu-art-'));
  cpSync(fileURLToPath(new URL('../../../../../customer/public', import.meta.url)), customerBuild, { recursive: true });
  writeFileSync(path.join(customerBuild, 'index.html'), '<!doctype html><title>customer</title>');
  t = await buildTestApp({ CUSTOMER_DIST: customerBuild });
});
afterAll(async () => {
  await t.close();
  rmSync(customerBuild, { recursive: true, force: true });
});

/**
 * A brand's seeded menu, changed as an older database or the brand left it (every service, or the
 * one with `key`), and one column of it by service key after the next start's seed.
 */
async function menuOf(slug: string) {
  const { db } = t.database;
  const [brand] = await db.select().from(brands).where(eq(brands.slug, slug));
  const menu = eq(catalogServices.brandId, brand!.id);
  return {
    change: (values: Partial<typeof catalogServices.$inferInsert>, key?: string) =>
      db
        .update(catalogServices)
        .set(values)
        .where(key ? and(menu, eq(catalogServices.key, key)) : menu),
    async afterRestart(column: AnyPgColumn) {
      expect(await seedIfEmpty(db)).toBe(false);
      const rows = await db.select({ key: catalogServices.key, value: column }).from(catalogServices).where(menu);
      return new Map(rows.map((row) => [row.key, row.value]));
    },
  };
}

describe('the demo service menus', () => {
  it('every brand has the services of the vehicles it serves, each priced, in its currency’s minor units', async () => {
    for (const brand of await t.database.db.select().from(brands)) {
      const services = await t.database.db.select().from(catalogServices).where(eq(catalogServices.brandId, brand.id));
      const types = vehicleTypesFor(brand.settings.variant);
      // The body panel's seed adds the services the menu lacks for its parts (db/seed/body-panel).
      const expected = [...CAR_SERVICES, ...BIKE_SERVICES, ...BODY_PANEL_SERVICES].filter((service) => types.includes(service.vehicleType));
      expect(services.map((service) => service.key).sort(), brand.slug).toEqual(expected.map((service) => service.key).sort());
      const [prices] = await t.database.db
        .select({ n: count() })
        .from(catalogServicePrices)
        .innerJoin(catalogServices, eq(catalogServices.id, catalogServicePrices.serviceId))
        .where(eq(catalogServices.brandId, brand.id));
      expect(prices!.n, brand.slug).toBeGreaterThanOrEqual(services.length * 2);
    }
  });

  it('covers the issue’s categories: periodic, brakes, AC, battery, tyres, alignment, painting per panel, detailing, insurance, bikes', () => {
    const categories = new Set([...CAR_SERVICES, ...BIKE_SERVICES].map((service) => service.category));
    expect([...categories].sort()).toEqual([
      'ac',
      'alignment',
      'battery',
      'bike-care',
      'brakes',
      'denting-painting',
      'detailing',
      'insurance',
      'periodic',
      'tyres',
    ]);
    expect(CAR_SERVICES.filter((service) => service.partId).length).toBeGreaterThanOrEqual(6);
    for (const service of [...CAR_SERVICES, ...BIKE_SERVICES]) {
      expect(service.name[1], service.key).toMatch(/[\u0600-\u06FF]/);
      expect(service.description[1], service.key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('every seeded service has its category’s picture, a small SVG the customer app serves', async () => {
    const services = await t.database.db
      .select({ key: catalogServices.key, category: catalogServices.category, imageUrl: catalogServices.imageUrl })
      .from(catalogServices);
    for (const service of services) expect(service.imageUrl, service.key).toBe(serviceArtUrl(service.category));
    const urls = new Set(services.map((service) => service.imageUrl));
    expect(urls).toEqual(new Set(SERVICE_CATEGORIES.map(serviceArtUrl)));
    for (const url of urls) {
      const picture = await t.app.inject({ method: 'GET', url: url! });
      expect(picture.statusCode, url!).toBe(200);
      expect(picture.headers['content-type'], url!).toMatch(/^image\/svg\+xml/);
      expect(picture.body, url!).toContain('viewBox="0 0 96 96"');
      expect(picture.rawPayload.length, url!).toBeLessThan(3 * 1024);
    }
  });

  it('every pill tag of the demo menus has its Arabic words; a hidden Body Panel tag keeps its English ones', () => {
    for (const service of [...CAR_SERVICES, ...BIKE_SERVICES, ...BODY_PANEL_SERVICES]) {
      const arabic = tagsInArabic(service.tags);
      service.tags.forEach((tag, index) => {
        if (isPillTag(tag)) expect(arabic[index], `${service.key}: ${tag}`).toMatch(/^[\u0600-\u06FF ]+$/);
        else expect(arabic[index]).toBe(tag);
      });
    }
  });

  it('prices are whole rupees, riyals and dirhams, and dinars to 100 fils', () => {
    for (const currency of ['INR', 'SAR', 'AED', 'BHD'] as const) {
      const step = minorOf(currency === 'BHD' ? 0.1 : 1, currency);
      const menu = serviceMenuRows({ id: 'brand', variant: 'standard', currency });
      const amounts = menu.flatMap((service) => [
        ...service.prices.map((price) => price.amountMinor),
        ...service.row.addOnSections.flatMap((section) => section.items.map((item) => item.amountMinor)),
      ]);
      expect(
        amounts.every((amount) => Number.isInteger(amount) && amount % step === 0),
        currency,
      ).toBe(true);
    }
    expect(serviceMenuRows({ id: 'brand', variant: 'standard', currency: 'TZS' })).toEqual([]);
  });

  it('a database seeded before menus existed gets them at the next start; a brand’s own menu is left alone', async () => {
    const [quickfix] = await t.database.db.select().from(brands).where(eq(brands.slug, 'quickfix'));
    await t.database.db.delete(catalogServices).where(eq(catalogServices.brandId, quickfix!.id));
    const [pearl] = await t.database.db.select().from(brands).where(eq(brands.slug, 'pearl'));
    await t.database.db.update(catalogServices).set({ displayName: 'Pearl’s own service' }).where(eq(catalogServices.brandId, pearl!.id));

    expect(await seedIfEmpty(t.database.db)).toBe(true);
    const [restored] = await t.database.db.select({ n: count() }).from(catalogServices).where(eq(catalogServices.brandId, quickfix!.id));
    expect(restored!.n).toBe(CAR_SERVICES.length + BIKE_SERVICES.length);
    const pearls = await t.database.db.select({ name: catalogServices.displayName }).from(catalogServices).where(eq(catalogServices.brandId, pearl!.id));
    expect(new Set(pearls.map((service) => service.name))).toEqual(new Set(['Pearl’s own service']));
    expect(await seedIfEmpty(t.database.db)).toBe(false);
  });

  it('a database seeded before services had pictures gets them at the next start; a renamed or pictured service keeps its own', async () => {
    const { change, afterRestart } = await menuOf('deccan');
    await change({ imageUrl: null });
    await change({ displayName: 'Deccan’s own brakes' }, 'brake-pads-front');
    await change({ imageUrl: '/deccan/battery.png' }, 'battery-replacement');
    const pictures = await afterRestart(catalogServices.imageUrl);
    expect(pictures.get('periodic-basic')).toBe(serviceArtUrl('periodic'));
    expect(pictures.get('brake-pads-front')).toBeNull();
    expect(pictures.get('battery-replacement')).toBe('/deccan/battery.png');
  });

  it('a database seeded before tags had Arabic words gets them at the next start; a brand’s own tags keep theirs', async () => {
    const { change, afterRestart } = await menuOf('marina');
    await change({ displayTagsAr: null });
    await change({ displayTags: ['Marina Specials'] }, 'ac-service');
    const tags = await afterRestart(catalogServices.displayTagsAr);
    expect(tags.get('periodic-basic')).toEqual(['الخدمة الدورية', 'الأكثر طلبًا']);
    expect(tags.get('paint-left-front-door')).toEqual(['السمكرة والدهان', 'Left Body Panel']);
    expect(tags.get('ac-service')).toBeNull();
  });
});
