import { randomUUID } from 'node:crypto';
import {
  MAX_SERVICES_AT_ONCE,
  RECOMMENDED_SERVICES_LIMIT,
  type TRecommendedService,
  type TService,
  type TServiceDetails,
  type TWorkshop,
} from '@servicebay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ask = (brand: string, url: string, headers: Record<string, string> = {}) =>
  onBrand(t.app, brand)({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });
const data = async <T>(brand: string, url: string, headers: Record<string, string> = {}): Promise<T> => {
  const response = await ask(brand, url, headers);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
};
const menu = (brand: string, query = '') => data<TService[]>(brand, `/api/workshop/services${query}`);
const recommended = (brand: string, query = '', headers: Record<string, string> = {}) =>
  data<TRecommendedService[]>(brand, `/api/catalog/recommended-services${query}`, headers);
const byWorkshop = (brand: string, query: string) => data<TService[]>(brand, `/api/workshop/servicesByWorkshop${query}`);
const workshops = (brand: string, query = '') => data<TWorkshop[]>(brand, `/api/catalog/workshops?pageSize=100${query}`);
const typesOf = (services: { vehicleType: string }[]) => new Set(services.map((service) => service.vehicleType));
/** Each service's price as the menu shows it for the same query: the one place prices come from. */
const menuPrices = async (brand: string, query: string) => new Map((await menu(brand, query)).map((service) => [service.serviceId, service.pricing]));

const NEXON_PETROL = 'car.tata.nexon.smart';
const SPLENDOR = '2w.hero-motocorp.splendor-plus.kick-start-drum';
/** Hyderabad: the only workshop within 100 km takes cars only. */
const HYDERABAD = 'latitude=17.44&longitude=78.35';
const BENGALURU = 'latitude=12.9756&longitude=77.6066';

describe('recommended services (customer spec section 2, dashboard)', () => {
  it('a short list for the vehicle, priced for it as the menu prices it: the brand’s pick first, then one of each kind', async () => {
    const list = await recommended('servicebay', `?catalogVehicleId=${NEXON_PETROL}`);
    expect(list).toHaveLength(RECOMMENDED_SERVICES_LIMIT);
    expect(list.every((service) => service.recommended)).toBe(true);
    expect(typesOf(list)).toEqual(new Set(['car']));
    expect(list[0]).toMatchObject({ displayName: 'Standard Service', reason: 'brand' });
    expect(list.map((service) => service.displayName)).toContain('AC Service');
    expect(new Set(list.map((service) => service.category)).size).toBe(list.length);
    expect(list.some((service) => service.partId !== null)).toBe(false);
    const prices = await menuPrices('servicebay', `?catalogVehicleId=${NEXON_PETROL}`);
    for (const service of list) {
      expect(service.pricing, service.displayName).toEqual(prices.get(service.serviceId));
      expect(service.pricing!.model).toBe('fixed');
    }
  });

  it('a bike’s list is of two-wheeler services; the bike brand recommends two-wheeler services only, whatever vehicle is sent', async () => {
    const bike = await recommended('servicebay', `?catalogVehicleId=${SPLENDOR}`);
    expect(typesOf(bike)).toEqual(new Set(['two-wheeler']));
    expect(bike[0]).toMatchObject({ displayName: 'Bike General Service', reason: 'brand' });
    for (const query of ['', `?catalogVehicleId=${NEXON_PETROL}`]) {
      expect(typesOf(await recommended('throttle', query)), query).toEqual(new Set(['two-wheeler']));
    }
    expect(await recommended('throttle', '?vehicleType=car')).toEqual([]);
  });

  it('without a vehicle, the kinds of vehicle the workshops near the customer take; anywhere else, every kind the brand serves', async () => {
    expect(typesOf(await recommended('servicebay', `?${HYDERABAD}`))).toEqual(new Set(['car']));
    const nowhere = await recommended('servicebay', '?latitude=-60&longitude=-120', { 'accept-language': 'en' });
    const everyKind = await recommended('servicebay');
    expect(nowhere).toEqual(everyKind);
    expect(everyKind.every((service) => service.pricing?.model === 'startingFrom')).toBe(true);
  });

  it('is kept per rounded position: customers a few streets apart share one answer', async () => {
    const here = await ask('servicebay', `/api/catalog/recommended-services?${BENGALURU}`);
    const nextStreet = await ask('servicebay', '/api/catalog/recommended-services?latitude=12.9712&longitude=77.6101');
    expect(here.headers.etag).toBeTruthy();
    expect(nextStreet.headers.etag).toBe(here.headers.etag);
    const again = await ask('servicebay', `/api/catalog/recommended-services?${BENGALURU}`, { 'if-none-match': String(here.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('shows no prices for a brand that hides them, reads in Arabic, and refuses half a position', async () => {
    const hidden = await recommended('fleethub', `?catalogVehicleId=${NEXON_PETROL}`);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((service) => service.pricing === null)).toBe(true);
    const arabic = await recommended('sahara', '', { 'accept-language': 'ar' });
    expect(arabic[0]!.displayName).toMatch(/[\u0600-\u06FF]/);
    const half = await ask('servicebay', '/api/catalog/recommended-services?latitude=12.97');
    expect(half.statusCode).toBe(400);
    expect(half.json().error).toMatchObject({ code: 'request/invalid', field: 'longitude' });
  });
});

describe('a workshop’s services (GET /workshop/servicesByWorkshop)', () => {
  it('a workshop offers the brand’s services of the vehicle types it takes: a cars-only centre no bike service', async () => {
    const all = await workshops('servicebay');
    const takingBikes = new Set((await workshops('servicebay', '&vehicleType=two-wheeler')).map((workshop) => workshop.workshopId));
    const carsOnly = all.find((workshop) => !takingBikes.has(workshop.workshopId))!;
    const both = all.find((workshop) => takingBikes.has(workshop.workshopId))!;
    expect(typesOf(await byWorkshop('servicebay', `?workshopId=${carsOnly.workshopId}`))).toEqual(new Set(['car']));
    const everything = await byWorkshop('servicebay', `?workshopId=${both.workshopId}`);
    expect(everything.map((service) => service.serviceId)).toEqual((await menu('servicebay')).map((service) => service.serviceId));
    // A bike at a cars-only centre: nothing to offer.
    expect(await byWorkshop('servicebay', `?workshopId=${carsOnly.workshopId}&catalogVehicleId=${SPLENDOR}`)).toEqual([]);
  });

  it('prices for the customer’s vehicle as the menu does, and searches by name; the position changes nothing', async () => {
    const [workshop] = await workshops('servicebay');
    const services = await byWorkshop('servicebay', `?workshopId=${workshop!.workshopId}&catalogVehicleId=${NEXON_PETROL}&${BENGALURU}&make=Tata&model=Nexon`);
    expect(typesOf(services)).toEqual(new Set(['car']));
    const prices = await menuPrices('servicebay', `?catalogVehicleId=${NEXON_PETROL}`);
    for (const service of services) expect(service.pricing, service.displayName).toEqual(prices.get(service.serviceId));
    const found = await byWorkshop('servicebay', `?workshopId=${workshop!.workshopId}&searchString=ac%20serv`);
    expect(found.map((service) => service.displayName)).toEqual(['AC Service']);
  });

  it('another brand’s workshop or an unknown one is not found; a bike brand’s workshop offers two-wheeler services only', async () => {
    const [theirs] = await workshops('deccan');
    for (const id of [theirs!.workshopId, randomUUID()]) {
      const response = await ask('servicebay', `/api/workshop/servicesByWorkshop?workshopId=${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error).toMatchObject({ code: 'resource/not-found', message: 'No workshop found' });
    }
    expect((await ask('servicebay', '/api/workshop/servicesByWorkshop?workshopId=not-an-id')).statusCode).toBe(400);
    for (const workshop of await workshops('throttle')) {
      expect(typesOf(await byWorkshop('throttle', `?workshopId=${workshop.workshopId}`))).toEqual(new Set(['two-wheeler']));
    }
  });
});

describe('several services at once (GET /catalog/multi-service)', () => {
  const multi = (brand: string, ids: string[], query = '') => ask(brand, `/api/catalog/multi-service?serviceIdList=${ids.join(',')}${query}`);

  it('answers each service as its own details route does, in the order asked, the same id once', async () => {
    const [first, second, third] = await menu('servicebay', `?catalogVehicleId=${NEXON_PETROL}`);
    const ids = [third!.serviceId, first!.serviceId, second!.serviceId];
    const response = await multi('servicebay', [...ids, first!.serviceId], `&catalogVehicleId=${NEXON_PETROL}&bookingId=${randomUUID()}&make=Tata`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data as TServiceDetails[];
    expect(answer.map((details) => details.service.serviceId)).toEqual(ids);
    for (const details of answer) {
      const one = await data<TServiceDetails>('servicebay', `/api/catalog/service/${details.service.serviceId}?catalogVehicleId=${NEXON_PETROL}`);
      expect(details).toEqual(one);
    }
  });

  it('takes up to 20 services, and refuses more with its own code', async () => {
    const ids = (await menu('servicebay')).map((service) => service.serviceId);
    expect(ids.length).toBeGreaterThan(MAX_SERVICES_AT_ONCE);
    expect((await multi('servicebay', ids.slice(0, MAX_SERVICES_AT_ONCE))).statusCode).toBe(200);
    const tooMany = await multi('servicebay', ids.slice(0, MAX_SERVICES_AT_ONCE + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({ code: 'services/too-many-services', field: 'serviceIdList' });
  });

  it('one id that is not the brand’s service makes it a 404: another brand’s, an unknown one, a car service on the bike brand', async () => {
    const [ours] = await menu('servicebay');
    const [theirs] = await menu('deccan');
    const carService = (await menu('servicebay', '?vehicleType=car'))[0]!;
    const [bikeService] = await menu('throttle');
    for (const [brand, ids] of [
      ['servicebay', [ours!.serviceId, theirs!.serviceId]],
      ['servicebay', [randomUUID()]],
      ['throttle', [bikeService!.serviceId, carService.serviceId]],
    ] as const) {
      const response = await multi(brand, [...ids]);
      expect(response.statusCode, `${brand} ${ids.join(',')}`).toBe(404);
      expect(response.json().error.code).toBe('resource/not-found');
    }
    for (const list of ['', 'not-an-id', ',,']) expect((await multi('servicebay', [list])).statusCode, list).toBe(400);
  });
});
