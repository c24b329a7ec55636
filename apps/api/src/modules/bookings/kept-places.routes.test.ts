import type { TBooking, TOpenSlot } from '@servicebay/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The places left in the booking's slot, as `app`'s slot picker answers them (kept in memory). */
async function remainingIn(app: FastifyInstance, booking: TBooking): Promise<number> {
  const { pickupDate, pickupSlot } = booking.pickupDropoffData;
  const answer = await onBrand(
    app,
    'servicebay',
  )({ method: 'GET', url: `/api/transaction/calendar/available-slots?workshopId=${booking.workshopId}&date=${pickupDate}` });
  const slots = answer.statusCode === 200 ? (answer.json().data as TOpenSlot[]) : [];
  return slots.find((slot) => slot.startTime === pickupSlot.startTime)?.remaining ?? 0;
}

// The slot picker's places are kept per process; a booking, a reschedule or a cancellation made
// through any process must show at once here and as soon as the others hear of it. On PostgreSQL
// the second instance has its own memory and hears through LISTEN; PGlite has one.
describe('the places a slot picker shows', () => {
  it('follow every booking and cancellation, in this process at once and in another once it hears', async () => {
    const first = await customerWithBooking(t.app);
    const booking = await first.booking();
    const other = process.env.DATABASE_URL ? await t.anotherProcess() : t.app;
    const before = await remainingIn(t.app, booking);
    expect(await remainingIn(other, booking)).toBe(before);

    // A second booking of the same slot, made here.
    const second = await customerWithBooking(t.app);
    const rebooked = await second.call({
      method: 'PATCH',
      url: `/api/transaction/booking/${second.bookingId}`,
      payload: { pickupDropoffData: { pickupDate: booking.pickupDropoffData.pickupDate, pickupSlot: booking.pickupDropoffData.pickupSlot } },
    });
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    expect(await remainingIn(t.app, booking)).toBe(before - 1);
    await expect.poll(() => remainingIn(other, booking), { timeout: 5_000 }).toBe(before - 1);

    // Cancelled through the other process: free again here as soon as this process hears.
    expect((await onBrand(other, 'servicebay', second.token)({ method: 'DELETE', url: `/api/transaction/booking/${second.bookingId}` })).statusCode).toBe(200);
    expect(await remainingIn(other, booking)).toBe(before);
    await expect.poll(() => remainingIn(t.app, booking), { timeout: 5_000 }).toBe(before);
  });
});
