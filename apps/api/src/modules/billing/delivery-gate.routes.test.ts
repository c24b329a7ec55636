import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCardBill, TJobCard, TStaffSession, TWorkshopCustomer } from '@servicebay/domain';
import { labour, dataOf, errorOf, pads, walkInWith } from '../../../test/billing-factories';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { readyToLeave } from '../../../test/desk-handover';
import { workshopStep } from '../../../test/job-card-factories';
import { asStaff, demoStaff } from '../../../test/staff-factories';
import { creditSales } from './billing.tables';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
});
afterAll(() => t.close());

const plate = () => `KA${randomInt(10, 100)}DG${randomInt(1000, 10_000)}`;
/** 2 x 1,250 + 800 = 3,300 before tax, 18 % GST: ₹3,894. */
const GRAND_TOTAL = 3894;

/** A walk-in (or `customer` back with another vehicle) with pads and labour, approved at the counter, worked, and invoiced: ₹3,894 due. */
async function invoicedWalkIn(customer?: { customerId: string; mobileNumber: string }) {
  const job = await walkInWith(t.app, { brand: 'servicebay', session: owner, lines: [pads, labour], plate: plate(), customer });
  await job.approveAll();
  await job.readyForDelivery();
  dataOf(await job.invoice());
  const customers = `/api/staff/workshops/${job.workshopId}/customers/${job.card.customerId}`;
  const desk = asStaff(t.app, 'servicebay', owner);
  return {
    ...job,
    deliver: () => job.call('POST', '/status', { status: 'delivered' }),
    readyToLeave: (options?: { pay?: boolean }) => readyToLeave(job.deskCall, job.cardPath, options),
    customer: async () => dataOf<TWorkshopCustomer>(await desk({ method: 'GET', url: customers })),
    giveCredit: async (creditLimit: number, creditDays: number) => {
      const customer = dataOf<TWorkshopCustomer>(await desk({ method: 'GET', url: customers }));
      const payload = { name: customer.name, mobileNumber: job.mobileNumber, creditLimit, creditDays };
      return dataOf<TWorkshopCustomer>(await desk({ method: 'PATCH', url: customers, payload }));
    },
  };
}

describe('a vehicle leaves invoiced and paid (issue 27 part 5)', () => {
  it("starts a walk-in's work only on an approved estimate, as a booking's", async () => {
    const job = await walkInWith(t.app, { brand: 'servicebay', session: owner, lines: [], plate: plate() });
    const start = () => job.call('POST', '/status', { status: 'workInProgress' });
    expect(errorOf(await start())).toMatchObject({ code: 'billing/no-approved-work', message: 'The customer approved no line: there is no work to start' });
    dataOf(await job.call('POST', '/estimate/lines', pads));
    expect(errorOf(await start())).toMatchObject({ code: 'billing/awaiting-approval', message: 'Waiting for customer approval' });
    dataOf(await job.call('POST', '/estimate/send'));
    const [line] = dataOf<{ lines: { lineId: string }[] }>(await job.call('GET', '/estimate')).lines;
    dataOf(await job.call('POST', '/estimate/approval', { version: 1, lines: [{ lineId: line!.lineId, approval: 'approved' }], via: 'phone' }));
    expect(dataOf<TJobCard>(await start()).status).toBe('workInProgress');
  });

  it("asks, in the desk's order, for the odometer out, the delivery checklist, the invoice's balance; then lets it go", async () => {
    const job = await invoicedWalkIn();
    // Invoiced: the card is at Invoice, and the way to the gate is the desk's checks, not a bare move.
    expect(errorOf(await job.deliver())).toMatchObject({
      code: 'jobCards/odometer-out-required',
      message: 'Enter the odometer out before delivery',
      field: 'odometerOut',
    });
    dataOf(await job.call('PATCH', '', { odometerOut: 52_000 }));
    expect(errorOf(await job.deliver())).toMatchObject({ code: 'jobCards/delivery-checklist', field: 'checklists' });
    await job.readyToLeave({ pay: false });
    expect(errorOf(await job.deliver())).toMatchObject({ code: 'billing/balance-due', message: 'The balance is not paid: take the payment before delivery' });
    dataOf(await job.pay({ mode: 'cash', amount: 3000 }));
    expect(errorOf(await job.deliver()).code).toBe('billing/balance-due');
    expect(dataOf<TCardBill>(await job.pay({ mode: 'card', amount: GRAND_TOTAL - 3000, reference: 'SLIP 4471' })).balance).toBe(0);
    const delivered = dataOf<TJobCard>(await job.deliver());
    expect(delivered.status).toBe('delivered');
    expect(delivered.steps.map((step) => step.status)).toEqual([
      'inWorkshop',
      'estimate',
      'workInProgress',
      'readyForDelivery',
      'invoice',
      'paymentPending',
      'delivered',
    ]);
  });

  it('refuses Invoice as a bare move: the tax invoice is issued, which moves the card; Ready for Delivery no longer skips to Delivered', async () => {
    const job = await walkInWith(t.app, { brand: 'servicebay', session: owner, lines: [labour], plate: plate() });
    await job.approveAll();
    await job.readyForDelivery();
    expect(errorOf(await job.call('POST', '/status', { status: 'invoice' }))).toMatchObject({
      code: 'billing/not-invoiced',
      message: 'Issue the tax invoice first',
    });
    expect(errorOf(await job.call('POST', '/status', { status: 'delivered' })).code).toBe('jobCards/step-not-allowed');
  });

  it("puts the balance on the customer's credit within their limit, gives it back as it is paid, and refuses a sale beyond it", async () => {
    const first = await invoicedWalkIn();
    await first.readyToLeave({ pay: false });
    expect(errorOf(await first.deliver()).code).toBe('billing/balance-due');
    await first.giveCredit(5000, 30);
    expect(dataOf<TJobCard>(await first.deliver()).status).toBe('delivered');
    expect((await first.customer()).usedCredit).toBe(GRAND_TOTAL);
    // Editing the customer sends the form back: the used credit stays the ledger's.
    await first.giveCredit(5000, 30);
    expect((await first.customer()).usedCredit).toBe(GRAND_TOTAL);

    // The same customer's next visit: 3,894 + 3,894 is beyond 5,000.
    const sameCustomer = await nextVisitOf(first);
    expect(errorOf(await sameCustomer.deliver())).toMatchObject({
      code: 'billing/above-credit-limit',
      message: "This sale is beyond the customer's credit limit: take a payment first",
    });
    // A payment on the first card settles its credit: the limit is free again.
    dataOf(await first.pay({ mode: 'bankTransfer', amount: 2000, reference: 'UTR 88213' }));
    expect((await first.customer()).usedCredit).toBe(GRAND_TOTAL - 2000);
    dataOf(await first.pay({ mode: 'cash', amount: GRAND_TOTAL - 2000 }));
    expect((await first.customer()).usedCredit).toBe(0);
    expect(dataOf<TJobCard>(await sameCustomer.deliver()).status).toBe('delivered');
    expect((await first.customer()).usedCredit).toBe(GRAND_TOTAL);
  });

  it('gives no more credit while an earlier credit sale is past its due day', async () => {
    const first = await invoicedWalkIn();
    await first.giveCredit(50_000, 15);
    await first.readyToLeave({ pay: false });
    dataOf(await first.deliver());
    const [sale] = await t.app.db.select().from(creditSales).where(eq(creditSales.jobCardId, first.card.jobCardId));
    const saleDay = new Date(`${sale!.saleDay}T00:00:00Z`);
    expect((new Date(`${sale!.dueOn}T00:00:00Z`).getTime() - saleDay.getTime()) / 86_400_000).toBe(15);
    // Sixteen days on, unpaid: the sale is overdue.
    await t.app.db.update(creditSales).set({ dueOn: '2020-01-01' }).where(eq(creditSales.id, sale!.id));
    const sameCustomer = await nextVisitOf(first);
    expect(errorOf(await sameCustomer.deliver()).code).toBe('billing/credit-overdue');
  });

  it('two vehicles of one customer leaving on credit at once: the limit holds, one goes and one is refused', async () => {
    const first = await invoicedWalkIn();
    await first.giveCredit(5000, 30);
    await first.readyToLeave({ pay: false });
    const second = await nextVisitOf(first);
    const answers = await Promise.all([first.deliver(), second.deliver()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(answers.find((answer) => answer.statusCode === 409)!).code).toBe('billing/above-credit-limit');
    expect((await first.customer()).usedCredit).toBe(GRAND_TOTAL);
  });

  it("a booking's card: its booked services are the approved work, invoiced, paid and delivered by the desk's walk", async () => {
    const shopper = await customerWithBooking(t.app, 'servicebay');
    const delivered = await workshopStep(t.app, 'servicebay', shopper.bookingId, 'Delivered');
    expect(delivered.statusCode, delivered.body).toBe(200);
    const booking = await shopper.booking();
    expect(booking.status).toBe('Completed');
    const done = booking.events.filter((event) => event.updatedAt !== null).map((event) => event.name);
    expect(done).toEqual(expect.arrayContaining(['Work-In-Progress', 'Ready for Delivery', 'Invoice', 'Delivered']));
  });
});

/** The customer of `job` back with another vehicle, its work invoiced and the car ready to leave but for the money. */
async function nextVisitOf(job: Awaited<ReturnType<typeof invoicedWalkIn>>) {
  const next = await invoicedWalkIn({ customerId: job.card.customerId, mobileNumber: job.mobileNumber });
  await next.readyToLeave({ pay: false });
  return next;
}
