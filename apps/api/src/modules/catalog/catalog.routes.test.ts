import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull } from 'drizzle-orm';
import { CATALOG_IMPORT_COLUMNS } from '@servicebay/domain';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { seedIfEmpty } from '../../db/seed/seed';
import { catalogMakes, catalogModels } from './catalog.tables';
import { parseCatalogSpreadsheet } from './import/catalog-spreadsheet';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = async (brand: string, url: string) => (await onBrand(t.app, brand)({ method: 'GET', url })).json().data;

describe('the seeded catalogue', () => {
  it('holds at least 40 car makes, 15 two-wheeler makes and 400 models', async () => {
    const makes = await t.database.db
      .select({ type: catalogMakes.vehicleType, n: count() })
      .from(catalogMakes)
      .where(isNull(catalogMakes.brandId))
      .groupBy(catalogMakes.vehicleType);
    const byType = Object.fromEntries(makes.map((m) => [m.type, m.n]));
    expect(byType.car).toBeGreaterThanOrEqual(40);
    expect(byType['two-wheeler']).toBeGreaterThanOrEqual(15);
    const [models] = await t.database.db.select({ n: count() }).from(catalogModels);
    expect(models!.n).toBeGreaterThanOrEqual(400);
  });

  it('shows each market its own makes', async () => {
    const india = (await get('servicebay', '/api/catalog/vehicle/makes?vehicleType=car')).map((m: { name: string }) => m.name);
    const saudi = (await get('sahara', '/api/catalog/vehicle/makes?vehicleType=car')).map((m: { name: string }) => m.name);
    expect(india).toContain('Maruti Suzuki');
    expect(saudi).not.toContain('Maruti Suzuki');
    expect(saudi).toContain('Toyota');
  });

  it('names every make in Arabic too, and a database seeded before the names gets them at start', async () => {
    const saudi = await get('sahara', '/api/catalog/vehicle/makes?vehicleType=car');
    expect(saudi.find((m: { name: string }) => m.name === 'Toyota')).toMatchObject({ name: 'Toyota', nameAr: 'تويوتا' });
    const bikes = await get('sahara', '/api/catalog/vehicle/makes?vehicleType=two-wheeler');
    for (const make of [...saudi, ...bikes]) expect(make.nameAr, make.name).toMatch(/^[\u0600-\u06FF ]+$/);

    await t.database.db.update(catalogMakes).set({ nameAr: null }).where(eq(catalogMakes.id, 'car.toyota'));
    expect(await seedIfEmpty(t.database.db)).toBe(false);
    const [toyota] = await t.database.db.select().from(catalogMakes).where(eq(catalogMakes.id, 'car.toyota'));
    expect(toyota?.nameAr).toBe('تويوتا');
  });

  it('lists the market’s popular makes first', async () => {
    const names = async (brand: string, vehicleType: string) =>
      (await get(brand, `/api/catalog/vehicle/makes?vehicleType=${vehicleType}`)).map((m: { name: string }) => m.name);
    expect((await names('servicebay', 'car')).slice(0, 4)).toEqual(['Maruti Suzuki', 'Hyundai', 'Tata', 'Mahindra']);
    expect((await names('sahara', 'car')).slice(0, 3)).toEqual(['Toyota', 'Nissan', 'Hyundai']);
    expect((await names('throttle', 'two-wheeler')).slice(0, 3)).toEqual(['Hero MotoCorp', 'Honda Motorcycle & Scooter', 'Bajaj']);
  });

  it('walks make -> models -> variants by year and fuel, each variant its catalogVehicleId', async () => {
    const makes = await get('servicebay', '/api/catalog/vehicle/makes?vehicleType=car');
    const maruti = makes.find((m: { name: string }) => m.name === 'Maruti Suzuki');
    const models = await get('servicebay', `/api/catalog/vehicles/models?makeId=${maruti.makeId}`);
    expect(models.length).toBeGreaterThanOrEqual(5);
    const model = models.find((m: { fuelTypes: string[] }) => m.fuelTypes.length > 1) ?? models[0];
    const fuel = model.fuelTypes[0];
    const year = model.endYear ?? 2025;
    const variants = await get('servicebay', `/api/catalog/vehicle/variants?modelId=${model.modelId}&year=${year}&fuelType=${fuel}`);
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) {
      expect(v).toMatchObject({ fuelType: fuel, make: 'Maruti Suzuki', model: model.name });
      expect(v.startYear).toBeLessThanOrEqual(year);
      expect(v.vehicleId).toMatch(/^car\.maruti-suzuki\./);
    }
    const byIds = await get('servicebay', `/api/catalog/vehicles/modelsByIds?modelIds=${models[0].modelId},${models[1].modelId}`);
    expect(byIds).toHaveLength(2);
    const details = await get('servicebay', `/api/catalog/models?catalogVehicleId=${variants[0].vehicleId}`);
    expect(details).toMatchObject({ model: { modelId: model.modelId }, variant: { vehicleId: variants[0].vehicleId } });
    expect(await get('servicebay', '/api/catalog/vehicleTypes')).toEqual([
      expect.objectContaining({ vehicletype: 'car', makes: expect.any(Number) }),
      expect.objectContaining({ vehicletype: 'two-wheeler' }),
    ]);
  });

  it('an unknown make has no models', async () => {
    expect(await get('servicebay', '/api/catalog/vehicles/models?makeId=car.nobody')).toEqual([]);
  });
});

const sheetRows = [
  ['car', 'Tata Motors', 'mass', 'Harrier EV', 'SUV', '2025', '', 'Empowered 75', 'ELECTRIC', '2025', ''],
  ['car', 'Tata Motors', 'mass', 'Harrier EV', 'SUV', '2025', '', 'Adventure 65', 'ELECTRIC', '2025', ''],
  ['two-wheeler', 'River', 'mass', 'Indie', 'Electric Scooter', '2023', '', 'Standard', 'ELECTRIC', '2023', ''],
];

describe('importing a brand catalogue', () => {
  it('reads an xlsx sheet and a csv file with the same columns', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('catalogue');
    sheet.addRow([...CATALOG_IMPORT_COLUMNS]);
    for (const row of sheetRows) sheet.addRow(row);
    const xlsx = await parseCatalogSpreadsheet(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx');
    const csv = await parseCatalogSpreadsheet(Buffer.from([CATALOG_IMPORT_COLUMNS.join(','), ...sheetRows.map((r) => r.join(','))].join('\n')), 'csv');
    for (const parsed of [xlsx, csv]) {
      expect(parsed.problems).toEqual([]);
      expect(parsed.rows).toBe(3);
      expect(parsed.car[0]!.models[0]!.variants.map((v) => v.name)).toEqual(['Empowered 75', 'Adventure 65']);
      expect(parsed['two-wheeler'][0]!.make).toBe('River');
    }
  });

  it('reports each bad row by number and missing columns', async () => {
    const bad = await parseCatalogSpreadsheet(
      Buffer.from([CATALOG_IMPORT_COLUMNS.join(','), 'boat,X,mass,Y,SUV,2020,,Z,PETROL,2020,', 'car,X,mass,Y,SUV,2020,,Z,STEAM,2020,'].join('\n')),
      'csv',
    );
    expect(bad.problems).toEqual([
      { row: 2, message: 'vehicleType must be car or two-wheeler' },
      { row: 3, message: 'fuelType must be one of PETROL, DIESEL, ELECTRIC, CNG, LPG' },
    ]);
    const noColumns = await parseCatalogSpreadsheet(Buffer.from('make,model\nA,B'), 'csv');
    expect(noColumns.problems[0]!.message).toMatch(/^Missing columns: vehicleType/);
  });

  it("loads into the brand's own catalogue, idempotently, visible only to that brand", async () => {
    const parsed = await parseCatalogSpreadsheet(Buffer.from([CATALOG_IMPORT_COLUMNS.join(','), ...sheetRows.map((r) => r.join(','))].join('\n')), 'csv');
    const quickfix = (await t.app.services.brands.bySlug('quickfix'))!;
    const owner = { brandId: quickfix.id, slug: quickfix.slug };
    expect(await t.app.services.catalog.importMakes('car', parsed.car, owner)).toEqual({ makes: 1, models: 1, variants: 2 });
    await t.app.services.catalog.importMakes('car', parsed.car, owner);
    const [rows] = await t.database.db.select({ n: count() }).from(catalogMakes).where(eq(catalogMakes.brandId, quickfix.id));
    expect(rows!.n).toBe(1);
    const names = async (brand: string) => (await get(brand, '/api/catalog/vehicle/makes?vehicleType=car')).map((m: { name: string }) => m.name);
    expect((await names('quickfix')).filter((n: string) => n === 'Tata Motors').length).toBeGreaterThanOrEqual(1);
    const quickfixIds = (await get('quickfix', '/api/catalog/vehicle/makes?vehicleType=car')).map((m: { makeId: string }) => m.makeId);
    const deccanIds = (await get('deccan', '/api/catalog/vehicle/makes?vehicleType=car')).map((m: { makeId: string }) => m.makeId);
    expect(quickfixIds).toContain('quickfix~car.tata-motors');
    expect(deccanIds).not.toContain('quickfix~car.tata-motors');
  });
});

describe('catalogue answers', () => {
  const makesUrl = '/api/catalog/vehicle/makes?vehicleType=car';

  it('carry an ETag, and a client that names it gets 304 with no body', async () => {
    const first = await onBrand(t.app, 'deccan')({ method: 'GET', url: makesUrl });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await onBrand(t.app, 'deccan')({ method: 'GET', url: makesUrl, headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherBrand = await onBrand(t.app, 'sahara')({ method: 'GET', url: makesUrl, headers: { 'if-none-match': etag } });
    expect(otherBrand.statusCode).toBe(200);
    expect(otherBrand.headers.etag).not.toBe(etag);
  });

  it('change with an import, at once, for the brand that imported', async () => {
    const before = await onBrand(t.app, 'pearl')({ method: 'GET', url: makesUrl });
    const parsed = await parseCatalogSpreadsheet(
      Buffer.from([CATALOG_IMPORT_COLUMNS.join(','), 'car,Cached Motors,mass,Cachette,Hatchback,2020,,Base,PETROL,2020,'].join('\n')),
      'csv',
    );
    const pearl = (await t.app.services.brands.bySlug('pearl'))!;
    await t.app.services.catalog.importMakes('car', parsed.car, { brandId: pearl.id, slug: pearl.slug });
    const after = await onBrand(t.app, 'pearl')({ method: 'GET', url: makesUrl, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.map((m: { name: string }) => m.name)).toContain('Cached Motors');
  });
});
