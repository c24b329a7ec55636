import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBooking, TBookingCreated, TCart, TService, TServiceDetails, TStaffSession } from '@servicebay/domain';
import { dataOf } from '../../../test/billing-factories';
import { bookCart, openSlotOf } from '../../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addAddress, addVehicle, signedInCustomer } from '../../../test/garage-factories';
import { labourDeskAt } from '../../../test/labour-factories';
import { demoStaff } from '../../../test/staff-factories';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
});
afterAll(() => t.close());

describe('online labour catalogue (issue 29 part 6)', () => {
  it("prices a service at a published workshop at its own price for the vehicle's segment, at once, and never a booking made before", async () => {
    const { token, call } = await signedInCustomer(t.app, 'servicebay');
    const vehicle = await addVehicle(t.app, 'servicebay', token);
    await addAddress(t.app, 'servicebay', token);
    const servicesAt = async (workshopId: string) =>
      dataOf<TService[]>(
        await call({
          method: 'GET',
          url: `/api/workshop/servicesByWorkshop?workshopId=${workshopId}&catalogVehicleId=${encodeURIComponent(vehicle.catalogVehicleId!)}`,
        }),
      );
    const priceAt = async (workshopId: string, serviceId: string) =>
      (await servicesAt(workshopId)).find((service) => service.serviceId === serviceId)?.pricing?.amount;
    // The service's own screen, asked at a workshop (from its menu, or the cart's) or at none.
    const detailsAsked = (serviceId: string, workshopId?: string) =>
      call({
        method: 'GET',
        url: `/api/catalog/service/${serviceId}?catalogVehicleId=${encodeURIComponent(vehicle.catalogVehicleId!)}${workshopId ? `&workshopId=${workshopId}` : ''}`,
      });
    const detailsPriceAt = async (serviceId: string, workshopId?: string) => dataOf<TServiceDetails>(await detailsAsked(serviceId, workshopId)).pricing?.amount;

    // One of the owner's workshops that takes the customer's vehicle, and a service of the menu priced for it.
    const taking: { workshopId: string; service: TService }[] = [];
    for (const { workshopId } of owner.staff.workshops) {
      const service = (await servicesAt(workshopId)).find((each) => each.pricing);
      if (service) taking.push({ workshopId, service });
    }
    const { service, workshopId } = taking[0]!;
    const desk = labourDeskAt(t.app, 'servicebay', owner, workshopId);
    const { operationId, vehicleSegmentId } = await desk.small({ rate: 600, hours: 1.5, vehicleType: vehicle.vehicleType });
    const menuPrice = service.pricing!.amount;
    await desk.call('PUT', '/online-services', { serviceId: service.serviceId, operationId, parts: [{ vehicleSegmentId, amount: 250 }] });
    // Not published yet: the brand's menu price.
    expect(await priceAt(desk.workshopId, service.serviceId)).toBe(menuPrice);

    await desk.call('PUT', '/publish', { isPublished: true });
    expect(await priceAt(desk.workshopId, service.serviceId)).toBe(900 + 250);
    expect(await detailsPriceAt(service.serviceId, desk.workshopId)).toBe(900 + 250);
    expect(await detailsPriceAt(service.serviceId)).toBe(menuPrice);
    // Another of the brand's workshops, unpublished, keeps the menu price.
    expect(taking.length).toBeGreaterThan(1);
    expect(await priceAt(taking[1]!.workshopId, service.serviceId)).toBe(menuPrice);

    const cart = dataOf<TCart>(
      await call({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId: service.serviceId, workshopId: desk.workshopId } }),
    );
    expect(cart.items[0]!.defaultPrice?.amount).toBe(1150);
    const booked = await bookCart(t.app, 'servicebay', token, vehicle.did, await openSlotOf(t.app, 'servicebay', desk.workshopId));
    expect(booked.statusCode, booked.body).toBe(200);
    const bookingId = (booked.json().data as TBookingCreated)[0]!.bookingId;
    const bookedPrice = async () => dataOf<TBooking>(await call({ method: 'GET', url: `/api/transaction/booking/${bookingId}` })).items[0]!.pricing.amount;
    expect(await bookedPrice()).toBe(1150);

    await desk.call('POST', '/updates', { target: 'operation', ids: [operationId], basis: 'percentage', value: 10 });
    expect(await priceAt(desk.workshopId, service.serviceId)).toBe(990 + 250);
    expect(await detailsPriceAt(service.serviceId, desk.workshopId)).toBe(990 + 250);
    expect(await bookedPrice()).toBe(1150);

    await desk.call('PUT', '/publish', { isPublished: false });
    expect(await priceAt(desk.workshopId, service.serviceId)).toBe(menuPrice);
    expect(await detailsPriceAt(service.serviceId, desk.workshopId)).toBe(menuPrice);

    // Another brand's workshop is not one to price at: not found, and nothing of its catalogue shown.
    const foreign = (await demoStaff(t.app, 'pearl', 'owner')).staff.workshops[0]!.workshopId;
    const refused = await detailsAsked(service.serviceId, foreign);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.field).toBe('workshopId');
  });
});
