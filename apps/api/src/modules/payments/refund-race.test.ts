import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { payThroughTestGateway, testCheckout } from '../../../test/payment-factories';
import type { TPaymentOrder } from '@servicebay/domain';
import { paymentRefunds } from './payments.tables';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Two cancels of one paid booking at once (a double tap, two tabs) give one refund. On PostgreSQL
// they go to two API processes on one database, as behind a load balancer; PGlite is one connection.
describe('two cancels of a paid booking at once', () => {
  it('one cancels, the other is refused, and one refund of the advance is made', { timeout: 120_000 }, async () => {
    const apps: FastifyInstance[] = process.env.DATABASE_URL ? [t.app, await t.anotherProcess()] : [t.app, t.app];
    for (let round = 0; round < 5; round++) {
      const shopper = await customerWithBooking(t.app, 'deccan');
      const order = await payThroughTestGateway(t.app, 'deccan', shopper);
      const answers = await Promise.all(
        apps.map((app) => onBrand(app, 'deccan', shopper.token)({ method: 'DELETE', url: `/api/transaction/booking/${shopper.bookingId}` })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const refunds = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, shopper.bookingId));
      expect(refunds).toEqual([expect.objectContaining({ amountMinor: order.amount, status: 'pending' })]);
    }
  });

  it('a payment and a cancel at once: whichever is first, the booking ends cancelled with its payment refunded once', { timeout: 120_000 }, async () => {
    const apps: FastifyInstance[] = process.env.DATABASE_URL ? [t.app, await t.anotherProcess()] : [t.app, t.app];
    for (let round = 0; round < 5; round++) {
      const shopper = await customerWithBooking(t.app, 'deccan');
      const order = (await shopper.order()).json().data as TPaymentOrder;
      const handed = await testCheckout(t.app, 'deccan', order, 'success');
      const [paid, cancelled] = await Promise.all([
        onBrand(apps[0]!, 'deccan', shopper.token)({ method: 'POST', url: `/api/transaction/payment/callback?${new URLSearchParams(handed)}` }),
        onBrand(apps[1]!, 'deccan', shopper.token)({ method: 'DELETE', url: `/api/transaction/booking/${shopper.bookingId}` }),
      ]);
      expect([paid.statusCode, cancelled.statusCode]).toEqual([200, 200]);
      const booking = await shopper.booking();
      expect(booking.status).toBe('Cancelled');
      expect(booking.refunds).toEqual([expect.objectContaining({ amountMinor: order.amount })]);
    }
  });
});
