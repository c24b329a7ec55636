import type { FastifyInstance } from 'fastify';
import type { TAvailableDates, TBookingStatus, TOpenSlot, TSession, TVehicle } from '@servicebay/domain';
import { bookings } from '../src/modules/bookings/bookings.tables';
import { onBrand, TEST_OPERATOR_KEY, type TestApp } from './build-test-app';
import { api } from './garage-factories';

/**
 * A booking row for a customer's vehicle, written straight to the table: for the garage's rules
 * about a vehicle with bookings, which need a booking in a given status, not a cart booked.
 */
export async function bookingOf(t: TestApp, brand: string, session: TSession, vehicle: TVehicle, status: TBookingStatus) {
  const brandId = (await t.app.services.brands.bySlug(brand))!.id;
  const [row] = await t.database.db.insert(bookings).values({ brandId, userId: session.user.uid, userVehicleId: vehicle.did, status }).returning();
  return row!;
}

export type OpenSlot = { date: string; startTime: string; endTime: string };

/** The first slot with room at a workshop, from its first open day on (the calendar routes, as the app asks them). */
export async function openSlotOf(app: FastifyInstance, brand: string, workshopId: string): Promise<OpenSlot> {
  const call = onBrand(app, brand);
  const { dates } = (await call({ method: 'GET', url: `/api/transaction/calendar/available-dates?workshopId=${workshopId}` })).json().data as TAvailableDates;
  for (const date of dates) {
    const answer = await call({ method: 'GET', url: `/api/transaction/calendar/available-slots?workshopId=${workshopId}&date=${date}` });
    const [slot] = answer.statusCode === 200 ? (answer.json().data as TOpenSlot[]) : [];
    if (slot) return { date, startTime: slot.startTime, endTime: slot.endTime };
  }
  throw new Error(`workshop ${workshopId} has no open slot in its window`);
}

/** The booking payload for the customer's own visit at `slot` (customer spec section 3). */
export const ownVisitAt = (vehicleId: string, slot: OpenSlot) => ({
  userVehicleId: vehicleId,
  isPickupRequired: false,
  pickupDropoffData: {
    pickupLocation: { profileLocationName: 'Home', latitude: 17.44, longitude: 78.35 },
    pickupDate: slot.date,
    pickupSlot: { startTime: slot.startTime, endTime: slot.endTime },
  },
});

/** Books the customer's cart for their own visit at `slot`; answers the request's response. */
export const bookCart = (app: FastifyInstance, brand: string, token: string, vehicleId: string, slot: OpenSlot, retryKey?: string) =>
  api(
    app,
    brand,
    token,
  )({ method: 'POST', url: '/api/transaction/bookings', payload: ownVisitAt(vehicleId, slot), headers: retryKey ? { 'idempotency-key': retryKey } : {} });

/** A step of the booking's timeline, as its workshop takes it (the development route, with the operator key). */
export const moveBooking = (app: FastifyInstance, brand: string, bookingId: string, name: string, remarks?: string) =>
  onBrand(app, brand, TEST_OPERATOR_KEY)({ method: 'POST', url: `/api/dev/bookings/${bookingId}/events`, payload: { name, remarks } });
