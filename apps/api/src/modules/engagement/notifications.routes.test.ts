import type { TNotification } from '@servicebay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBooking, moveBooking } from '../../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInCustomer } from '../../../test/garage-factories';
import { deviceTokens } from './notifications.tables';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('notifications (customer spec sections 3, 4 and 7)', () => {
  it('tell of the booking and each visible step, in the reader’s language; a cancellation is a warning', async () => {
    const shopper = await customerWithBooking(t.app);
    const booking = await shopper.booking();
    const list = async (language = 'en') =>
      (await shopper.call({ method: 'GET', url: '/api/transaction/notifications', headers: { 'accept-language': language } })).json().data as TNotification[];
    const [date, time] = [booking.pickupDropoffData.pickupDate.split('-').reverse().join('/'), booking.pickupDropoffData.pickupSlot.startTime];
    expect(await list()).toEqual([
      {
        id: expect.any(String),
        bookingId: shopper.bookingId,
        type: 'INFO',
        description: `Booking ${booking.bookingCode} confirmed for ${date} at ${time}`,
        isRead: false,
        createdAt: { seconds: expect.any(Number) },
      },
    ]);
    // A step the customer is not shown makes no notification.
    await moveBooking(t.app, 'servicebay', shopper.bookingId, 'Confirmed');
    await moveBooking(t.app, 'servicebay', shopper.bookingId, 'Work-In-Progress');
    expect((await list()).map((notification) => notification.description)).toEqual([
      `Booking ${booking.bookingCode}: Work-In-Progress`,
      `Booking ${booking.bookingCode} confirmed for ${date} at ${time}`,
    ]);
    expect((await list('ar'))[0]!.description).toBe(`الحجز ${booking.bookingCode}: العمل جارٍ`);
    await moveBooking(t.app, 'servicebay', shopper.bookingId, 'Cancelled', 'Workshop closed for repairs');
    expect((await list())[0]).toMatchObject({ type: 'WARN', description: `Booking ${booking.bookingCode} was cancelled: Workshop closed for repairs` });
  });

  it('a tap marks one read; clear all empties the list; another customer can do neither to them', async () => {
    const shopper = await customerWithBooking(t.app);
    const [first] = (await shopper.call({ method: 'GET', url: '/api/transaction/notifications' })).json().data as TNotification[];
    const stranger = await signedInCustomer(t.app, 'servicebay');
    const theirs = await stranger.call({ method: 'PATCH', url: `/api/transaction/notifications/${first!.id}`, payload: { id: first!.id, isRead: true } });
    expect(theirs.statusCode).toBe(404);
    const read = await shopper.call({ method: 'PATCH', url: `/api/transaction/notifications/${first!.id}`, payload: { id: first!.id, isRead: true } });
    expect(read.json().data).toMatchObject({ id: first!.id, isRead: true });
    await stranger.call({ method: 'DELETE', url: '/api/transaction/booking/notifications' });
    expect((await shopper.call({ method: 'GET', url: '/api/transaction/notifications' })).json().data).toHaveLength(1);
    expect((await shopper.call({ method: 'DELETE', url: '/api/transaction/booking/notifications' })).statusCode).toBe(200);
    expect((await shopper.call({ method: 'GET', url: '/api/transaction/notifications' })).json().data).toEqual([]);
  });

  it('keeps a device’s push token once, however often the app sends it', async () => {
    const { call, session } = await signedInCustomer(t.app, 'servicebay');
    const token = 'fcm-device-token-0123456789abcdef';
    for (let i = 0; i < 3; i++) expect((await call({ method: 'POST', url: '/api/transaction/booking/fcm-token', payload: { token } })).statusCode).toBe(200);
    expect(await t.database.db.select().from(deviceTokens).where(eq(deviceTokens.userId, session.user.uid))).toHaveLength(1);
    expect((await call({ method: 'POST', url: '/api/transaction/booking/fcm-token', payload: { token: 'short' } })).statusCode).toBe(400);
  });
});
