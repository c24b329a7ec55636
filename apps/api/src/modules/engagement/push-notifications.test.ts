import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBooking, moveBooking } from '../../../test/booking-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { jobs } from '../../platform/jobs/jobs.tables';
import { deviceTokens, notifications } from './notifications.tables';
import { PUSH_NOTIFICATION, pushNotificationsJob } from './push-notifications';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** What the offline push adapter "sent" to a device, oldest first (the development outbox). */
async function pushedTo(token: string): Promise<string[]> {
  const answer = await onBrand(t.app, 'servicebay')({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(token)}` });
  return (answer.json().data as { channel: string; body: string }[])
    .filter((message) => message.channel === 'push')
    .map((message) => message.body)
    .reverse();
}

/** A customer with a booking and a registered device; the booking's own notification already pushed. */
async function customerWithDevice(token: string, settings: Record<string, unknown> = {}) {
  const shopper = await customerWithBooking(t.app, 'servicebay', async (call) => {
    expect((await call({ method: 'POST', url: '/api/transaction/booking/fcm-token', payload: { token } })).statusCode).toBe(200);
    if (Object.keys(settings).length > 0) expect((await call({ method: 'PATCH', url: '/api/users/me/settings', payload: settings })).statusCode).toBe(200);
  });
  await t.app.services.jobs.runDue();
  return shopper;
}

describe('push notifications (customer spec section 7: fcm-token, behind the push adapter)', () => {
  it("reach each of the customer's devices once the change commits, in their language", async () => {
    const token = `device-en-${crypto.randomUUID()}`;
    const shopper = await customerWithDevice(token);
    const { bookingCode } = await shopper.booking();
    expect(await pushedTo(token)).toEqual([expect.stringMatching(new RegExp(`^Your booking: Booking ${bookingCode} confirmed for `))]);
    await moveBooking(t.app, 'servicebay', shopper.bookingId, 'Work-In-Progress');
    await t.app.services.jobs.runDue();
    expect((await pushedTo(token)).at(-1)).toBe(`Your booking: Booking ${bookingCode}: Work-In-Progress`);

    const arabic = `device-ar-${crypto.randomUUID()}`;
    const reader = await customerWithDevice(arabic, { language: 'ar' });
    await moveBooking(t.app, 'servicebay', reader.bookingId, 'Work-In-Progress');
    await t.app.services.jobs.runDue();
    expect((await pushedTo(arabic)).at(-1)).toBe(`حجزك: الحجز ${(await reader.booking()).bookingCode}: العمل جارٍ`);
  });

  it('queue nothing for a customer with no device (most who use the web app)', async () => {
    const shopper = await customerWithBooking(t.app, 'servicebay');
    await moveBooking(t.app, 'servicebay', shopper.bookingId, 'Work-In-Progress');
    const ofTheirs = await t.app.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.bookingId, shopper.bookingId));
    expect(ofTheirs).toHaveLength(2);
    const queued = await t.app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, PUSH_NOTIFICATION.name),
          inArray(
            sql`${jobs.payload}->>'notificationId'`,
            ofTheirs.map((row) => row.id),
          ),
        ),
      );
    expect(queued).toEqual([]);
  });

  it('forget a device the push service no longer knows, and keep pushing to the others', async () => {
    const [gone, kept] = [`device-gone-${crypto.randomUUID()}`, `device-kept-${crypto.randomUUID()}`];
    const shopper = await customerWithBooking(t.app, 'servicebay', async (call) => {
      for (const token of [gone, kept])
        expect((await call({ method: 'POST', url: '/api/transaction/booking/fcm-token', payload: { token } })).statusCode).toBe(200);
    });
    const [notification] = await t.app.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.bookingId, shopper.bookingId));
    // The adapter's answer for a device FCM calls UNREGISTERED (push-sender.test.ts checks the adapter says so).
    const sentTo: string[] = [];
    const push = {
      send: async ({ token }: { token: string }) => {
        sentTo.push(token);
        return token === gone ? ('gone' as const) : ('sent' as const);
      },
    };
    await pushNotificationsJob({ db: t.app.db, push, customers: t.app.services.customers }).run({ notificationId: notification!.id });
    expect(sentTo.sort()).toEqual([gone, kept].sort());
    const devices = await t.app.db
      .select({ token: deviceTokens.token })
      .from(deviceTokens)
      .where(inArray(deviceTokens.token, [gone, kept]));
    expect(devices.map((device) => device.token)).toEqual([kept]);
  });

  it('are not sent to a customer who turned notifications off', async () => {
    const token = `device-off-${crypto.randomUUID()}`;
    const quiet = await customerWithDevice(token, { notificationsEnabled: false });
    await moveBooking(t.app, 'servicebay', quiet.bookingId, 'Work-In-Progress');
    await t.app.services.jobs.runDue();
    expect(await pushedTo(token)).toEqual([]);
  });
});
