import { EARTH_RADIUS_KM, type TService, type TStaffSession, type TWorkshop } from '@servicebay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCart, homeNear, openSlotOf, ownVisitAt, type Place } from '../../../test/booking-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { addAddress, addVehicle, signedInCustomer } from '../../../test/garage-factories';
import { asStaff, demoStaff } from '../../../test/staff-factories';

const BRAND = 'servicebay';
let t: TestApp;
let owner: TStaffSession;
let workshop: TWorkshop;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, BRAND, 'owner');
  workshop = ((await onBrand(t.app, BRAND)({ method: 'GET', url: '/api/catalog/workshops' })).json().data as TWorkshop[])[0]!;
});
afterAll(() => t.close());

/** A place `km` due north of the workshop: along a meridian the great-circle distance is exactly that. */
const north = (km: number): Place => ({ latitude: workshop.latitude + (km / EARTH_RADIUS_KM) * (180 / Math.PI), longitude: workshop.longitude });
const setRadius = async (pickupRadiusKm: number) => {
  const answer = await asStaff(
    t.app,
    BRAND,
    owner,
  )({ method: 'PATCH', url: `/api/staff/workshops/${workshop.workshopId}/settings`, payload: { pickupRadiusKm } });
  expect(answer.statusCode, answer.body).toBe(200);
};
const errorOf = (answer: { statusCode: number; json: () => { error?: { code: string; message: string; field?: string } } }) => ({
  status: answer.statusCode,
  ...answer.json().error,
});

/** A customer with a vehicle, an address and the menu's first service in the cart at the workshop. */
async function customerReadyToBook() {
  const { token, call } = await signedInCustomer(t.app, BRAND);
  const vehicle = await addVehicle(t.app, BRAND, token);
  await addAddress(t.app, BRAND, token);
  const [service] = (await call({ method: 'GET', url: '/api/workshop/services' })).json().data as TService[];
  await call({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId: service!.serviceId, workshopId: workshop.workshopId } });
  const slot = await openSlotOf(t.app, BRAND, workshop.workshopId);
  /** Pickup from `pickup`, drop back at `dropoff` (the same place unless given). */
  const bookPickup = (pickup: Place, dropoff: Place = pickup) => {
    const payload = ownVisitAt(vehicle.did, slot, true, pickup);
    return call({
      method: 'POST',
      url: '/api/transaction/bookings',
      payload: { ...payload, pickupDropoffData: { ...payload.pickupDropoffData, dropoffLocation: { profileLocationName: 'Office', ...dropoff } } },
    });
  };
  const bookOwnVisit = (from: Place) => bookCart(t.app, BRAND, token, vehicle.did, slot, undefined, false, from);
  return { call, bookPickup, bookOwnVisit };
}

describe('pickup only where the workshop picks up (issue 26 item 15)', () => {
  it('books a pickup inside the radius and exactly at it; refuses one beyond, naming the radius, with nothing booked', async () => {
    await setRadius(10);
    const beyond = await customerReadyToBook();
    expect(errorOf(await beyond.bookPickup(north(503)))).toEqual({
      status: 400,
      code: 'bookings/beyond-pickup-radius',
      title: 'Beyond pickup area',
      message: 'This workshop picks up within 10 km. Choose a nearer address or visit the workshop yourself.',
      field: 'pickupDropoffData.pickupLocation',
    });
    expect(errorOf(await beyond.bookPickup(north(10.05))).code).toBe('bookings/beyond-pickup-radius');
    // The cart is whole: the customer may still visit the workshop themselves from there.
    expect((await beyond.bookOwnVisit(north(503))).statusCode).toBe(200);

    expect((await (await customerReadyToBook()).bookPickup(north(3))).statusCode).toBe(200);
    const atTheEdge = await (await customerReadyToBook()).bookPickup(north(10));
    expect(atTheEdge.statusCode, atTheEdge.body).toBe(200);
  });

  it('judges the drop-off place too', async () => {
    await setRadius(10);
    const shopper = await customerReadyToBook();
    expect(errorOf(await shopper.bookPickup(north(2), north(40)))).toMatchObject({
      status: 400,
      code: 'bookings/beyond-pickup-radius',
      field: 'pickupDropoffData.dropoffLocation',
    });
  });

  it('a radius of 0: the workshop does not pick up at all, not even next door; own visits still book', async () => {
    await setRadius(0);
    const shopper = await customerReadyToBook();
    expect(errorOf(await shopper.bookPickup(homeNear(workshop)))).toMatchObject({
      status: 400,
      code: 'bookings/beyond-pickup-radius',
      message: 'This workshop does not pick up vehicles. Visit the workshop yourself.',
    });
    expect((await shopper.bookOwnVisit(homeNear(workshop))).statusCode).toBe(200);
    await setRadius(10);
  });

  it('a booked pickup moves only to places within the radius', async () => {
    await setRadius(10);
    const shopper = await customerReadyToBook();
    const booked = await shopper.bookPickup(north(2));
    const bookingId = booked.json().data[0].bookingId as string;
    const move = (pickupDropoffData: object) => shopper.call({ method: 'PATCH', url: `/api/transaction/booking/${bookingId}`, payload: { pickupDropoffData } });
    const far = { profileLocationName: 'Far away', ...north(60) };
    expect(errorOf(await move({ pickupLocation: far }))).toMatchObject({ status: 400, field: 'pickupDropoffData.pickupLocation' });
    expect(errorOf(await move({ dropoffLocation: far }))).toMatchObject({ status: 400, field: 'pickupDropoffData.dropoffLocation' });
    const near = await move({ dropoffLocation: { profileLocationName: 'Office', ...north(6) } });
    expect(near.statusCode, near.body).toBe(200);
  });

  it('the workshop list says, for the address given, whether each workshop picks up from there', async () => {
    await setRadius(10);
    const list = async (from: Place) =>
      (await onBrand(t.app, BRAND)({ method: 'GET', url: `/api/catalog/workshops?latitude=${from.latitude}&longitude=${from.longitude}&pageSize=100` })).json()
        .data as TWorkshop[];
    const near = (await list(north(3))).find((one) => one.workshopId === workshop.workshopId)!;
    expect(near).toMatchObject({ pickupRadiusKm: 10, picksUpHere: true });
    const far = (await list(north(30))).find((one) => one.workshopId === workshop.workshopId)!;
    expect(far).toMatchObject({ pickupRadiusKm: 10, picksUpHere: false });
    // Every workshop's answer agrees with its own radius and distance.
    for (const one of await list(north(3))) expect(one.picksUpHere).toBe(one.pickupRadiusKm > 0 && one.distance! <= one.pickupRadiusKm + 0.1);
    // Without a position there is nothing to say.
    const anywhere = (await onBrand(t.app, BRAND)({ method: 'GET', url: `/api/catalog/workshops/${workshop.workshopId}` })).json().data as TWorkshop;
    expect(anywhere).toMatchObject({ pickupRadiusKm: 10, picksUpHere: null });
    const from = north(30);
    const detail = await onBrand(
      t.app,
      BRAND,
    )({
      method: 'GET',
      url: `/api/catalog/workshops/${workshop.workshopId}?latitude=${from.latitude}&longitude=${from.longitude}`,
    });
    expect(detail.json().data).toMatchObject({ picksUpHere: false });
  });
});
