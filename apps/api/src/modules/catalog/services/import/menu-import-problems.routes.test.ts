import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../../../../../test/build-test-app';
import { menuImports, menuService as service, menuWorkbook as workbook } from '../../../../../test/menu-workbooks';

let t: TestApp;
let imports: ReturnType<typeof menuImports>;
beforeAll(async () => {
  t = await buildTestApp();
  imports = menuImports(t.app);
});
afterAll(() => t.close());

const imported = (...args: Parameters<typeof imports.imported>) => imports.imported(...args);
const menuOf = async (brand: string) => (await onBrand(t.app, brand)({ method: 'GET', url: '/api/workshop/services' })).json().data as unknown[];

describe('a workbook with problems', () => {
  it('is refused whole, with every bad cell by sheet, row and column, and nothing is saved', async () => {
    const before = await menuOf('deccan');
    const bad = await workbook({
      services: [
        service('fine'),
        service('Bad Key', {
          vehicleType: 'boat',
          category: 'spa',
          recommended: 'maybe',
          imageUrl: 'ftp://x',
          displayTags: 'Brakes, Popular',
          displayTagsAr: 'الفرامل',
        }),
        service('fine'),
        service('no-price', { displayName: '' }),
      ],
      prices: [
        { serviceKey: 'fine', amount: 100 },
        { serviceKey: 'fine', amount: 120 },
        { serviceKey: 'ghost', amount: 1 },
        { serviceKey: 'fine', fuelType: 'STEAM', amount: -5 },
        { serviceKey: 'fine', segment: 'premium', amount: '12.345' },
        { serviceKey: 'no-price', segment: 'premium', amount: 10 },
      ],
      addOns: [
        { serviceKey: 'fine', sectionKey: 'oil', sectionName: 'Oil', selectionType: 'Single', addOnKey: 'a', addOnName: 'A', amount: 1, recommended: 'yes' },
        { serviceKey: 'fine', sectionKey: 'oil', sectionName: 'Oils', selectionType: 'Multiple', addOnKey: 'b', addOnName: 'B', amount: 1 },
        {
          serviceKey: 'fine',
          sectionKey: 'oil',
          sectionName: 'Oil',
          selectionType: 'Single',
          addOnKey: 'a',
          addOnName: 'A again',
          amount: 1,
          recommended: 'yes',
        },
      ],
    });
    const outcome = await imported(bad, 'deccan');
    expect(outcome).toMatchObject({ status: 'failed', services: { added: 0, updated: 0, removed: 0 }, prices: 0, addOns: 0 });
    expect(outcome.problems).toEqual([
      { sheet: 'services', row: 3, column: 'key', message: 'key “Bad Key”: use lower-case letters, digits and dashes (at most 64)' },
      { sheet: 'services', row: 3, column: 'vehicleType', message: 'vehicleType “boat” must be one of car, two-wheeler' },
      { sheet: 'services', row: 3, column: 'category', message: expect.stringMatching(/^category “spa” must be one of periodic, brakes/) },
      { sheet: 'services', row: 3, column: 'displayTagsAr', message: 'The same number of tags as displayTags (2), in the same order' },
      { sheet: 'services', row: 3, column: 'imageUrl', message: 'imageUrl must start with https:// or /' },
      { sheet: 'services', row: 3, column: 'recommended', message: 'recommended “maybe” must be yes or no' },
      { sheet: 'services', row: 4, column: 'key', message: 'The same key as row 2' },
      { sheet: 'services', row: 5, column: 'displayName', message: 'displayName is required' },
      { sheet: 'services', row: 5, column: 'key', message: 'no-price has no standard price on the prices sheet' },
      { sheet: 'prices', row: 3, column: null, message: 'The same service, segment and vehicles as row 2: one price each' },
      { sheet: 'prices', row: 4, column: 'serviceKey', message: 'No service has the key “ghost” on the services sheet' },
      { sheet: 'prices', row: 5, column: 'fuelType', message: 'fuelType “STEAM” must be one of PETROL, DIESEL, ELECTRIC, CNG, LPG' },
      { sheet: 'prices', row: 5, column: 'amount', message: 'amount “-5” must be a number of INR, 0 or more' },
      { sheet: 'prices', row: 6, column: 'amount', message: 'amount 12.345 has more than 2 decimals for INR' },
      { sheet: 'addOns', row: 3, column: 'sectionName', message: 'Differs from the section’s name on row 2' },
      { sheet: 'addOns', row: 3, column: 'selectionType', message: 'Differs from the section’s selection type on row 2' },
      { sheet: 'addOns', row: 4, column: 'addOnKey', message: 'The same add-on of fine as row 2' },
      { sheet: 'addOns', row: 4, column: 'recommended', message: 'A one-choice section recommends one add-on at most' },
    ]);
    expect(outcome.error).toBe('18 problem(s) in the workbook; nothing was imported');
    expect(await menuOf('deccan')).toEqual(before);
  });

  it('a price for a make, model or variant the catalogue does not hold, of another kind of vehicle, or of another make', async () => {
    const outcome = await imported(
      await workbook({
        services: [service('check')],
        prices: [
          { serviceKey: 'check', amount: 1 },
          { serviceKey: 'check', makeId: 'car.no-such-make', amount: 1 },
          { serviceKey: 'check', makeId: '2w.hero-motocorp', amount: 1 },
          { serviceKey: 'check', makeId: 'car.kia', modelId: 'car.tata.nexon', amount: 1 },
          { serviceKey: 'check', catalogVehicleId: 'car.tata.nexon.no-such-variant', amount: 1 },
        ],
      }),
      'deccan',
    );
    expect(outcome.problems).toEqual([
      { sheet: 'prices', row: 3, column: 'makeId', message: 'The vehicle catalogue has no make car.no-such-make' },
      { sheet: 'prices', row: 4, column: 'makeId', message: '2w.hero-motocorp is one of the two-wheelers; the service is for cars' },
      { sheet: 'prices', row: 5, column: 'modelId', message: 'car.tata.nexon is not a model of car.kia' },
      { sheet: 'prices', row: 6, column: 'catalogVehicleId', message: 'The vehicle catalogue has no variant car.tata.nexon.no-such-variant' },
    ]);
  });

  it('a bike brand’s menu holds two-wheeler services only; a sheet may not be missing or lack a column', async () => {
    const bike = await imported(await workbook({ services: [service('car-wash')], prices: [{ serviceKey: 'car-wash', amount: 1 }] }), 'throttle');
    expect(bike.problems).toEqual([{ sheet: 'services', row: 2, column: 'vehicleType', message: 'This brand serves two-wheelers only' }]);

    const book = new ExcelJS.Workbook();
    book.addWorksheet('Services').addRow(['key', 'vehicleType', 'category', 'displayName', 'descripton']);
    const broken = await imported(Buffer.from(await book.xlsx.writeBuffer()), 'throttle');
    expect(broken.problems).toEqual([
      { sheet: 'services', row: 1, column: 'shortDescription', message: 'The column shortDescription is missing' },
      {
        sheet: 'services',
        row: 1,
        column: 'descripton',
        message: expect.stringMatching(/^Unknown column descripton \(column 5\); the columns are key, vehicleType/),
      },
      { sheet: 'prices', row: 0, column: null, message: 'The workbook has no sheet named prices' },
    ]);
  });
});
