import type { TArticle, TFaq, TService, TServiceDetails } from '@servicebay/domain';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../../../../test/build-test-app';
import { CAR_SERVICES } from '../../../db/seed/service-menu/car-services';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ask = (brand: string, url: string, language = 'en') => onBrand(t.app, brand)({ method: 'GET', url, headers: { 'accept-language': language } });
const data = async <T>(brand: string, url: string, language = 'en'): Promise<T> => (await ask(brand, url, language)).json().data as T;
const services = (brand: string, query = '', language = 'en') => data<TService[]>(brand, `/api/workshop/services${query}`, language);
const named = (list: TService[], name: string) => list.find((service) => service.displayName === name)!;

const NEXON_PETROL = 'car.tata.nexon.smart';
const NEXON_DIESEL = 'car.tata.nexon.smart-diesel';
const NEXON_EV = 'car.tata.nexon-ev.xm';
const BMW_PETROL = 'car.bmw.3-series.320i';
const basicServiceInr = CAR_SERVICES.find((service) => service.key === 'periodic-basic')!.price[0];

describe('the service menu (customer spec sections 2, 3 and 7)', () => {
  it('lists a brand’s services in menu order, priced from their lowest in the brand’s currency while no vehicle is chosen', async () => {
    const menu = await services('servicebay');
    expect(menu.map((service) => service.displayName).slice(0, 3)).toEqual(['Basic Service', 'Standard Service', 'Comprehensive Service']);
    expect(new Set(menu.map((service) => service.vehicleType))).toEqual(new Set(['car', 'two-wheeler']));
    // From its lowest price: an electric car's, which has no oil to change.
    const electric = named(await services('servicebay', `?catalogVehicleId=${NEXON_EV}`), 'Basic Service').pricing!;
    expect(named(menu, 'Basic Service').pricing).toEqual({ amount: electric.amount, currency: 'INR', model: 'startingFrom' });
    expect(electric.amount).toBeLessThan(basicServiceInr);
    const pearl = await services('pearl');
    expect(named(pearl, 'Basic Service').pricing).toMatchObject({ currency: 'BHD', model: 'startingFrom' });
  });

  it('a bike brand lists two-wheeler services only; a car lists car services only', async () => {
    expect(new Set((await services('throttle')).map((service) => service.vehicleType))).toEqual(new Set(['two-wheeler']));
    expect(new Set((await services('servicebay', `?catalogVehicleId=${NEXON_PETROL}`)).map((service) => service.vehicleType))).toEqual(new Set(['car']));
  });

  it('prices a service for the customer’s vehicle: the fuel and the make’s segment change it', async () => {
    const priceFor = async (vehicle: string, segment = '') =>
      named(await services('servicebay', `?catalogVehicleId=${vehicle}${segment && `&pricingSegment=${segment}`}`), 'Basic Service').pricing!;
    const petrol = await priceFor(NEXON_PETROL);
    expect(petrol).toEqual({ amount: basicServiceInr, currency: 'INR', model: 'fixed' });
    const [diesel, electric, luxury] = await Promise.all([priceFor(NEXON_DIESEL), priceFor(NEXON_EV), priceFor(BMW_PETROL)]);
    expect(electric.amount).toBeLessThan(petrol.amount);
    expect(diesel.amount).toBeGreaterThan(petrol.amount);
    expect(luxury.amount).toBeGreaterThan(diesel.amount);
  });

  it('prices in the customer’s pricing segment, and in the standard one for a segment the brand does not price', async () => {
    const basic = async (segment: string) =>
      named(await services('servicebay', `?catalogVehicleId=${NEXON_PETROL}&pricingSegment=${segment}`), 'Basic Service').pricing!.amount;
    expect(await basic('premium')).toBeGreaterThan(basicServiceInr);
    expect(await basic('no-such-tier')).toBe(basicServiceInr);
  });

  it('a brand that hides prices shows none', async () => {
    const menu = await services('fleethub', `?catalogVehicleId=${NEXON_PETROL}`);
    expect(menu.length).toBeGreaterThan(0);
    expect(menu.every((service) => service.pricing === null)).toBe(true);
  });

  it('search matches the shown name without case, in English and in Arabic', async () => {
    expect((await services('servicebay', '?searchString=ac%20SERV')).map((service) => service.displayName)).toEqual(['AC Service']);
    expect((await services('sahara', `?searchString=${encodeURIComponent('مكيف')}`, 'ar')).map((service) => service.displayName)).toEqual(['صيانة المكيف']);
    expect(await services('servicebay', '?searchString=zzz')).toEqual([]);
  });

  it('reads in Arabic for an Arabic reader, in English otherwise', async () => {
    const arabic = named(await services('sahara', '', 'ar'), 'الخدمة الأساسية');
    expect(arabic.shortDescription).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.displayTags).toEqual(['الخدمة الدورية', 'الأكثر طلبًا']);
    // A hidden tag keeps its English words, which the pill rule reads.
    expect(named(await services('sahara', '', 'ar'), 'طلاء الباب الأمامي الأيسر').displayTags).toEqual(['السمكرة والدهان', 'Left Body Panel']);
    const english = named(await services('sahara', '', 'en'), 'Basic Service');
    expect(english.category).toBe('periodic');
    expect(english.displayTags).toEqual(['Periodic Service', 'Popular']);
  });
});

describe('a service’s details', () => {
  it('has its price for the vehicle and its add-on sections: one oil grade, or several extras', async () => {
    const basic = named(await services('servicebay'), 'Basic Service');
    const details = await data<TServiceDetails>('servicebay', `/api/catalog/service/${basic.serviceId}?catalogVehicleId=${NEXON_PETROL}`);
    expect(details.service.serviceId).toBe(basic.serviceId);
    expect(details.pricing).toEqual({ amount: basicServiceInr, currency: 'INR', model: 'fixed' });
    const [grade, extras] = details.addOnSections;
    expect(grade).toMatchObject({ displayName: 'Engine oil grade', selectionType: 'Single' });
    expect(grade!.items.filter((item) => item.isRecommended)).toHaveLength(1);
    expect(extras!.selectionType).toBe('Multiple');
    expect(extras!.items.every((item) => item.price.amount > 0)).toBe(true);
  });

  it('is another brand’s to see only: the same id on another brand, an unknown id or a bad one is not found', async () => {
    const basic = named(await services('servicebay'), 'Basic Service');
    expect((await ask('quickfix', `/api/catalog/service/${basic.serviceId}`)).statusCode).toBe(404);
    expect((await ask('servicebay', '/api/catalog/service/0190b4d2-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await ask('servicebay', '/api/catalog/service/not-an-id')).statusCode).toBe(404);
  });

  it('a car service is not found on the bike brand', async () => {
    const menu = await services('throttle');
    const carServiceOfThrottle = (await services('servicebay')).find((service) => service.vehicleType === 'car')!;
    expect(menu.some((service) => service.serviceId === carServiceOfThrottle.serviceId)).toBe(false);
    expect((await ask('throttle', `/api/catalog/service/${carServiceOfThrottle.serviceId}`)).statusCode).toBe(404);
  });

  it('answers with an ETag and 304 when nothing changed', async () => {
    const first = await ask('servicebay', '/api/workshop/services');
    expect(first.headers.etag).toBeTruthy();
    const again = await onBrand(
      t.app,
      'servicebay',
    )({ method: 'GET', url: '/api/workshop/services', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('is compressed once for browsers that accept it, each encoding with its own ETag', async () => {
    const url = '/api/workshop/services';
    const plain = await ask('servicebay', url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const [acceptEncoding, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const packed = await onBrand(t.app, 'servicebay')({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(packed.rawPayload).toString())).toEqual(plain.json());
      expect(packed.headers.etag).not.toBe(plain.headers.etag);
      const again = await onBrand(
        t.app,
        'servicebay',
      )({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding, 'if-none-match': String(packed.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });
});

describe('FAQs and articles', () => {
  it('a service names its FAQ list; the list reads in the reader’s language', async () => {
    const basic = named(await services('sahara'), 'Basic Service');
    const faqs = await data<TFaq[]>('sahara', `/api/catalog/faqs?faqListId=${basic.faqListId}`);
    expect(faqs.length).toBeGreaterThanOrEqual(2);
    expect(faqs[0]!.question).toBe('How often should my car be serviced?');
    const arabic = await data<TFaq[]>('sahara', `/api/catalog/faqs?faqListId=${basic.faqListId}`, 'ar');
    expect(arabic[0]!.question).toMatch(/[\u0600-\u06FF]/);
    expect(await data<TFaq[]>('sahara', '/api/catalog/faqs?faqListId=nothing')).toEqual([]);
  });

  it('the default article list, each with its page', async () => {
    const articles = await data<TArticle[]>('servicebay', '/api/catalog/articles');
    expect(articles.length).toBeGreaterThanOrEqual(3);
    expect(articles.every((article) => article.webpageUrl.startsWith('https://'))).toBe(true);
  });

  it('refuses a missing list id with a clear 400', async () => {
    const response = await ask('servicebay', '/api/catalog/faqs');
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('FAILURE');
  });
});
