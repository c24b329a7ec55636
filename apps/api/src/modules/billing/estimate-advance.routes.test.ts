import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCustomerEstimate, TEstimate, TEstimateLineBody } from '@servicebay/domain';
import { majorOf, type TBooking, type TPaymentOrder } from '@servicebay/domain';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { ownerOf } from '../../../test/job-card-factories';
import { testCheckout } from '../../../test/payment-factories';
import { bookedCardWith, dataOf, errorOf, indianPlate, linkTokenSentTo, walkInWith } from '../../../test/billing-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Worked by hand (India, intra-state, 18 % GST): pads 2 x 1,250 = 2,500 + 450 tax = 2,950; labour
// 800 + 144 = 944. Half of the pads alone is 1,475.00; all of both is 3,894, a whole rupee amount,
// so the invoice's round-off leaves it as it is.
const PADS: TEstimateLineBody = { kind: 'part', name: 'Brake pad set', partNo: 'BP-2291', quantity: 2, unitPrice: 1250, taxPercentage: 18 };
const LABOUR: TEstimateLineBody = { kind: 'labour', name: 'Brake service', quantity: 1, unitPrice: 800, taxPercentage: 18 };

/** A customer's booking at `brand` (its own advance paid where the brand asks one) whose card holds the two lines, sent with `advancePercent`. */
async function sentWithAdvance(brand: string, advancePercent: number) {
  const { shopper, bookingAdvance, call } = await bookedCardWith(t.app, brand, [PADS, LABOUR]);
  const sent = dataOf<{ estimate: TEstimate }>(await call('POST', '/estimate/send', { advancePercent }));
  const estimate = () => shopper.call({ method: 'GET', url: `/api/transaction/booking/${shopper.bookingId}/estimate` });
  const answerOf = async (approve: (name: string) => boolean) => {
    const latest = dataOf<TCustomerEstimate>(await estimate());
    return { version: latest.version, lines: latest.lines.map((line) => ({ lineId: line.lineId, approval: approve(line.name) ? 'approved' : 'declined' })) };
  };
  return {
    shopper,
    bookingAdvance,
    sent: sent.estimate,
    call,
    estimate,
    answerOf,
    answer: (payload: object) => shopper.call({ method: 'POST', url: `/api/transaction/booking/${shopper.bookingId}/estimate/answer`, payload }),
    answerAndPay: (payload: object) => shopper.call({ method: 'POST', url: `/api/transaction/booking/${shopper.bookingId}/estimate/answer-and-pay`, payload }),
  };
}

/** The refunds asked for a booking's orders, and an order's row id by the gateway's: read as the payments module keeps them. */
const refundsOf = (bookingId: string) => t.database.db.query.paymentRefunds.findMany({ where: (row, { eq }) => eq(row.bookingId, bookingId) });
const orderRowId = async (gatewayOrderId: string) =>
  (await t.database.db.query.paymentOrders.findFirst({ where: (row, { eq }) => eq(row.gatewayOrderId, gatewayOrderId) }))!.id;

const stepOf = (booking: TBooking, name: string) => booking.events.find((event) => event.name === name)!;

describe('the advance on approved work, paid with the answer (issue 27 part 2)', () => {
  it('asks the share of what the customer approves; the answer counts only once the advance is paid, and the advance counts against the invoice', async () => {
    const job = await sentWithAdvance('servicebay', 50);
    expect(job.sent.sending.versions[0]!.advancePercent).toBe(50);
    expect(job.sent.sending.canAskAdvance).toBe(true);
    const shown = dataOf<TCustomerEstimate>(await job.estimate());
    expect(shown).toMatchObject({ advancePercent: 50, bookingId: job.shopper.bookingId, canAnswer: true });

    // Approving without the advance is refused; the pads alone ask half of 2,950.
    const padsOnly = await job.answerOf((name) => name === PADS.name);
    const plain = await job.answer(padsOnly);
    expect(plain.statusCode).toBe(409);
    expect(errorOf(plain)).toMatchObject({
      code: 'billing/advance-asked',
      message: 'The workshop asks an advance on the approved work: approve and pay it in one step',
    });
    // The link (no account to pay from) takes no approval either; it sends the customer to the booking.
    const card = dataOf<TEstimate>(await job.call('GET', '/estimate'));
    const mobile = (await t.database.db.query.jobCards.findFirst({ where: (row, { eq }) => eq(row.id, card.jobCardId) }))!.mobileNumber!;
    const token = await linkTokenSentTo(t.app, 'servicebay', mobile);
    expect(errorOf(await onBrand(t.app, 'servicebay')({ method: 'POST', url: `/api/estimate-links/${token}/answer`, payload: padsOnly })).code).toBe(
      'billing/advance-asked',
    );
    const order = dataOf<TPaymentOrder>(await job.answerAndPay(padsOnly));
    expect(order).toMatchObject({ amount: 147_500, currency: 'INR' });
    // A second tap before the checkout opens the same order.
    expect(dataOf<TPaymentOrder>(await job.answerAndPay(padsOnly)).orderId).toBe(order.orderId);
    // Until the money arrives the estimate waits; a cancelled checkout leaves it waiting.
    const cancelled = await testCheckout(t.app, 'servicebay', order, 'cancel');
    expect((await job.shopper.callback(cancelled)).statusCode).toBe(200);
    expect(dataOf<TCustomerEstimate>(await job.estimate())).toMatchObject({ answeredAt: null, canAnswer: true });

    // Tried again and paid: the answer is recorded as the customer's, from the app.
    const again = dataOf<TPaymentOrder>(await job.answerAndPay(padsOnly));
    expect((await job.shopper.callback(await testCheckout(t.app, 'servicebay', again, 'success'))).statusCode).toBe(200);
    const answered = dataOf<TCustomerEstimate>(await job.estimate());
    expect(answered.answeredAt).not.toBeNull();
    expect(answered.lines.map((line) => [line.name, line.approval])).toEqual([
      [PADS.name, 'approved'],
      [LABOUR.name, 'declined'],
    ]);
    const desk = dataOf<TEstimate>(await job.call('GET', '/estimate'));
    expect(desk.sending.versions[0]).toMatchObject({ answeredVia: 'app', approvedCount: 1, declinedCount: 1 });

    // The advance is on the bill before the invoice, and the invoice's balance is what it leaves.
    expect((await job.shopper.booking()).estimate.advancePayment).toBe(1475);
    for (const status of ['workInProgress', 'readyForDelivery']) dataOf(await job.call('POST', '/status', { status }));
    dataOf(await job.call('POST', '/invoices', {}));
    const invoiced = await job.shopper.booking();
    expect(invoiced.bill).toMatchObject({ grandTotal: 2950, paid: 1475, balance: 1475, canPayOnline: true });
    expect(invoiced.bill!.payments.map((payment) => [payment.mode, payment.amount])).toEqual([['advance', 1475]]);
    expect(stepOf(invoiced, 'Payment Pending').updatedAt).toBeNull();
  });

  it('settles Payment Pending at the invoice when the advance already covers it', async () => {
    const job = await sentWithAdvance('servicebay', 100);
    const all = await job.answerOf(() => true);
    const order = dataOf<TPaymentOrder>(await job.answerAndPay(all));
    expect(order.amount).toBe(389_400);
    expect((await job.shopper.callback(await testCheckout(t.app, 'servicebay', order, 'success'))).statusCode).toBe(200);
    for (const status of ['workInProgress', 'readyForDelivery']) dataOf(await job.call('POST', '/status', { status }));
    dataOf(await job.call('POST', '/invoices', {}));
    const invoiced = await job.shopper.booking();
    expect(invoiced.bill).toMatchObject({ grandTotal: 3894, paid: 3894, balance: 0, canPayOnline: false });
    expect(stepOf(invoiced, 'Payment Pending').updatedAt).not.toBeNull();
  });

  it('gives the advance back alone when the desk took the answer while the customer was at the checkout; declining everything needs no advance', async () => {
    const job = await sentWithAdvance('deccan', 50);
    const padsOnly = await job.answerOf((name) => name === PADS.name);
    const order = dataOf<TPaymentOrder>(await job.answerAndPay(padsOnly));
    dataOf(await job.call('POST', '/estimate/approval', { ...padsOnly, via: 'phone', note: 'Approved both on the phone' }));
    // The checkout succeeds after: the money is taken, refused as unwanted and refunded; the desk's answer stands.
    expect((await job.shopper.callback(await testCheckout(t.app, 'deccan', order, 'success'))).statusCode).toBe(200);
    const refunds = await refundsOf(job.shopper.bookingId);
    expect(refunds.map((refund) => refund.paymentOrderId)).toEqual([await orderRowId(order.orderId)]);
    expect(dataOf<TEstimate>(await job.call('GET', '/estimate')).sending.versions[0]!.answeredVia).toBe('phone');
    // The booking's own advance is not touched, and the refused advance is not on the bill.
    expect((await job.shopper.booking()).estimate.advancePayment).toBe(majorOf(job.bookingAdvance, 'INR'));

    // Another customer's booking: all declined is a plain answer, and asks nothing to pay.
    const other = await sentWithAdvance('servicebay', 25);
    const declined = await other.answerOf(() => false);
    expect(errorOf(await other.answerAndPay(declined)).code).toBe('billing/nothing-due');
    dataOf(await other.answer(declined));
    expect(dataOf<TCustomerEstimate>(await other.estimate()).answeredAt).not.toBeNull();
  });

  it('takes one answer when the paid advance and the desk’s answer arrive at once: the customer’s with the advance kept, or the desk’s with it refunded', async () => {
    const job = await sentWithAdvance('servicebay', 50);
    const padsOnly = await job.answerOf((name) => name === PADS.name);
    const order = dataOf<TPaymentOrder>(await job.answerAndPay(padsOnly));
    const returned = await testCheckout(t.app, 'servicebay', order, 'success');
    const [byDesk, paid] = await Promise.all([job.call('POST', '/estimate/approval', { ...padsOnly, via: 'counter' }), job.shopper.callback(returned)]);
    expect(paid.statusCode).toBe(200);
    const via = dataOf<TEstimate>(await job.call('GET', '/estimate')).sending.versions[0]!.answeredVia;
    const orderId = await orderRowId(order.orderId);
    const refunds = (await refundsOf(job.shopper.bookingId)).filter((refund) => refund.paymentOrderId === orderId);
    if (via === 'app') {
      expect(errorOf(byDesk).code).toBe('billing/estimate-answered');
      expect(refunds).toHaveLength(0);
      expect((await job.shopper.booking()).estimate.advancePayment).toBe(1475);
    } else {
      expect([via, byDesk.statusCode, refunds.length]).toEqual(['counter', 200, 1]);
      expect((await job.shopper.booking()).estimate.advancePayment).toBe(0);
    }
  });

  it("refuses an advance of a walk-in (no app to pay in), above 100 %, and another customer's order", async () => {
    const walkIn = await walkInWith(t.app, { brand: 'servicebay', session: await ownerOf(t.app, 'servicebay'), lines: [LABOUR], plate: indianPlate() });
    const refused = await walkIn.call('POST', '/estimate/send', { advancePercent: 50 });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('billing/advance-needs-booking');
    expect((await walkIn.call('POST', '/estimate/send', { advancePercent: 101 })).statusCode).toBe(400);
    // Without an advance the walk-in's estimate goes as before.
    dataOf(await walkIn.call('POST', '/estimate/send'));

    const job = await sentWithAdvance('servicebay', 50);
    const stranger = await customerWithBooking(t.app, 'servicebay');
    const padsOnly = await job.answerOf((name) => name === PADS.name);
    const theirs = await stranger.call({ method: 'POST', url: `/api/transaction/booking/${job.shopper.bookingId}/estimate/answer-and-pay`, payload: padsOnly });
    expect(theirs.statusCode).toBe(404);
  });
});
