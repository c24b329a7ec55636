import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minorOf } from '@servicebay/domain';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { paymentOrders, paymentRefunds } from './payments.tables';

const WEBHOOK_SECRET = 'razorpay-webhook-secret';
let t: TestApp;
beforeAll(async () => {
  // Razorpay configured: no order is made here (that would call Razorpay); the test writes its own.
  t = await buildTestApp({ RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: 'rzp_test_secret', RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(() => t.close());

const captured = (orderId: string, amount: number, paymentId = 'pay_29QQoUBi66xm2f') =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
  });
const post = (body: string, signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')) =>
  onBrand(
    t.app,
    'servicebay',
  )({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
  });

/** A Razorpay order for the customer's booking, as GET /transaction/booking/order would have kept it. */
async function razorpayOrder(gatewayOrderId: string) {
  const shopper = await customerWithBooking(t.app);
  const booking = await shopper.booking();
  const brandId = (await t.app.services.brands.bySlug('servicebay'))!.id;
  const userId = (await t.database.db.query.bookings.findFirst({ where: (b, { eq: equal }) => equal(b.id, shopper.bookingId) }))!.userId;
  const amountMinor = minorOf(booking.estimate.totalEstimated, 'INR') - minorOf(booking.estimate.discount, 'INR');
  await t.database.db
    .insert(paymentOrders)
    .values({ brandId, userId, bookingId: shopper.bookingId, gateway: 'razorpay', gatewayOrderId, amountMinor, currency: 'INR' });
  return {
    shopper,
    amountMinor,
    row: async () => (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, gatewayOrderId)))[0]!,
  };
}

describe('Razorpay’s webhook', () => {
  it('pays the order a signed payment.captured names, once; a replay changes nothing', async () => {
    const { shopper, amountMinor, row } = await razorpayOrder('order_DBJOWzybf0sJbb');
    const applied = await post(captured('order_DBJOWzybf0sJbb', amountMinor));
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toEqual({ isApplied: true });
    expect(await row()).toMatchObject({ status: 'paid', paymentId: 'pay_29QQoUBi66xm2f' });
    expect((await shopper.booking()).payments[0]).toMatchObject({ status: 'paid' });
    const before = await row();
    expect((await post(captured('order_DBJOWzybf0sJbb', amountMinor))).json().data).toEqual({ isApplied: true });
    expect(await row()).toEqual(before);
  });

  it('refuses an unsigned or forged call and a payment of another amount; ignores other events and orders not ours', async () => {
    const { amountMinor, row } = await razorpayOrder('order_EKwxwAgItmmXdp');
    const body = captured('order_EKwxwAgItmmXdp', amountMinor);
    expect((await post(body, 'f'.repeat(64))).json().error.message).toBe('The payment could not be verified');
    const unsigned = await onBrand(
      t.app,
      'servicebay',
    )({ method: 'POST', url: '/api/payments/razorpay/webhook', payload: body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect((await post(captured('order_EKwxwAgItmmXdp', amountMinor - 100))).json().error.message).toBe('The amount paid does not match the order');
    expect((await post(JSON.stringify({ event: 'order.paid', payload: {} }))).json().data).toEqual({ isApplied: false });
    expect((await post(captured('order_NotOurs00000000', 100))).json().data).toEqual({ isApplied: false });
    expect((await post('not json')).statusCode).toBe(400);
    expect(await row()).toMatchObject({ status: 'created', paymentId: null });
  });

  describe('refund events', () => {
    const refundEvent = (event: 'refund.processed' | 'refund.failed', refundId: string, paymentId: string) =>
      JSON.stringify({
        entity: 'event',
        event,
        payload: { refund: { entity: { id: refundId, entity: 'refund', payment_id: paymentId, amount: 100, currency: 'INR', status: event.slice(7) } } },
      });

    /** A paid Razorpay order whose booking was cancelled: its refund asked, the gateway's answer not yet kept. */
    async function pendingRefund(gatewayOrderId: string, paymentId: string) {
      const { shopper, amountMinor, row } = await razorpayOrder(gatewayOrderId);
      expect((await post(captured(gatewayOrderId, amountMinor, paymentId))).json().data).toEqual({ isApplied: true });
      // Cancelling makes the refund; its job (which would call Razorpay) is not run here.
      expect((await shopper.call({ method: 'DELETE', url: `/api/transaction/booking/${shopper.bookingId}` })).statusCode).toBe(200);
      const order = await row();
      const refund = async () => (await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentOrderId, order.id)))[0]!;
      expect(await refund()).toMatchObject({ status: 'pending', gateway: 'razorpay', amountMinor });
      return { shopper, refund };
    }

    it('a signed refund.processed settles the refund of the payment it names, once; a replay changes nothing', async () => {
      const { shopper, refund } = await pendingRefund('order_RfndProcessed01', 'pay_RfndProcessed01');
      const body = refundEvent('refund.processed', 'rfnd_FP8QHiV938haTz', 'pay_RfndProcessed01');
      expect((await post(body)).json().data).toEqual({ isApplied: true });
      expect(await refund()).toMatchObject({ status: 'processed', gatewayRefundId: 'rfnd_FP8QHiV938haTz', processedAt: expect.any(Date) });
      expect((await shopper.booking()).refunds).toEqual([expect.objectContaining({ status: 'processed' })]);
      const before = await refund();
      expect((await post(body)).json().data).toEqual({ isApplied: true });
      // A later contrary event does not move a settled refund back.
      expect((await post(refundEvent('refund.failed', 'rfnd_FP8QHiV938haTz', 'pay_RfndProcessed01'))).json().data).toEqual({ isApplied: false });
      expect(await refund()).toEqual(before);
    });

    it('refund.failed marks it failed; a forged or unsigned one, or one of a refund not ours, changes nothing', async () => {
      const { refund } = await pendingRefund('order_RfndFailed0001', 'pay_RfndFailed0001');
      const body = refundEvent('refund.failed', 'rfnd_Failed00000001', 'pay_RfndFailed0001');
      expect((await post(body, 'f'.repeat(64))).statusCode).toBe(400);
      expect((await post(body, createHmac('sha256', 'not-the-secret').update(body).digest('hex'))).json().error.message).toBe(
        'The payment could not be verified',
      );
      expect(await refund()).toMatchObject({ status: 'pending' });
      expect((await post(refundEvent('refund.processed', 'rfnd_NotOurs0000001', 'pay_NotOurs00000001'))).json().data).toEqual({ isApplied: false });
      expect((await post(body)).json().data).toEqual({ isApplied: true });
      expect(await refund()).toMatchObject({ status: 'failed', gatewayRefundId: 'rfnd_Failed00000001' });
    });
  });
});
