import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { jobCardPath, statusOfTimelineStep, type TJobCard, type TJobCardStatus, type TStaffSession } from '@servicebay/domain';
import { bookings } from '../src/modules/bookings/bookings.tables';
import { jobCards } from '../src/modules/job-cards/job-cards.tables';
import { expect } from 'vitest';
import type { TWorkshopCustomer } from '@servicebay/domain';
import { uniqueNumberFor } from './factories';
import { pickCatalogVariant } from './garage-factories';
import { asStaff, demoStaff } from './staff-factories';
import { deskMoveAnswered, type DeskCall } from './desk-handover';

const owners = new WeakMap<FastifyInstance, Map<string, TStaffSession>>();

/** The brand's demo owner (every workshop), signed in once per app and brand, and again when asked to (their sessions ended). */
export async function ownerOf(app: FastifyInstance, brand: string, isStale = false): Promise<TStaffSession> {
  const byBrand = owners.get(app) ?? new Map<string, TStaffSession>();
  owners.set(app, byBrand);
  if (isStale || !byBrand.has(brand)) byBrand.set(brand, await demoStaff(app, brand, 'owner'));
  return byBrand.get(brand)!;
}

/** A pickup for the move to `pickupScheduled`: the driver and a time. */
export const A_PICKUP = { driverName: 'Suresh Driver', driverPhone: '+919800011122', scheduledAt: '2026-12-01T09:30:00+05:30' };

/**
 * The booking's workshop takes the step of the customer's timeline named `name`, as its staff
 * would: accepting the booking (its job card opens), then moving the card along the state machine
 * to the status that writes that step (job-card-status.ts), invoicing and paying on the way as the
 * desk does (desk-handover.ts); 'Cancelled' rejects a booking still
 * waiting, or cancels its card, with the remarks. Answers the last response, for the caller to check.
 */
export async function workshopStep(app: FastifyInstance, brand: string, bookingId: string, name: string, remarks?: string) {
  const send = async (method: Parameters<DeskCall>[0], url: string, payload: unknown, isStale: boolean) => {
    const { accessToken } = await ownerOf(app, brand, isStale);
    return app.inject({
      method,
      url: `/api${url}`,
      payload: payload as object | undefined,
      headers: { host: `${brand}.localhost:3000`, authorization: `Bearer ${accessToken}` },
    });
  };
  // A test that signed the owner out (sign-out ends every session) leaves a stale one: sign in again.
  const sendAs = async (method: Parameters<DeskCall>[0], url: string, payload?: unknown) => {
    const answer = await send(method, url, payload, false);
    return answer.statusCode === 401 ? send(method, url, payload, true) : answer;
  };
  const call = (method: 'POST', url: string, payload?: object) => sendAs(method, url, payload);
  const [booking] = await app.db
    .select({ workshopId: bookings.workshopId, isPickupRequired: bookings.isPickupRequired })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking?.workshopId) throw new Error(`no booking ${bookingId} at a workshop`);
  const base = `/staff/workshops/${booking.workshopId}`;
  const [card] = await app.db.select({ id: jobCards.id, status: jobCards.status }).from(jobCards).where(eq(jobCards.bookingId, bookingId));
  if (name === 'Cancelled') {
    return card
      ? call('POST', `${base}/job-cards/${card.id}/status`, { status: 'cancelled', remarks: remarks ?? 'Cancelled by the workshop' })
      : call('POST', `${base}/bookings/${bookingId}/reject`, { remarks: remarks ?? 'Cancelled by the workshop' });
  }
  let status: TJobCardStatus = card?.status ?? 'confirmed';
  let jobCardId = card?.id;
  let last = card ? null : await call('POST', `${base}/bookings/${bookingId}/accept`);
  if (last) {
    if (last.statusCode !== 200) return last;
    jobCardId = (last.json().data as TJobCard).jobCardId;
  }
  const target = name === 'Confirmed' ? 'confirmed' : statusOfTimelineStep(name);
  if (!target) throw new Error(`no job card status writes '${name}'`);
  const path = jobCardPath(status, target, 'owner', booking);
  if (!path) throw new Error(`no way from ${status} to ${target}`);
  for (const next of path) {
    last = await deskMoveAnswered(sendAs, `${base}/job-cards/${jobCardId}`, next, next === 'pickupScheduled' ? { pickup: A_PICKUP } : {});
    if (last.statusCode !== 200) return last;
    status = next;
  }
  return last!;
}

export type WalkIn = {
  brand: string;
  session: TStaffSession;
  workshopId: string;
  name?: string;
  plate?: string;
  /** A customer the workshop has already, back with another vehicle. */
  customer?: { customerId: string; mobileNumber: string };
  /** The catalogue's vehicle, when the caller picked it once for many walk-ins (three reads fewer each). */
  variant?: Awaited<ReturnType<typeof pickCatalogVariant>>;
};

/** A customer at the desk with their vehicle, in the workshop now: a walk-in's job card, opened as the desk opens it. */
export async function openWalkIn(app: FastifyInstance, { brand, session, workshopId, name = 'Walk-in Customer', plate, customer, variant }: WalkIn) {
  const call = (method: 'POST', url: string, payload: object) =>
    asStaff(app, brand, session)({ method, url: `/api/staff/workshops/${workshopId}${url}`, payload });
  const mobileNumber = customer?.mobileNumber ?? uniqueNumberFor(brand).mobileNumber;
  const customerId = customer?.customerId ?? ((await call('POST', '/customers', { name, mobileNumber })).json().data as TWorkshopCustomer).customerId;
  // A customer back with another vehicle brings another model (one customer keeps one vehicle of a variant).
  const added = await call('POST', `/customers/${customerId}/vehicles`, {
    ...(variant ?? (await pickCatalogVariant(app, brand, { skip: customer ? 1 : 0 }))),
    ...(plate ? { registrationNumber: plate } : {}),
  });
  expect(added.statusCode, added.body).toBe(200);
  const { vehicles } = added.json().data as TWorkshopCustomer;
  const vehicle = vehicles.find((each) => plate && each.registrationNumber === plate) ?? vehicles[0]!;
  const opened = await call('POST', '/job-cards', { customerId, vehicleId: vehicle.vehicleId });
  expect(opened.statusCode, opened.body).toBe(200);
  return { card: opened.json().data as TJobCard, mobileNumber };
}

/**
 * The booking's workshop takes its vehicle in and sends the estimate (its booked services as lines),
 * as the desk would, asking `advancePercent` of the approved work in advance: the customer then has
 * an estimate to answer.
 */
export async function estimateSentFor(app: FastifyInstance, brand: string, bookingId: string, advancePercent = 0): Promise<void> {
  const moved = await workshopStep(app, brand, bookingId, 'Confirmed');
  if (moved && moved.statusCode !== 200) throw new Error(`accepting the booking failed: ${moved.body}`);
  const [card] = await app.db.select({ id: jobCards.id, workshopId: jobCards.workshopId }).from(jobCards).where(eq(jobCards.bookingId, bookingId));
  if (!card) throw new Error(`no job card for booking ${bookingId}`);
  const desk = asStaff(app, brand, await ownerOf(app, brand));
  const base = `/api/staff/workshops/${card.workshopId}/job-cards/${card.id}`;
  const inWorkshop = await desk({ method: 'POST', url: `${base}/status`, payload: { status: 'inWorkshop' } });
  if (inWorkshop.statusCode !== 200) throw new Error(`taking the vehicle in failed: ${inWorkshop.body}`);
  const sent = await desk({ method: 'POST', url: `${base}/estimate/send`, payload: { advancePercent } });
  if (sent.statusCode !== 200) throw new Error(`sending the estimate failed: ${sent.body}`);
}
