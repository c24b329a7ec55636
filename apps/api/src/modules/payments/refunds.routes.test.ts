import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { payThroughTestGateway, testCheckout } from '../../../test/payment-factories';
import type { TPaymentOrder } from '@servicebay/domain';
import { jobs } from '../../platform/jobs/jobs.tables';
import { testGatewayPayments } from '../../platform/payments/test-gateway.tables';
import { paymentOrders, paymentRefunds } from './payments.tables';
import { RESEND_REFUNDS, SEND_REFUND } from './refunds.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const refundRows = (bookingId: string) => t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, bookingId));
const cancel = (shopper: Awaited<ReturnType<typeof customerWithBooking>>) =>
  shopper.call({ method: 'DELETE', url: `/api/transaction/booking/${shopper.bookingId}` });

describe('cancelling a booking with a paid advance (issue 26)', () => {
  it('refunds the whole advance in the cancel’s transaction; the gateway is asked after, once, and the booking lists it', async () => {
    const shopper = await customerWithBooking(t.app, 'deccan');
    const order = await payThroughTestGateway(t.app, 'deccan', shopper);
    const cancelled = await cancel(shopper);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect((await shopper.booking()).refunds).toEqual([
      { amountMinor: order.amount, currency: 'INR', status: 'pending', createdAt: expect.any(String), processedAt: null },
    ]);
    await t.app.services.jobs.runDue();
    const [refund] = await refundRows(shopper.bookingId);
    expect(refund).toMatchObject({ status: 'processed', amountMinor: order.amount, gatewayRefundId: expect.stringMatching(/^rfnd_test_/) });
    expect((await shopper.booking()).refunds).toEqual([
      { amountMinor: order.amount, currency: 'INR', status: 'processed', createdAt: expect.any(String), processedAt: expect.any(String) },
    ]);

    // Cancelling again is refused and makes no second refund; the queue has nothing more to ask.
    expect((await cancel(shopper)).statusCode).toBe(400);
    expect(await t.app.services.jobs.runDue()).toBe(0);
    expect(await refundRows(shopper.bookingId)).toEqual([refund]);
  });

  it('a booking cancelled without a paid advance has no refund', async () => {
    const shopper = await customerWithBooking(t.app, 'deccan');
    // An order opened and left unpaid is not money taken.
    await shopper.order();
    expect((await cancel(shopper)).statusCode).toBe(200);
    expect((await shopper.booking()).refunds).toEqual([]);
    expect(await refundRows(shopper.bookingId)).toEqual([]);
  });

  it('a payment that lands on a booking already cancelled is kept as taken and refunded; the booking stays cancelled', async () => {
    const shopper = await customerWithBooking(t.app, 'marina');
    const order = (await shopper.order()).json().data as TPaymentOrder;
    const handed = await testCheckout(t.app, 'marina', order, 'success');
    expect((await cancel(shopper)).statusCode).toBe(200);
    const paid = await shopper.callback(handed);
    expect(paid.statusCode, paid.body).toBe(200);
    const booking = await shopper.booking();
    expect(booking.status).toBe('Cancelled');
    expect(booking.refunds).toEqual([expect.objectContaining({ amountMinor: 5000, currency: 'AED', status: 'pending' })]);
    // A replayed callback makes no second refund.
    expect((await shopper.callback(handed)).statusCode).toBe(200);
    expect(await refundRows(shopper.bookingId)).toHaveLength(1);
  });

  it('a refund whose job gave up (the gateway down for hours) is asked again by the resend sweep, never lost', async () => {
    const shopper = await customerWithBooking(t.app, 'deccan');
    await payThroughTestGateway(t.app, 'deccan', shopper);
    expect((await cancel(shopper)).statusCode).toBe(200);
    // Its job spent every attempt.
    await t.database.db
      .update(jobs)
      .set({ attempts: 5 })
      .where(and(eq(jobs.kind, SEND_REFUND.name), isNull(jobs.doneAt)));
    await t.app.services.jobs.runDue();
    expect(await refundRows(shopper.bookingId)).toEqual([expect.objectContaining({ status: 'pending', gatewayRefundId: null })]);

    t.clock.advance(31 * 60_000);
    await t.app.services.jobs.enqueue(RESEND_REFUNDS, {}, t.clock.now());
    await t.app.services.jobs.runDue();
    expect(await refundRows(shopper.bookingId)).toEqual([expect.objectContaining({ status: 'processed', gatewayRefundId: expect.any(String) })]);
  });

  it('a refund the gateway refuses for good is failed, for the workshop to settle, and the booking says so', async () => {
    const shopper = await customerWithBooking(t.app, 'deccan');
    const order = await payThroughTestGateway(t.app, 'deccan', shopper);
    const [paid] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, order.orderId));
    // The test gateway no longer knows the payment, as a real one refuses a refund it cannot make.
    await t.database.db.delete(testGatewayPayments).where(eq(testGatewayPayments.paymentId, paid!.paymentId!));
    expect((await cancel(shopper)).statusCode).toBe(200);
    await t.app.services.jobs.runDue();
    expect((await shopper.booking()).refunds).toEqual([expect.objectContaining({ status: 'failed', processedAt: expect.any(String) })]);
  });
});
