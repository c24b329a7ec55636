import { greatCircleKm, NEARBY_RADIUS_KM, travelMinutes, type TService, type TWorkshop, type TWorkshopSegment } from '@servicebay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { snappedPosition } from './workshop-answers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ask = (brand: string, url: string, language = 'en') => onBrand(t.app, brand)({ method: 'GET', url, headers: { 'accept-language': language } });
const data = async <T>(brand: string, url: string, language = 'en'): Promise<T> => {
  const response = await ask(brand, url, language);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
};
const workshops = (brand: string, query = '', language = 'en') => data<TWorkshop[]>(brand, `/api/catalog/workshops${query}`, language);

/** A customer at Bengaluru's MG Road. */
const MG_ROAD = { latitude: 12.9756, longitude: 77.6066 };
const at = (where: { latitude: number; longitude: number }) => `latitude=${where.latitude}&longitude=${where.longitude}`;

describe('workshops near the customer (customer spec sections 2, 7 and 10)', () => {
  it('lists recommended workshops first, each group nearest first, with the distance computed by the database', async () => {
    const list = await workshops('servicebay', `?${at(MG_ROAD)}&pageSize=100`);
    expect(list.length).toBeGreaterThan(5);
    const firstOrdinary = list.findIndex((workshop) => !workshop.recommended);
    expect(list.slice(firstOrdinary).some((workshop) => workshop.recommended)).toBe(false);
    for (const group of [list.slice(0, firstOrdinary), list.slice(firstOrdinary)]) {
      const distances = group.map((workshop) => workshop.distance!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    // Measured from the customer's grid cell (workshop-answers.ts): within 0.1 km of the exact distance.
    const cell = snappedPosition(MG_ROAD)!;
    for (const workshop of list) {
      const expected = greatCircleKm(cell, workshop);
      expect(workshop.distance).toBeCloseTo(expected, 1);
      expect(workshop.duration).toBe(travelMinutes(expected));
      expect(Math.abs(workshop.distance! - greatCircleKm(MG_ROAD, workshop))).toBeLessThanOrEqual(0.15);
    }
  });

  it('Nearby keeps workshops within 100 km; Show all (no radius) keeps the rest', async () => {
    const all = await workshops('servicebay', `?${at(MG_ROAD)}&pageSize=100`);
    const nearby = await workshops('servicebay', `?${at(MG_ROAD)}&radius=${NEARBY_RADIUS_KM}&pageSize=100`);
    expect(nearby.every((workshop) => workshop.distance! <= NEARBY_RADIUS_KM)).toBe(true);
    const far = all.filter((workshop) => workshop.distance! > NEARBY_RADIUS_KM);
    // Mysuru, Mumbai, Delhi, Hyderabad and Pune are all further than 100 km from Bengaluru.
    expect(far.map((workshop) => workshop.city)).toContain('Mysuru');
    expect(nearby.length + far.length).toBe(all.length);
  });

  it('without a position gives no distance, and still puts recommended first', async () => {
    const list = await workshops('servicebay');
    expect(list.every((workshop) => workshop.distance === null && workshop.duration === null)).toBe(true);
    expect(list[0]!.recommended).toBe(true);
  });

  it('pages the list without repeating a workshop', async () => {
    const first = await workshops('servicebay', `?${at(MG_ROAD)}&page=1&pageSize=3`);
    const second = await workshops('servicebay', `?${at(MG_ROAD)}&page=2&pageSize=3`);
    expect(first).toHaveLength(3);
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((workshop) => first.some((other) => other.workshopId === workshop.workshopId))).toBe(false);
  });

  it('lists each market’s workshops in its cities, with its hours, and in Arabic for Arabic readers', async () => {
    const sahara = await workshops('sahara', '', 'ar');
    expect(new Set(sahara.map((workshop) => workshop.city))).toEqual(new Set(['الرياض', 'جدة']));
    expect(sahara.every((workshop) => workshop.timeZone === 'Asia/Riyadh' && !workshop.workingDays.includes('FRI'))).toBe(true);
    expect(sahara.some((workshop) => workshop.displayTitle === 'مركز الملز للسيارات')).toBe(true);
    const pearl = await workshops('pearl');
    expect(pearl.every((workshop) => workshop.timeZone === 'Asia/Bahrain')).toBe(true);
    const marina = await workshops('marina');
    expect(new Set(marina.map((workshop) => workshop.city))).toEqual(new Set(['Dubai', 'Abu Dhabi']));
    const india = await workshops('servicebay');
    expect(india.every((workshop) => workshop.timeZone === 'Asia/Kolkata' && !workshop.workingDays.includes('SUN'))).toBe(true);
    // The brand's own centres carry its name.
    expect(india.some((workshop) => workshop.displayTitle === 'ServiceBay Koramangala')).toBe(true);
  });

  it('a workshop’s page: one of the brand’s workshops with its distance; another brand’s is not found', async () => {
    const [first] = await workshops('servicebay');
    const one = await data<TWorkshop>('servicebay', `/api/catalog/workshops/${first!.workshopId}?${at(MG_ROAD)}`);
    expect(one.workshopId).toBe(first!.workshopId);
    expect(one.distance).toBeCloseTo(greatCircleKm(snappedPosition(MG_ROAD)!, one), 1);
    const response = await ask('quickfix', `/api/catalog/workshops/${first!.workshopId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('resource/not-found');
  });

  it('refuses half a position, a radius without one, and positions off the globe, with a 400 naming the field', async () => {
    for (const query of [
      'latitude=12.9',
      'longitude=77.6',
      'radius=100',
      'latitude=91&longitude=0',
      'latitude=0&longitude=181',
      'latitude=north&longitude=0',
    ]) {
      const response = await ask('servicebay', `/api/catalog/workshops?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().status, query).toBe('FAILURE');
    }
  });
});

describe('workshops that do a service', () => {
  it('lists only workshops that take the service’s kind of vehicle', async () => {
    const menu = await data<TService[]>('servicebay', '/api/workshop/services');
    const bikeService = menu.find((service) => service.vehicleType === 'two-wheeler')!;
    const carService = menu.find((service) => service.vehicleType === 'car')!;
    const all = await workshops('servicebay', '?pageSize=100');
    const forBikes = await data<TWorkshop[]>('servicebay', `/api/catalog/workshopsByService?serviceId=${bikeService.serviceId}&${at(MG_ROAD)}&pageSize=100`);
    const forCars = await data<TWorkshop[]>('servicebay', `/api/catalog/workshopsByService?serviceId=${carService.serviceId}&pageSize=100`);
    expect(forBikes.length).toBeGreaterThan(0);
    expect(forBikes.length).toBeLessThan(all.length);
    expect(forCars).toHaveLength(all.length);
    // The bike brand's workshops all take bikes.
    const throttle = await workshops('throttle', '?pageSize=100');
    expect(throttle.length).toBeGreaterThan(0);
    expect((await ask('throttle', `/api/catalog/workshopsByService?serviceId=${carService.serviceId}`)).statusCode).toBe(404);
  });
});

describe('workshop quality segments', () => {
  it('lists the brand’s segments with what each includes, in the reader’s language', async () => {
    const segments = await data<TWorkshopSegment[]>('deccan', '/api/catalog/workshop-segments');
    expect(segments.map((segment) => segment.name)).toEqual(['standard', 'premium']);
    expect(segments[1]!.features.length).toBeGreaterThan(segments[0]!.features.length);
    const arabic = await data<TWorkshopSegment[]>('deccan', '/api/catalog/workshop-segments', 'ar');
    expect(arabic[1]!.displayName).toBe('ورشة مميزة');
    // Every workshop names one of them.
    const names = new Set(segments.map((segment) => segment.name));
    expect((await workshops('deccan', '?pageSize=100')).every((workshop) => names.has(workshop.quality))).toBe(true);
  });
});
