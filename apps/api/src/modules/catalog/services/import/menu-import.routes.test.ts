import type { TCart, TRecommendedService, TService, TServiceDetails } from '@servicebay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../../../../../test/build-test-app';
import { addAddress, addVehicle, multipart, signedInCustomer } from '../../../../../test/garage-factories';
import { MENU_IMPORTS, menuImports, menuService as service, menuWorkbook as workbook } from '../../../../../test/menu-workbooks';

let t: TestApp;
let imports: ReturnType<typeof menuImports>;
beforeAll(async () => {
  t = await buildTestApp();
  imports = menuImports(t.app);
});
afterAll(() => t.close());

const upload = (...args: Parameters<typeof imports.upload>) => imports.upload(...args);
const imported = (...args: Parameters<typeof imports.imported>) => imports.imported(...args);
const ask = (brand: string, url: string, headers: Record<string, string> = {}) => onBrand(t.app, brand)({ method: 'GET', url, headers });
const menuOf = async (brand: string, query = '', language = 'en') =>
  (await ask(brand, `/api/workshop/services${query}`, { 'accept-language': language })).json().data as TService[];
const named = (menu: TService[], name: string) => menu.find((entry) => entry.displayName === name);

const NEXON_PETROL = 'car.tata.nexon.smart';
const NEXON_DIESEL = 'car.tata.nexon.smart-diesel';
const BMW_PETROL = 'car.bmw.3-series.320i';

/** QuickFix's own menu: it keeps the demo's key periodic-basic, so the service stays the same row. */
const QUICKFIX_MENU = {
  services: [
    service('periodic-basic', {
      displayName: 'QuickFix Basic',
      displayNameAr: 'الأساسية من كويك فكس',
      displayTags: 'Periodic Service, Popular',
      // The Arabic comma separates too; a place left empty shows the English tag.
      displayTagsAr: 'الخدمة الدورية، ',
    }),
    service('express-wash', { category: 'detailing', displayName: 'Express Wash', promotionalText: 'Half price on Tuesdays', recommended: 'yes' }),
    service('chain-care', { vehicleType: 'two-wheeler', category: 'bike-care', displayName: 'Chain Care' }),
  ],
  prices: [
    { serviceKey: 'periodic-basic', amount: 1999 },
    { serviceKey: 'periodic-basic', fuelType: 'diesel', amount: '2,299.50' },
    { serviceKey: 'periodic-basic', makeId: 'car.tata', modelId: 'car.tata.nexon', catalogVehicleId: NEXON_PETROL, amount: 1899 },
    { serviceKey: 'periodic-basic', makeSegment: 'luxury', amount: 4999 },
    { serviceKey: 'periodic-basic', segment: 'premium', amount: 2999 },
    { serviceKey: 'express-wash', segment: 'standard', amount: 499 },
    { serviceKey: 'chain-care', amount: 299 },
  ],
  addOns: [
    {
      serviceKey: 'periodic-basic',
      sectionKey: 'oil',
      sectionName: 'Engine oil',
      selectionType: 'Single',
      addOnKey: 'mineral',
      addOnName: 'Mineral',
      amount: 0,
      recommended: 'yes',
    },
    {
      serviceKey: 'periodic-basic',
      sectionKey: 'oil',
      sectionName: 'Engine oil',
      selectionType: 'Single',
      addOnKey: 'synthetic',
      addOnName: 'Synthetic',
      amount: 850,
    },
    {
      serviceKey: 'periodic-basic',
      sectionKey: 'extras',
      sectionName: 'Extras',
      selectionType: 'Multiple',
      addOnKey: 'wipers',
      addOnName: 'Wipers',
      amount: 350.5,
    },
  ],
};

describe('a brand’s service menu from a workbook', () => {
  it('becomes the brand’s whole menu: prices by segment and vehicle, add-ons, Arabic, the brand’s pick; a kept key keeps its service and its cart lines', async () => {
    const before = await menuOf('quickfix');
    const basicBefore = named(before, 'Basic Service')!;
    const carWashBefore = named(before, 'Car Spa & Deep Cleaning')!;
    const shopper = await signedInCustomer(t.app, 'quickfix');
    await addVehicle(t.app, 'quickfix', shopper.token);
    await addAddress(t.app, 'quickfix', shopper.token);
    for (const serviceId of [basicBefore.serviceId, carWashBefore.serviceId])
      expect((await shopper.call({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId } })).statusCode).toBe(200);

    const outcome = await imported(await workbook(QUICKFIX_MENU), 'quickfix');
    expect(outcome).toMatchObject({ brand: 'quickfix', fileName: 'menu.xlsx', status: 'done', problems: [], error: null, prices: 7, addOns: 3 });
    expect(outcome.services).toEqual({ added: 2, updated: 1, removed: before.length - 1 });

    const menu = await menuOf('quickfix');
    expect(menu.map((entry) => entry.displayName)).toEqual(['QuickFix Basic', 'Express Wash', 'Chain Care']);
    expect(named(menu, 'QuickFix Basic')!.serviceId).toBe(basicBefore.serviceId);
    expect(named(menu, 'QuickFix Basic')!.displayTags).toEqual(['Periodic Service', 'Popular']);
    expect(named(await menuOf('quickfix', '', 'ar'), 'الأساسية من كويك فكس')!.displayTags).toEqual(['الخدمة الدورية', 'Popular']);
    const basicFor = async (query: string) => named(await menuOf('quickfix', query), 'QuickFix Basic')!.pricing;
    expect(await basicFor('')).toEqual({ amount: 1899, currency: 'INR', model: 'startingFrom' });
    expect(await basicFor(`?catalogVehicleId=${NEXON_PETROL}`)).toEqual({ amount: 1899, currency: 'INR', model: 'fixed' });
    expect((await basicFor(`?catalogVehicleId=${NEXON_DIESEL}`))!.amount).toBe(2299.5);
    expect((await basicFor(`?catalogVehicleId=${BMW_PETROL}`))!.amount).toBe(4999);
    expect((await basicFor(`?catalogVehicleId=${BMW_PETROL}&pricingSegment=premium`))!.amount).toBe(2999);

    const details = (await ask('quickfix', `/api/catalog/service/${basicBefore.serviceId}`)).json().data as TServiceDetails;
    expect(details.addOnSections).toEqual([
      {
        sectionId: 'oil',
        displayName: 'Engine oil',
        selectionType: 'Single',
        items: [
          { addOnId: 'mineral', displayName: 'Mineral', isRecommended: true, price: { amount: 0 } },
          { addOnId: 'synthetic', displayName: 'Synthetic', isRecommended: false, price: { amount: 850 } },
        ],
      },
      {
        sectionId: 'extras',
        displayName: 'Extras',
        selectionType: 'Multiple',
        items: [{ addOnId: 'wipers', displayName: 'Wipers', isRecommended: false, price: { amount: 350.5 } }],
      },
    ]);
    const recommended = (await ask('quickfix', `/api/catalog/recommended-services?catalogVehicleId=${NEXON_PETROL}`)).json().data as TRecommendedService[];
    expect(recommended.map((entry) => [entry.displayName, entry.reason])).toEqual([
      ['Express Wash', 'brand'],
      ['QuickFix Basic', 'periodic'],
    ]);

    // A removed service is gone from the menu and from carts; the kept one is repriced from the new list.
    expect((await ask('quickfix', `/api/catalog/service/${carWashBefore.serviceId}`)).statusCode).toBe(404);
    const cart = (await shopper.call({ method: 'GET', url: '/api/transaction/cart' })).json().data as TCart;
    expect(cart.items.map((item) => item.serviceId)).toEqual([basicBefore.serviceId]);
  });

  it('drops the kept menu answers at once: the next read is the new menu', async () => {
    const first = await ask('pearl', '/api/workshop/services');
    expect(first.json().data.length).toBeGreaterThan(1);
    const kept = await ask('pearl', '/api/workshop/services', { 'if-none-match': String(first.headers.etag) });
    expect(kept.statusCode).toBe(304);
    const template = await imports.operator({ method: 'GET', url: '/api/operator/catalog/service-menu/template' });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    // The template's example rows are a menu that imports.
    expect((await imported(template.rawPayload, 'pearl')).status).toBe('done');
    const after = await ask('pearl', '/api/workshop/services', { 'if-none-match': String(first.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect((after.json().data as TService[]).map((entry) => [entry.displayName, entry.pricing])).toEqual([
      ['Basic Service', { amount: 2499, currency: 'BHD', model: 'startingFrom' }],
    ]);
  });
});

describe('what the import refuses', () => {
  it('a file that only looks like a workbook fails with what the reader said; a csv, no file, no brand or an unknown one are refused', async () => {
    const unreadable = await imported(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)]), 'deccan');
    expect(unreadable).toMatchObject({ status: 'failed', problems: [], error: expect.stringMatching(/^The file could not be read as a workbook: /) });

    const csv = await upload(Buffer.from('key,vehicleType\nbasic,car\n'), 'deccan', 'menu.csv');
    expect(csv.statusCode).toBe(400);
    expect(csv.json().error.message).toBe('Send the service menu as an xlsx workbook');
    const sheet = await workbook({ services: [service('x')], prices: [{ serviceKey: 'x', amount: 1 }] });
    const noBrand = await upload(sheet);
    expect(noBrand.statusCode).toBe(400);
    expect(noBrand.json().error).toMatchObject({ field: 'brand', message: 'Name the brand whose menu this is in the form field `brand`' });
    const unknown = await upload(sheet, 'no-such-brand');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ field: 'brand', message: 'No brand has this slug' });
    const noFile = await imports.operator({ method: 'POST', url: MENU_IMPORTS, payload: multipart([{ name: 'brand', value: 'deccan' }]) });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.field).toBe('file');
  });

  it('is the operator’s: a customer’s token is refused', async () => {
    const customer = await signedInCustomer(t.app, 'deccan');
    const sheet = await workbook({ services: [service('x')], prices: [{ serviceKey: 'x', amount: 1 }] });
    const response = await customer.call({
      method: 'POST',
      url: MENU_IMPORTS,
      payload: multipart([
        { name: 'file', file: sheet, filename: 'menu.xlsx' },
        { name: 'brand', value: 'deccan' },
      ]),
    });
    expect(response.statusCode).toBe(403);
    expect((await customer.call({ method: 'GET', url: '/api/operator/catalog/service-menu/template' })).statusCode).toBe(403);
  });
});
