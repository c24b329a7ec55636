import { greatCircleKm, NEARBY_RADIUS_KM, type TService, type TWorkshop } from '@servicebay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { POSITION_GRID_DEGREES, snappedPosition } from './workshop-answers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Where = { latitude: number; longitude: number };
/** Customers at Bengaluru's MG Road and at Mumbai's Andheri. */
const MG_ROAD: Where = { latitude: 12.9756, longitude: 77.6066 };
const ANDHERI: Where = { latitude: 19.1136, longitude: 72.8697 };
const at = ({ latitude, longitude }: Where) => `latitude=${latitude}&longitude=${longitude}`;

const get = (brand: string, url: string, headers: Record<string, string> = {}) => onBrand(t.app, brand)({ method: 'GET', url, headers });
const list = (response: { json: () => { data: unknown } }) => response.json().data as TWorkshop[];
const firstCarService = async (brand: string) =>
  ((await get(brand, '/api/workshop/services?vehicleType=car')).json().data as TService[]).find((service) => service.vehicleType === 'car')!;

describe('workshop lists kept per brand and position (decision 0024)', () => {
  it('answers the same position cell with the same kept answer, revalidated by ETag', async () => {
    const service = await firstCarService('servicebay');
    const url = (where: Where) => `/api/catalog/workshopsByService?serviceId=${service.serviceId}&${at(where)}&radius=${NEARBY_RADIUS_KM}`;
    const first = await get('servicebay', url(MG_ROAD));
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('servicebay', url(MG_ROAD), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A step inside the same ~100 m cell is the same answer; a cell away is another.
    const near = { latitude: MG_ROAD.latitude + POSITION_GRID_DEGREES / 5, longitude: MG_ROAD.longitude + POSITION_GRID_DEGREES / 5 };
    expect(snappedPosition(near)).toEqual(snappedPosition(MG_ROAD));
    expect((await get('servicebay', url(near), { 'if-none-match': etag })).statusCode).toBe(304);
    const away = { latitude: MG_ROAD.latitude + 3 * POSITION_GRID_DEGREES, longitude: MG_ROAD.longitude };
    expect((await get('servicebay', url(away), { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('makes a new answer once a workshop changes', async () => {
    const url = `/api/catalog/workshops?${at(MG_ROAD)}&pageSize=100`;
    const before = await get('servicebay', url);
    const target = list(before).find((workshop) => !workshop.recommended)!;
    const brand = (await t.app.services.brands.bySlug('servicebay'))!;
    await t.app.services.workshops.update(brand, target.workshopId, { promotionalText: 'Free wash this week', recommended: true });

    const after = await get('servicebay', url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    const changed = list(after).find((workshop) => workshop.workshopId === target.workshopId)!;
    expect(changed).toMatchObject({ promotionalText: 'Free wash this week', recommended: true });
    // Now recommended, it moved up among the recommended ones, which the database still orders by distance.
    const recommended = list(after).filter((workshop) => workshop.recommended);
    expect(recommended.map((workshop) => workshop.workshopId)).toContain(target.workshopId);
    expect(recommended.map((workshop) => workshop.distance)).toEqual(recommended.map((workshop) => workshop.distance).sort((a, b) => a! - b!));
    // The one workshop's page is a new answer too.
    const one = await get('servicebay', `/api/catalog/workshops/${target.workshopId}`);
    expect((one.json().data as TWorkshop).promotionalText).toBe('Free wash this week');
  });

  it('never gives another brand this brand’s kept answer, for the same query', async () => {
    const url = `/api/catalog/workshops?${at(MG_ROAD)}&pageSize=100`;
    const ours = await get('servicebay', url);
    const theirs = await get('quickfix', url);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers.etag).not.toBe(ours.headers.etag);
    const ourIds = new Set(list(ours).map((workshop) => workshop.workshopId));
    expect(list(theirs).length).toBeGreaterThan(0);
    expect(list(theirs).some((workshop) => ourIds.has(workshop.workshopId))).toBe(false);
    expect(list(theirs).some((workshop) => workshop.displayTitle.startsWith('QuickFix'))).toBe(true);
    expect(list(theirs).some((workshop) => workshop.displayTitle.startsWith('ServiceBay'))).toBe(false);
    // Our service, asked on their host after our answer was kept, is not theirs.
    const service = await firstCarService('servicebay');
    const byService = `/api/catalog/workshopsByService?serviceId=${service.serviceId}&${at(MG_ROAD)}`;
    expect((await get('servicebay', byService)).statusCode).toBe(200);
    expect((await get('quickfix', byService)).statusCode).toBe(404);
  });

  it('orders each position’s answer by the distance the database measured from it', async () => {
    const fromBengaluru = list(await get('deccan', `/api/catalog/workshops?${at(MG_ROAD)}&pageSize=100`));
    const fromMumbai = list(await get('deccan', `/api/catalog/workshops?${at(ANDHERI)}&pageSize=100`));
    expect(fromMumbai.map((workshop) => workshop.workshopId)).not.toEqual(fromBengaluru.map((workshop) => workshop.workshopId));
    for (const [where, answer] of [
      [ANDHERI, fromMumbai],
      [MG_ROAD, fromBengaluru],
    ] as const) {
      const cell = snappedPosition(where)!;
      for (const recommended of [true, false]) {
        const group = answer.filter((workshop) => workshop.recommended === recommended);
        expect(group.map((workshop) => workshop.distance)).toEqual(group.map((workshop) => workshop.distance).sort((a, b) => a! - b!));
      }
      for (const workshop of answer) expect(workshop.distance).toBeCloseTo(greatCircleKm(cell, workshop), 1);
    }
    // The nearest ordinary workshop to Andheri is in Mumbai, and to MG Road in Bengaluru.
    expect(fromMumbai.find((workshop) => !workshop.recommended)!.city).toBe('Mumbai');
    expect(fromBengaluru.find((workshop) => !workshop.recommended)!.city).toBe('Bengaluru');
  });
});
