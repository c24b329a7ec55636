import type { TNotification, TPaymentOrder } from '@servicebay/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { payThroughTestGateway, testCheckout } from '../../../test/payment-factories';
import { bookings, brands, workshopSlots } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof customerWithBooking>>;
const MINUTE = 60_000;

/** A customer's booking made `ago` before the clock's now (the customer's session stays fresh: time moves for the booking only). */
async function bookedAgo(brand: string, ago = 0): Promise<Shopper & { madeAt: Date }> {
  const shopper = await customerWithBooking(t.app, brand);
  const madeAt = new Date(t.clock.now().getTime() - ago);
  await t.database.db.update(bookings).set({ createdAt: madeAt }).where(eq(bookings.id, shopper.bookingId));
  return { ...shopper, madeAt };
}
const after = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** The places taken at the booking's slot. */
async function placesTaken(shopper: Shopper) {
  const booking = await shopper.booking();
  const [slot] = await t.database.db
    .select({ booked: workshopSlots.booked })
    .from(workshopSlots)
    .where(
      and(
        eq(workshopSlots.workshopId, booking.workshopId),
        eq(workshopSlots.slotDate, booking.pickupDropoffData.pickupDate),
        eq(workshopSlots.startTime, booking.pickupDropoffData.pickupSlot.startTime),
      ),
    );
  return slot?.booked ?? 0;
}

const release = (at: Date) => t.app.services.unpaidHold.release(at);

describe('the unpaid hold (issue 26): an unpaid advance gives its slot back after the brand’s minutes', () => {
  it('releases at exactly the hold time, not before: cancelled by the system with a reason, the slot bookable again, the customer notified', async () => {
    const shopper = await bookedAgo('marina');
    const taken = await placesTaken(shopper);
    await release(after(shopper.madeAt, 15 * MINUTE - 1));
    expect((await shopper.booking()).status).toBe('InProgress');

    expect(await release(after(shopper.madeAt, 15 * MINUTE))).toBeGreaterThanOrEqual(1);
    const booking = await shopper.booking();
    expect(booking).toMatchObject({ status: 'Cancelled', remarks: 'Slot released: the advance was not paid within 15 minutes' });
    expect(await placesTaken(shopper)).toBe(taken - 1);
    const notifications = async (language: string) =>
      (await shopper.call({ method: 'GET', url: '/api/transaction/notifications', headers: { 'accept-language': language } })).json().data as TNotification[];
    expect((await notifications('en'))[0]).toMatchObject({
      type: 'WARN',
      bookingId: shopper.bookingId,
      description: `Booking ${booking.bookingCode} was cancelled: the slot was released because the advance was not paid within 15 minutes`,
    });
    expect((await notifications('ar'))[0]!.description).toContain('15 دقيقة');
    // Once released, again is nothing.
    expect(await release(after(shopper.madeAt, 15 * MINUTE))).toBe(0);
  });

  it('keeps a paid booking, and one of a brand that asks no advance, however long', async () => {
    const paid = await bookedAgo('marina');
    await payThroughTestGateway(t.app, 'marina', paid);
    const noAdvance = await bookedAgo('servicebay');
    await release(after(t.clock.now(), 24 * 60 * MINUTE));
    expect((await paid.booking()).status).toBe('InProgress');
    expect((await noAdvance.booking()).status).toBe('InProgress');
  });

  it('takes the brand’s own hold minutes', async () => {
    await t.database.db.update(brands).set({ unpaidHoldMinutes: 30 }).where(eq(brands.slug, 'deccan'));
    t.app.services.brands.forget();
    try {
      const shopper = await bookedAgo('deccan');
      await release(after(shopper.madeAt, 29 * MINUTE));
      expect((await shopper.booking()).status).toBe('InProgress');
      await release(after(shopper.madeAt, 30 * MINUTE));
      expect(await shopper.booking()).toMatchObject({ status: 'Cancelled', remarks: 'Slot released: the advance was not paid within 30 minutes' });
    } finally {
      await t.database.db.update(brands).set({ unpaidHoldMinutes: 15 }).where(eq(brands.slug, 'deccan'));
      t.app.services.brands.forget();
    }
  });

  it('a payment that arrives after the release does not book it again: the booking stays cancelled and the payment is refunded', async () => {
    const shopper = await bookedAgo('marina');
    const order = (await shopper.order()).json().data as TPaymentOrder;
    const handed = await testCheckout(t.app, 'marina', order, 'success');
    await release(after(shopper.madeAt, 15 * MINUTE));
    expect((await shopper.callback(handed)).statusCode).toBe(200);
    const booking = await shopper.booking();
    expect(booking.status).toBe('Cancelled');
    expect(booking.payments[0]).toMatchObject({ status: 'paid' });
    expect(booking.refunds).toEqual([expect.objectContaining({ amountMinor: 5000, currency: 'AED', status: 'pending' })]);
    // And a new order is refused: there is nothing to pay on a released booking.
    expect((await shopper.order()).json().error.message).toBeTruthy();
  });

  it('runs as the queue’s recurring job', async () => {
    const shopper = await bookedAgo('marina', 15 * MINUTE);
    await t.app.services.jobs.scheduleRecurring();
    await t.app.services.jobs.runDue();
    expect((await shopper.booking()).status).toBe('Cancelled');
  });
});
