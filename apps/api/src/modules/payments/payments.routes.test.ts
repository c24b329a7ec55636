import { minorOf, type TPaymentOrder } from '@servicebay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBooking as bookingCustomer } from '../../../test/booking-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { signedInCustomer } from '../../../test/garage-factories';
import { createTestGateway } from '../../platform/payments/test-gateway';
import { paymentOrders } from './payments.tables';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const customerWithBooking = (brand = 'servicebay') => bookingCustomer(t.app, brand);

/** The test gateway's checkout page answering `outcome`: where it sends the browser back, as a query. */
async function checkout(brand: string, order: TPaymentOrder, outcome: 'success' | 'failure' | 'cancel') {
  const page = await onBrand(t.app, brand)({ method: 'GET', url: order.checkoutUrl! });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const answer = await onBrand(
    t.app,
    brand,
  )({
    method: 'POST',
    url: order.checkoutUrl!,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(answer.statusCode, answer.body).toBe(303);
  const back = new URL(answer.headers.location!, 'http://app.invalid');
  return Object.fromEntries([...back.searchParams].filter(([name]) => name !== 'payment'));
}

const statusOf = async (gatewayOrderId: string) =>
  (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, gatewayOrderId)))[0];
const failure = (response: { statusCode: number; json: () => { error?: { message: string } } }) => [response.statusCode, response.json().error?.message];

describe('the advance payment (customer spec sections 4, 7 and 9)', () => {
  it('orders the advance in minor units (else everything payable), pays through the test gateway, and a replay changes nothing', async () => {
    const shopper = await customerWithBooking();
    const booking = await shopper.booking();
    const ordered = await shopper.order();
    expect(ordered.statusCode, ordered.body).toBe(200);
    const order = ordered.json().data as TPaymentOrder;
    // Deccan's servicebay brand asks no advance: the whole payable, in paise.
    const payable = booking.estimate.advancePayment > 0 ? booking.estimate.advancePayment : booking.estimate.totalEstimated - booking.estimate.discount;
    expect(order).toMatchObject({ bookingId: shopper.bookingId, amount: minorOf(payable, 'INR'), currency: 'INR', gateway: 'test', key: null });
    // Asked again before paying: the same order.
    expect(((await shopper.order()).json().data as TPaymentOrder).orderId).toBe(order.orderId);

    const handed = await checkout('servicebay', order, 'success');
    const paid = await shopper.callback(handed);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toEqual({ bookingId: shopper.bookingId, orderId: order.orderId, status: 'paid', paymentId: handed.paymentId });
    expect((await shopper.booking()).payments).toEqual([
      expect.objectContaining({ orderId: order.orderId, status: 'paid', amount: payable, paidAt: expect.any(String) }),
    ]);

    const before = await statusOf(order.orderId);
    const replay = await shopper.callback(handed);
    expect(replay.json()).toEqual(paid.json());
    expect(await statusOf(order.orderId)).toEqual(before);
    expect(failure(await shopper.order())).toEqual([409, 'This booking is already paid']);
  });

  it('a brand with a fixed advance orders it: Marina’s AED 50 is 5000 fils', async () => {
    const shopper = await customerWithBooking('marina');
    const order = (await shopper.order()).json().data as TPaymentOrder;
    expect(order).toMatchObject({ amount: 5000, currency: 'AED' });
  });

  it('refuses a forged signature and a payment of another amount, changing nothing', async () => {
    const shopper = await customerWithBooking();
    const order = (await shopper.order()).json().data as TPaymentOrder;
    const handed = await checkout('servicebay', order, 'success');
    expect(failure(await shopper.callback({ ...handed, signature: 'f'.repeat(64) }))).toEqual([400, 'The payment could not be verified']);
    // A payment the gateway signed, for less than the order.
    const gateway = createTestGateway(t.database.db, t.config.jwtSecret);
    const short = await gateway.pay({ gatewayOrderId: order.orderId, amountMinor: order.amount - 100, currency: order.currency });
    expect(failure(await shopper.callback({ ...handed, ...short }))).toEqual([400, 'The amount paid does not match the order']);
    // Another order's payment, signed for it, does not pay this one.
    const other = await customerWithBooking();
    const otherOrder = (await other.order()).json().data as TPaymentOrder;
    const otherPayment = await checkout('servicebay', otherOrder, 'success');
    expect(failure(await shopper.callback({ ...handed, paymentId: otherPayment.paymentId!, signature: otherPayment.signature! }))).toEqual([
      400,
      'The payment could not be verified',
    ]);
    expect(await statusOf(order.orderId)).toMatchObject({ status: 'created', paymentId: null });
  });

  it('a callback before any order, or for another customer’s or brand’s order, is not found and changes nothing', async () => {
    const shopper = await customerWithBooking();
    expect((await shopper.callback({ id: shopper.bookingId, code: 'BAD_REQUEST_ERROR', description: 'Payment failed' })).statusCode).toBe(404);
    expect((await shopper.callback({ id: shopper.bookingId, orderId: 'order_test_unknown0000', paymentId: 'pay_x', signature: 'x' })).statusCode).toBe(404);

    const order = (await shopper.order()).json().data as TPaymentOrder;
    const handed = await checkout('servicebay', order, 'success');
    const stranger = await signedInCustomer(t.app, 'servicebay');
    const asStranger = await stranger.call({ method: 'POST', url: `/api/transaction/payment/callback?${new URLSearchParams(handed)}` });
    expect(asStranger.statusCode).toBe(404);
    expect((await stranger.call({ method: 'GET', url: `/api/transaction/booking/order/${shopper.bookingId}` })).statusCode).toBe(404);
    const elsewhere = await signedInCustomer(t.app, 'marina');
    expect((await elsewhere.call({ method: 'POST', url: `/api/transaction/payment/callback?${new URLSearchParams(handed)}` })).statusCode).toBe(404);
    // Another brand's host does not open this brand's checkout page.
    expect((await onBrand(t.app, 'marina')({ method: 'GET', url: order.checkoutUrl! })).statusCode).toBe(404);
    expect(await statusOf(order.orderId)).toMatchObject({ status: 'created', paymentId: null });
  });

  it('a failed payment says why and a cancelled one is told apart; the customer can then pay with a new order', async () => {
    const shopper = await customerWithBooking();
    const first = (await shopper.order()).json().data as TPaymentOrder;
    const failed = await shopper.callback(await checkout('servicebay', first, 'failure'));
    expect(failed.json().data).toMatchObject({ status: 'failed', paymentId: null });
    expect(await statusOf(first.orderId)).toMatchObject({ status: 'failed', failure: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' } });
    const second = (await shopper.order()).json().data as TPaymentOrder;
    expect(second.orderId).not.toBe(first.orderId);
    const cancelled = await shopper.callback(await checkout('servicebay', second, 'cancel'));
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
    expect((await shopper.booking()).payments.map((payment) => payment.status)).toEqual(['cancelled', 'failed']);
  });
});
