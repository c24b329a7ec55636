import { randomUUID } from 'node:crypto';
import { addDays, calendarDateIn, type TBooking, type TBookingCreated, type TCart, type TService, type TWorkshop } from '@servicebay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCart, moveBooking, openSlotOf, ownVisitAt, type OpenSlot } from '../../../test/booking-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { signInAsGuest } from '../../../test/factories';
import { addAddress, addVehicle, signedInCustomer } from '../../../test/garage-factories';
import { workshopSlots } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const menuOf = async (brand: string) => (await onBrand(t.app, brand)({ method: 'GET', url: '/api/workshop/services' })).json().data as TService[];
const firstWorkshop = async (brand: string) => ((await onBrand(t.app, brand)({ method: 'GET', url: '/api/catalog/workshops' })).json().data as TWorkshop[])[0]!;

/** A customer of `brand` with a vehicle, an address and a cart of the menu's first two services at the brand's first workshop. */
async function customerWithCart(brand = 'servicebay', { atWorkshop = true } = {}) {
  const { token, call } = await signedInCustomer(t.app, brand);
  const vehicle = await addVehicle(t.app, brand, token);
  await addAddress(t.app, brand, token);
  const workshop = await firstWorkshop(brand);
  const [first, second] = await menuOf(brand);
  const workshopId = atWorkshop ? workshop.workshopId : undefined;
  // The prices the app sends are not the booking's: the catalogue's are.
  for (const service of [first!, second!]) {
    const added = await call({
      method: 'POST',
      url: '/api/transaction/cart/items',
      payload: { serviceId: service.serviceId, workshopId, appliedPrice: { amount: 1 } },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  const cart = async () => (await call({ method: 'GET', url: '/api/transaction/cart' })).json().data as TCart;
  const book = (slot: OpenSlot, retryKey?: string) => bookCart(t.app, brand, token, vehicle.did, slot, retryKey);
  const booking = async (bookingId: string) => (await call({ method: 'GET', url: `/api/transaction/booking/${bookingId}` })).json().data as TBooking;
  return { token, call, vehicle, workshop, cart, book, booking };
}

const idOf = (response: { json: () => { data: TBookingCreated } }) => response.json().data[0]!.bookingId;
const failure = (response: { statusCode: number; json: () => { error?: { message: string } } }) => [response.statusCode, response.json().error?.message];

describe('booking the cart (customer spec sections 3 to 5)', () => {
  it('books the cart at the catalogue’s prices into the slot, empties the cart and clears the chosen workshop', async () => {
    const shopper = await customerWithCart();
    const before = await shopper.cart();
    await shopper.call({ method: 'PATCH', url: '/api/users/me/settings', payload: { workshopId: shopper.workshop.workshopId, remindersEnabled: false } });
    const slot = await openSlotOf(t.app, 'servicebay', shopper.workshop.workshopId);
    const response = await shopper.book(slot);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([{ bookingId: expect.any(String), orderId: null }]);

    const booking = await shopper.booking(idOf(response));
    expect(booking).toMatchObject({
      status: 'InProgress',
      appointmentStatus: 'booked',
      deleted: false,
      userVehicleId: shopper.vehicle.did,
      workshopId: shopper.workshop.workshopId,
      workshopName: shopper.workshop.displayTitle,
      isPickupRequired: false,
      customerName: 'CUSTOMER (NEW SERVICE)',
      pickupDropoffData: { pickupDate: slot.date, pickupSlot: { startTime: slot.startTime, endTime: slot.endTime }, dropoffLocation: null },
    });
    expect(booking.bookingCode).toMatch(/^BK[0-9A-F]{8}$/);
    expect(booking.items.map((item) => [item.serviceId, item.pricing.amount])).toEqual(before.items.map((item) => [item.serviceId, item.appliedPrice!.amount]));
    expect(booking.estimate).toMatchObject({ totalEstimated: before.estimate.totalEstimated, discount: 0, advancePayment: before.estimate.advancePayment });
    // The slot on the workshop's clock (Asia/Kolkata, UTC+05:30), kept as instants.
    expect(booking.startTime).toBe(new Date(`${slot.date}T${slot.startTime}:00+05:30`).toISOString());
    expect(booking.endTime).toBe(new Date(`${slot.date}T${slot.endTime}:00+05:30`).toISOString());
    // The timeline starts Booked; every other event waits for the workshop.
    expect(booking.events.find((event) => event.name === 'Booked')!.updatedAt).not.toBeNull();
    expect(booking.events.filter((event) => event.name !== 'Booked').every((event) => event.updatedAt === null)).toBe(true);

    expect((await shopper.cart()).items).toEqual([]);
    const settings = (await shopper.call({ method: 'GET', url: '/api/users/me/settings' })).json().data;
    // Only the chosen workshop is spent: the customer's other settings stay as they were.
    expect(settings).toMatchObject({ workshopId: null, remindersEnabled: false, notificationsEnabled: true });
    const list = (await shopper.call({ method: 'GET', url: '/api/transaction/bookings' })).json().data as TBooking[];
    expect(list.map((item) => item.bookingId)).toEqual([booking.bookingId]);
  });

  it('a retry with the same Idempotency-Key answers the same booking and takes one place, also when both arrive at once', async () => {
    const shopper = await customerWithCart();
    const slot = await openSlotOf(t.app, 'servicebay', shopper.workshop.workshopId);
    const key = randomUUID();
    const [first, second] = await Promise.all([shopper.book(slot, key), shopper.book(slot, key)]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
    expect(idOf(second)).toBe(idOf(first));
    const third = await shopper.book(slot, key);
    expect(idOf(third)).toBe(idOf(first));
    const list = (await shopper.call({ method: 'GET', url: '/api/transaction/bookings' })).json().data as TBooking[];
    expect(list).toHaveLength(1);
    // Without a key, a second Book finds the cart already booked.
    expect(failure(await shopper.book(slot))).toEqual([400, 'Add a service before booking']);
  });

  it('two tabs booking one cart at once, without a key, make one booking: the other is told, and the cart ends empty', async () => {
    const shopper = await customerWithCart();
    const slot = await openSlotOf(t.app, 'servicebay', shopper.workshop.workshopId);
    const answers = await Promise.all([shopper.book(slot), shopper.book(slot)]);
    const [won, ...others] = answers.filter((answer) => answer.statusCode === 200);
    expect(others, 'one booking').toEqual([]);
    const lost = answers.find((answer) => answer !== won);
    // Taken after the first committed, the cart is empty; taken while it ran, the cart is not what was priced.
    expect([
      [400, 'Add a service before booking'],
      [409, 'Your cart changed while booking. Please check it and book again'],
    ]).toContainEqual(failure(lost!));
    expect((await shopper.cart()).items).toEqual([]);
    const list = (await shopper.call({ method: 'GET', url: '/api/transaction/bookings' })).json().data as TBooking[];
    expect(list.map((booking) => booking.bookingId)).toEqual([idOf(won!)]);
    expect(list[0]!.items).toHaveLength(2);
  });

  it('the last place of a slot goes to one customer: "all service slots full" for the next, with nothing lost', async () => {
    const workshop = await firstWorkshop('servicebay');
    const slot = await openSlotOf(t.app, 'servicebay', workshop.workshopId);
    const brandId = (await t.app.services.brands.bySlug('servicebay'))!.id;
    // Every place but one already taken.
    await t.database.db
      .insert(workshopSlots)
      .values({ brandId, workshopId: workshop.workshopId, slotDate: slot.date, startTime: slot.startTime, capacity: 3, booked: 2 })
      .onConflictDoUpdate({ target: [workshopSlots.workshopId, workshopSlots.slotDate, workshopSlots.startTime], set: { booked: 2, capacity: 3 } });
    const [one, two] = await Promise.all([customerWithCart(), customerWithCart()]);
    const answers = await Promise.all([one.book(slot), two.book(slot)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error.message).toBe('all service slots full');
    const loser = answers[0] === refused ? one : two;
    expect((await loser.cart()).items).toHaveLength(2);
    const [row] = await t.database.db
      .select({ booked: workshopSlots.booked })
      .from(workshopSlots)
      .where(and(eq(workshopSlots.workshopId, workshop.workshopId), eq(workshopSlots.slotDate, slot.date), eq(workshopSlots.startTime, slot.startTime)));
    expect(row!.booked).toBe(3);
  });

  it('says what is missing: a workshop, a location, a slot of the day, a day to come; a guest signs in first', async () => {
    const noWorkshop = await customerWithCart('servicebay', { atWorkshop: false });
    const workshop = await firstWorkshop('servicebay');
    const slot = await openSlotOf(t.app, 'servicebay', workshop.workshopId);
    expect(failure(await noWorkshop.book(slot))).toEqual([400, 'select workshop to continue']);

    const shopper = await customerWithCart();
    const post = (payload: object) => shopper.call({ method: 'POST', url: '/api/transaction/bookings', payload });
    const base = ownVisitAt(shopper.vehicle.did, slot);
    expect(failure(await post({ ...base, pickupDropoffData: { ...base.pickupDropoffData, pickupLocation: null } }))).toEqual([
      400,
      'Please indicate your location',
    ]);
    expect(failure(await post({ ...base, isPickupRequired: true }))).toEqual([400, 'Please indicate your location']);
    expect(failure(await post({ ...base, pickupDropoffData: { ...base.pickupDropoffData, pickupSlot: { startTime: '09:30', endTime: '10:30' } } }))).toEqual([
      400,
      'select convenient time slot',
    ]);
    const today = calendarDateIn('Asia/Kolkata', t.clock.now());
    expect(failure(await post({ ...base, pickupDropoffData: { ...base.pickupDropoffData, pickupDate: addDays(today, -1) } }))).toEqual([400, 'invalid date']);
    expect((await post({ ...base, pickupDropoffData: { ...base.pickupDropoffData, pickupDate: 'tomorrow' } })).statusCode).toBe(400);
    // Nothing was booked by the refusals: the cart is whole.
    expect((await shopper.cart()).items).toHaveLength(2);

    const guest = await signInAsGuest(t.app, 'servicebay');
    const asGuest = await bookCart(t.app, 'servicebay', guest.accessToken, shopper.vehicle.did, slot);
    expect(failure(asGuest)).toEqual([403, 'Please sign in to book a service']);
  });

  it('another customer, or another brand, finds no booking of someone else’s', async () => {
    const shopper = await customerWithCart();
    const booked = await shopper.book(await openSlotOf(t.app, 'servicebay', shopper.workshop.workshopId));
    const bookingId = idOf(booked);
    const other = await signedInCustomer(t.app, 'servicebay');
    expect((await other.call({ method: 'GET', url: `/api/transaction/booking/${bookingId}` })).statusCode).toBe(404);
    expect((await other.call({ method: 'GET', url: '/api/transaction/bookings' })).json().data).toEqual([]);
    // Their own vehicle is the only one they can book.
    const otherVehicle = await addVehicle(t.app, 'servicebay', other.token);
    expect(otherVehicle.did).not.toBe(shopper.vehicle.did);
    const withSomeoneElsesVehicle = await bookCart(
      t.app,
      'servicebay',
      other.token,
      shopper.vehicle.did,
      await openSlotOf(t.app, 'servicebay', shopper.workshop.workshopId),
    );
    expect(withSomeoneElsesVehicle.statusCode).toBe(404);
    const elsewhere = await signedInCustomer(t.app, 'marina');
    expect((await elsewhere.call({ method: 'GET', url: `/api/transaction/booking/${bookingId}` })).statusCode).toBe(404);
  });

  it('moves along its timeline as the workshop works its job card; handing back completes it; a cancelled booking gives its place back', async () => {
    const shopper = await customerWithCart();
    // Two customers book this slot: it needs two places.
    const slot = await openSlotOf(t.app, 'servicebay', shopper.workshop.workshopId, { places: 2 });
    const bookingId = idOf(await shopper.book(slot));
    const done = async () => (await shopper.booking(bookingId)).events.filter((event) => event.updatedAt !== null).map((event) => event.name);
    expect((await moveBooking(t.app, 'servicebay', bookingId, 'Work-In-Progress')).statusCode).toBe(200);
    // The hidden steps (the workshop's acceptance, the car in the workshop) are done too; the app does not show them.
    expect(await done()).toEqual(['Booked', 'Confirmed', 'Dropped at Garage', 'Work-In-Progress']);
    // Another brand's workshop finds nothing of it.
    expect((await moveBooking(t.app, 'marina', bookingId, 'Ready for Delivery')).statusCode).toBe(404);
    expect((await moveBooking(t.app, 'servicebay', bookingId, 'Delivered')).statusCode).toBe(200);
    expect(await shopper.booking(bookingId)).toMatchObject({ status: 'Completed', deleted: true });
    expect(failure(await moveBooking(t.app, 'servicebay', bookingId, 'Cancelled'))).toEqual([409, 'This step is not allowed now']);

    const other = await customerWithCart();
    // A day with no place left answers 'all service slots full' (no slots): none remaining.
    const remaining = async () => {
      const answer = await onBrand(
        t.app,
        'servicebay',
      )({ method: 'GET', url: `/api/transaction/calendar/available-slots?workshopId=${other.workshop.workshopId}&date=${slot.date}` });
      const slots = answer.statusCode === 200 ? (answer.json().data as { startTime: string; remaining: number }[]) : [];
      return slots.find((open) => open.startTime === slot.startTime)?.remaining ?? 0;
    };
    const before = await remaining();
    const cancelled = idOf(await other.book(slot));
    expect(await remaining()).toBe(before - 1);
    expect((await moveBooking(t.app, 'servicebay', cancelled, 'Cancelled', 'Customer unreachable')).statusCode).toBe(200);
    expect(await other.booking(cancelled)).toMatchObject({ status: 'Cancelled', deleted: true, remarks: 'Customer unreachable' });
    expect(await remaining()).toBe(before);
    // Only the workshop's staff move a booking: its customer's token is no sign-in there.
    const staffRoute = `/api/staff/workshops/${other.workshop.workshopId}/bookings/${cancelled}/accept`;
    expect((await other.call({ method: 'POST', url: staffRoute })).statusCode).toBe(401);
  });
});
