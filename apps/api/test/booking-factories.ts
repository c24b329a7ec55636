import type { FastifyInstance } from 'fastify';
import type { TAvailableDates, TBooking, TBookingCreated, TBookingState, TOpenSlot, TService, TSession, TVehicle, TWorkshop } from '@servicebay/domain';
import { bookings } from '../src/modules/bookings/bookings.tables';
import { onBrand, type TestApp } from './build-test-app';
import { workshopStep } from './job-card-factories';
import { addAddress, addVehicle, api, signedInCustomer } from './garage-factories';

/**
 * A booking row for a customer's vehicle, written straight to the table: for the garage's rules
 * about a vehicle with bookings, which need a booking in a given state, not a cart booked.
 */
export async function bookingOf(t: TestApp, brand: string, session: TSession, vehicle: TVehicle, state: TBookingState) {
  const brandId = (await t.app.services.brands.bySlug(brand))!.id;
  const [row] = await t.database.db.insert(bookings).values({ brandId, userId: session.user.uid, userVehicleId: vehicle.did, state }).returning();
  return row!;
}

export type OpenSlot = { date: string; startTime: string; endTime: string };

/**
 * The first slot with at least `places` places left (a test that books a slot twice asks for two),
 * read through the calendar routes as the app asks them, from the second day the calendar offers:
 * the first may be today, whose next slot closes on the hour, so a test that read it at 17:59
 * would be refused it at 18:00.
 */
export async function openSlotOf(app: FastifyInstance, brand: string, workshopId: string, { places = 1 } = {}): Promise<OpenSlot> {
  const call = onBrand(app, brand);
  const { dates } = (await call({ method: 'GET', url: `/api/transaction/calendar/available-dates?workshopId=${workshopId}` })).json().data as TAvailableDates;
  for (const date of dates.slice(1)) {
    const answer = await call({ method: 'GET', url: `/api/transaction/calendar/available-slots?workshopId=${workshopId}&date=${date}` });
    const slot = (answer.statusCode === 200 ? (answer.json().data as TOpenSlot[]) : []).find((open) => open.remaining >= places);
    if (slot) return { date, startTime: slot.startTime, endTime: slot.endTime };
  }
  throw new Error(`workshop ${workshopId} has no slot with ${places} places in its window`);
}

export type Place = { latitude: number; longitude: number };
const HOME: Place = { latitude: 17.44, longitude: 78.35 };

/** A home about 1.1 km north of `place` (a workshop): within any pickup radius but 0. */
export const homeNear = (place: Place): Place => ({ latitude: place.latitude + 0.01, longitude: place.longitude });

/** The booking payload for `slot` (customer spec section 3): the customer's own visit, or pickup and drop at home. */
export const ownVisitAt = (vehicleId: string, slot: OpenSlot, isPickupRequired = false, home: Place = HOME) => ({
  userVehicleId: vehicleId,
  isPickupRequired,
  pickupDropoffData: {
    pickupLocation: { profileLocationName: 'Home', ...home },
    ...(isPickupRequired ? { dropoffLocation: { profileLocationName: 'Home', ...home } } : {}),
    pickupDate: slot.date,
    pickupSlot: { startTime: slot.startTime, endTime: slot.endTime },
  },
});

/** Books the customer's cart at `slot` (their own visit unless pickup is asked, from `home`); answers the request's response. */
export const bookCart = (
  app: FastifyInstance,
  brand: string,
  token: string,
  vehicleId: string,
  slot: OpenSlot,
  retryKey?: string,
  isPickupRequired = false,
  home?: Place,
) =>
  api(
    app,
    brand,
    token,
  )({
    method: 'POST',
    url: '/api/transaction/bookings',
    payload: ownVisitAt(vehicleId, slot, isPickupRequired, home),
    headers: retryKey ? { 'idempotency-key': retryKey } : {},
  });

/** A step of the booking's timeline, as its workshop takes it: its job card accepted and moved (job-card-factories.ts). */
export const moveBooking = (app: FastifyInstance, brand: string, bookingId: string, name: string, remarks?: string) =>
  workshopStep(app, brand, bookingId, name, remarks);

type Call = Awaited<ReturnType<typeof signedInCustomer>>['call'];

/**
 * A customer of `brand` with a booking of the menu's first service at the brand's first workshop
 * (their own visit, or pickup and drop when asked), and calls about it; `beforeBooking` acts as the
 * customer once signed in (a referral code applied).
 */
export async function customerWithBooking(
  app: FastifyInstance,
  brand = 'servicebay',
  beforeBooking?: (call: Call) => Promise<unknown>,
  { isPickupRequired = false } = {},
) {
  const { token, call } = await signedInCustomer(app, brand);
  await beforeBooking?.(call);
  const vehicle = await addVehicle(app, brand, token);
  // India's address form asks a six-digit pincode; the Gulf's postal codes are optional.
  const isIndia = (await app.services.brands.bySlug(brand))!.settings.countryCode === '+91';
  await addAddress(app, brand, token, isIndia ? {} : { postalCode: '' });
  const [service] = (await call({ method: 'GET', url: '/api/workshop/services' })).json().data as TService[];
  const [workshop] = (await call({ method: 'GET', url: '/api/catalog/workshops' })).json().data as TWorkshop[];
  await call({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId: service!.serviceId, workshopId: workshop!.workshopId } });
  const bookCartNow = async () => {
    // A pickup comes from within the workshop's radius (issue 26 item 15).
    const slot = await openSlotOf(app, brand, workshop!.workshopId);
    const booked = await bookCart(app, brand, token, vehicle.did, slot, undefined, isPickupRequired, isPickupRequired ? homeNear(workshop!) : undefined);
    if (booked.statusCode !== 200) throw new Error(`booking failed: ${booked.body}`);
    return (booked.json().data as TBookingCreated)[0]!.bookingId;
  };
  const bookingId = await bookCartNow();
  /** The same service for the same vehicle booked once more (the cart was emptied by the first); answers its id. */
  const bookAgain = async () => {
    await call({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId: service!.serviceId, workshopId: workshop!.workshopId } });
    return bookCartNow();
  };
  const booking = async () => (await call({ method: 'GET', url: `/api/transaction/booking/${bookingId}` })).json().data as TBooking;
  const order = () => call({ method: 'GET', url: `/api/transaction/booking/order/${bookingId}` });
  const callback = (query: Record<string, string>) => call({ method: 'POST', url: `/api/transaction/payment/callback?${new URLSearchParams(query)}` });
  return { token, call, bookingId, booking, order, callback, bookAgain };
}

/** `count` customers of the brand, each with a vehicle, an address and a one-service cart at the workshop; made a few at a time. */
export async function customersReadyToBook(app: FastifyInstance, count: number, serviceId: string, workshopId: string, brand = 'servicebay') {
  const ready: { token: string; vehicleId: string }[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - start) }, async () => {
        const { token, call } = await signedInCustomer(app, brand);
        const vehicle = await addVehicle(app, brand, token);
        await addAddress(app, brand, token);
        const added = await call({ method: 'POST', url: '/api/transaction/cart/items', payload: { serviceId, workshopId } });
        if (added.statusCode !== 200) throw new Error(`cart item failed: ${added.body}`);
        return { token, vehicleId: vehicle.did };
      }),
    );
    ready.push(...batch);
  }
  return ready;
}
