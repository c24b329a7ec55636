import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { majorOf, type TBooking, type TCustomerEstimate, type TEstimateLineBody, type TInvoiceUrl, type TPaymentOrder } from '@servicebay/domain';
import { bookedCardWith } from '../../../test/billing-factories';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { testCheckout } from '../../../test/payment-factories';
import { cardPayments } from './billing.tables';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Answer = { statusCode: number; body: string; json: () => unknown };
const dataOf = <T>(answer: Answer): T => {
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: T }).data;
};
const errorOf = (answer: Answer) => (answer.json() as { error: { code: string; message: string } }).error;

// Worked by hand (India, intra-state, 18 % GST): pads 2 x 1,250 = 2,500 less 100 discount = 2,400
// taxable, tax 432; labour 800, tax 144; the alignment (600) is declined and billed nowhere.
// Parts 2,500, labour 800, discount 100, tax 576; grand total 2,400 + 800 + 576 = 3,776.
const PADS: TEstimateLineBody = { kind: 'part', name: 'Brake pad set', partNo: 'BP-2291', quantity: 2, unitPrice: 1250, discount: 100, taxPercentage: 18 };
const LABOUR: TEstimateLineBody = { kind: 'labour', name: 'Brake service', quantity: 1, unitPrice: 800, taxPercentage: 18 };
const ALIGNMENT: TEstimateLineBody = { kind: 'labour', name: 'Wheel alignment', quantity: 1, unitPrice: 600, taxPercentage: 18 };
const GRAND_TOTAL = 3776;
/** An amount in paise as the API shows it (rupees), for the sums with the booking's advance. */
const rupees = (paise: number) => majorOf(paise, 'INR');

/**
 * A customer's booking at `brand` (its advance paid where the brand asks one) whose job card holds
 * the three lines above, the estimate answered in the app (the alignment declined), and the desk's
 * calls on the card.
 */
async function answeredEstimate(brand: string) {
  // The booked service arrives as a line; the desk prices the work itself here.
  const { shopper, bookingAdvance: advance, call } = await bookedCardWith(t.app, brand, [PADS, LABOUR, ALIGNMENT]);
  dataOf(await call('POST', '/estimate/send'));
  const sent = dataOf<TCustomerEstimate>(await shopper.call({ method: 'GET', url: `/api/transaction/booking/${shopper.bookingId}/estimate` }));
  const lines = sent.lines.map((line) => ({ lineId: line.lineId, approval: line.name === ALIGNMENT.name ? 'declined' : 'approved' }));
  dataOf(
    await shopper.call({ method: 'POST', url: `/api/transaction/booking/${shopper.bookingId}/estimate/answer`, payload: { version: sent.version, lines } }),
  );
  return {
    shopper,
    advance: majorOf(advance, 'INR'),
    advanceMinor: advance,
    call,
    invoice: async () => {
      for (const status of ['workInProgress', 'readyForDelivery']) dataOf(await call('POST', '/status', { status }));
      return dataOf<{ number: string; invoiceId: string }>(await call('POST', '/invoices', {}));
    },
    order: (payload: object = {}, caller = shopper.call) =>
      caller({ method: 'POST', url: `/api/transaction/booking/${shopper.bookingId}/bill/order`, payload }),
    invoiceUrl: (caller = shopper.call) => caller({ method: 'GET', url: `/api/transaction/booking/${shopper.bookingId}/invoice-url` }),
  };
}

describe("the customer's bill read from the job card (issue 27 part 8; customer spec sections 3, 4 and 9)", () => {
  it('shows the approved estimate, then the tax invoice, with the advance, the desk’s and the online payments, and the balance', async () => {
    const job = await answeredEstimate('deccan');
    expect(job.advance).toBeGreaterThan(0);
    const fromEstimate = await job.shopper.booking();
    expect(fromEstimate.estimate).toEqual({
      currency: 'INR',
      partsTotal: 2500,
      labourTotal: 800,
      discount: 100,
      totalTax: 576,
      advancePayment: job.advance,
      totalEstimated: GRAND_TOTAL + 100,
    });
    expect(fromEstimate.bill).toMatchObject({ source: 'estimate', invoiceNumber: null, grandTotal: GRAND_TOTAL, paid: job.advance, canPayOnline: false });
    expect(fromEstimate.bill!.balance).toBe(rupees(377_600 - job.advanceMinor));
    // Nothing to pay online before the tax invoice.
    expect(errorOf(await job.order()).code).toBe('billing/invoice-not-ready');
    expect(errorOf(await job.invoiceUrl()).code).toBe('billing/invoice-not-ready');

    const invoice = await job.invoice();
    dataOf(await job.call('POST', '/payments', { mode: 'cash', amount: 1000 }));
    const invoiced = await job.shopper.booking();
    expect(invoiced.estimate).toEqual(fromEstimate.estimate);
    expect(invoiced.bill).toMatchObject({ source: 'invoice', invoiceNumber: invoice.number, paid: rupees(job.advanceMinor + 100_000), canPayOnline: true });
    expect(invoiced.bill!.payments.map((payment) => [payment.mode, payment.amount])).toEqual([
      ['advance', job.advance],
      ['cash', 1000],
    ]);
    const balance = invoiced.bill!.balance;
    expect(balance).toBe(rupees(377_600 - job.advanceMinor - 100_000));
    // The timeline waits on Payment Pending: the invoice is done, Payment Pending has no time.
    const stepOf = (booking: TBooking, name: string) => booking.events.find((event) => event.name === name)!;
    expect(stepOf(invoiced, 'Invoice').updatedAt).not.toBeNull();
    expect(stepOf(invoiced, 'Payment Pending').updatedAt).toBeNull();

    // More than the balance is refused with the spec's words; part of it, then the rest, are paid online.
    expect(errorOf(await job.order({ amount: balance + 1 }))).toMatchObject({
      code: 'billing/above-balance',
      message: 'The amount is more than the balance due',
    });
    const part = dataOf<TPaymentOrder>(await job.order({ amount: 500 }));
    expect(part).toMatchObject({ amount: 50_000, currency: 'INR', gateway: 'test' });
    dataOf(await job.shopper.callback(await testCheckout(t.app, 'deccan', part, 'success')));
    const rest = dataOf<TPaymentOrder>(await job.order());
    dataOf(await job.shopper.callback(await testCheckout(t.app, 'deccan', rest, 'success')));

    const paidUp = await job.shopper.booking();
    expect(paidUp.bill).toMatchObject({ balance: 0, grandTotal: GRAND_TOTAL, paid: GRAND_TOTAL, canPayOnline: false });
    const online = paidUp.bill!.payments.filter((payment) => payment.mode === 'online');
    expect(online).toEqual([
      { mode: 'online', amount: 500, receiptNo: expect.stringMatching(/^RC\d{4}\/\d{4}$/), paymentDate: expect.any(String) },
      {
        mode: 'online',
        amount: rupees(377_600 - job.advanceMinor - 100_000 - 50_000),
        receiptNo: expect.stringMatching(/^RC\d{4}\/\d{4}$/),
        paymentDate: expect.any(String),
      },
    ]);
    // Paid up: Payment Pending is settled, and the workshop's bill agrees.
    expect(stepOf(paidUp, 'Payment Pending').updatedAt).not.toBeNull();
    expect(dataOf<{ balance: number; paid: number }>(await job.call('GET', '/bill'))).toMatchObject({ balance: 0, paid: GRAND_TOTAL });
    expect(errorOf(await job.order())).toMatchObject({ code: 'billing/nothing-due', message: 'Nothing is due on this bill' });
  });

  it('is nobody else’s: another customer or brand can neither read nor pay the bill nor open the invoice; a link expires and a tampered one opens nothing', async () => {
    const job = await answeredEstimate('servicebay');
    const invoice = await job.invoice();
    const neighbour = await customerWithBooking(t.app, 'servicebay');
    expect((await neighbour.call({ method: 'GET', url: `/api/transaction/booking/${job.shopper.bookingId}` })).statusCode).toBe(404);
    expect((await job.order({}, neighbour.call)).statusCode).toBe(404);
    expect((await job.invoiceUrl(neighbour.call)).statusCode).toBe(404);

    const link = dataOf<TInvoiceUrl>(await job.invoiceUrl());
    expect(link).toMatchObject({ invoiceNumber: invoice.number, invoiceUrl: expect.stringMatching(/^\/api\/invoice-links\/[\w.-]+\/pdf$/) });
    const open = (url: string, brand = 'servicebay') => onBrand(t.app, brand)({ method: 'GET', url });
    const pdf = await open(link.invoiceUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Bound to the brand it was signed for, and to every character of it.
    expect((await open(link.invoiceUrl, 'deccan')).statusCode).toBe(404);
    const [token] = link.invoiceUrl.split('/').slice(-2);
    const [id, expires, signature] = token!.split('.');
    const later = (Number.parseInt(expires!, 36) + 3_600_000).toString(36);
    for (const forged of [`${id}.${later}.${signature}`, `${id}.${expires}.${signature!.slice(0, -2)}xx`, `${neighbour.bookingId}.${expires}.${signature}`])
      expect((await open(`/api/invoice-links/${forged}/pdf`)).statusCode).toBe(404);
    t.clock.advance(31 * 60_000);
    const expired = await open(link.invoiceUrl);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).code).toBe('billing/link-expired');
  });
});

describe('a balance paid online is recorded once (issue 27 part 5)', () => {
  it('the checkout’s return and the gateway’s webhook at once, on two API processes: one payment, one receipt', { timeout: 120_000 }, async () => {
    const other: FastifyInstance = process.env.DATABASE_URL ? await t.anotherProcess() : t.app;
    for (let round = 0; round < 3; round++) {
      const job = await answeredEstimate('servicebay');
      await job.invoice();
      const order = dataOf<TPaymentOrder>(await job.order());
      const handed = await testCheckout(t.app, 'servicebay', order, 'success');
      const [returned, reported] = await Promise.all([
        job.shopper.callback(handed),
        other.services.payments.paidByGateway({ paymentId: handed.paymentId!, gatewayOrderId: order.orderId, amountMinor: order.amount, currency: 'INR' }),
      ]);
      expect(returned.statusCode, returned.body).toBe(200);
      expect(typeof reported).toBe('boolean');
      const rows = await t.database.db.select().from(cardPayments).where(eq(cardPayments.gatewayPaymentId, handed.paymentId!));
      expect(rows).toEqual([expect.objectContaining({ mode: 'online', amountMinor: order.amount, receiptNo: expect.stringMatching(/^RC/) })]);
      expect((await job.shopper.booking()).bill).toMatchObject({ balance: 0, paid: GRAND_TOTAL });
      // Reported again later: still one.
      expect(
        await t.app.services.payments.paidByGateway({
          paymentId: handed.paymentId!,
          gatewayOrderId: order.orderId,
          amountMinor: order.amount,
          currency: 'INR',
        }),
      ).toBe(true);
      expect(await t.database.db.select().from(cardPayments).where(eq(cardPayments.gatewayPaymentId, handed.paymentId!))).toHaveLength(1);
    }
  });
});
