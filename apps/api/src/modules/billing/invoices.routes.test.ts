import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financialYearOf,
  gstinCheckCharacter,
  type TCardBill,
  type TCreditNote,
  type TCreditNoteRegister,
  readZatcaQr,
  type TEstimate,
  type TEstimateLineBody,
  type TInvoice,
  type TJobCard,
  type TStaffSession,
} from '@servicebay/domain';
import { dataOf, errorOf, GSTIN, indianPlate, labour, pads, saudiPlate, walkInWith as walkInAt } from '../../../test/billing-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { pdfQr, pdfText as textOf } from '../../../test/pdf-reading';
import { asStaff, demoStaff } from '../../../test/staff-factories';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
});
afterAll(() => t.close());

const walkInWith = (brand: string, session: TStaffSession, lines: TEstimateLineBody[], plate: string, workshopIndex = 0) =>
  walkInAt(t.app, { brand, session, lines, plate, workshopIndex });

describe('proforma and tax invoices (issue 27 part 3; workshop spec sections 3 to 5 and 8)', () => {
  it("waits for the customer's approval, then numbers a proforma and the one tax invoice from their series", async () => {
    const job = await walkInWith('servicebay', owner, [pads, labour], indianPlate());
    expect(errorOf(await job.invoice())).toMatchObject({ code: 'billing/awaiting-approval', message: 'Waiting for customer approval' });
    expect(errorOf(await job.proforma())).toMatchObject({ message: 'Waiting for customer approval' });
    await job.approveAll();

    const proforma = dataOf<TInvoice>(await job.proforma());
    const year = financialYearOf(proforma.day, 'IN');
    expect(proforma).toMatchObject({ kind: 'proforma', number: `PF${year}/0001` });
    // Ready for delivery first: the state machine's way to Invoice.
    expect(errorOf(await job.invoice())).toMatchObject({ code: 'jobCards/step-not-allowed' });
    await job.readyForDelivery();
    const invoice = dataOf<TInvoice>(await job.invoice());
    expect(invoice).toMatchObject({
      kind: 'tax',
      number: expect.stringMatching(new RegExp(`^[A-Z]{1,7}${year}/0001$`)),
      placeOfSupply: null,
      isReverseCharge: false,
    });
    // 2 x 1,250 + 800 = 3,300 taxable; 18 % = 594; 3,894.
    expect(invoice.totals).toMatchObject({ partsTotal: 2500, labourTotal: 800, subtotalBeforeTax: 3300, taxTotal: 594, grandTotal: 3894 });
    expect(invoice.lines.map((line) => line.hsnSac)).toEqual(['87083000', '998714']);
    expect(dataOf<TJobCard>(await job.call('GET', '')).status).toBe('invoice');
    expect(errorOf(await job.invoice())).toMatchObject({ code: 'billing/invoice-exists', message: 'invoice already created' });
    expect(dataOf<TInvoice[]>(await job.call('GET', '/invoices')).map((each) => each.kind)).toEqual(['tax', 'proforma']);
  });

  it('bills only what the customer approved, and nothing when nothing was', async () => {
    const job = await walkInWith('servicebay', owner, [pads, labour], indianPlate());
    dataOf(await job.call('POST', '/estimate/send'));
    const estimate = dataOf<TEstimate>(await job.call('GET', '/estimate'));
    const answer = (approval: (name: string) => string) => estimate.lines.map((line) => ({ lineId: line.lineId, approval: approval(line.name) }));
    dataOf(
      await job.call('POST', '/estimate/approval', { version: 1, lines: answer((name) => (name === 'Brake service' ? 'approved' : 'declined')), via: 'phone' }),
    );
    const proforma = dataOf<TInvoice>(await job.proforma());
    expect(proforma.lines.map((line) => line.name)).toEqual(['Brake service']);
    expect(proforma.totals.grandTotal).toBe(944);
  });

  it("numbers by hand in manual mode: required, unique ('Duplicate invoice'), not of the auto series; a pre-invoice number has no hyphen", async () => {
    const workshopId = owner.staff.workshops[1]!.workshopId;
    const desk = asStaff(t.app, 'servicebay', owner);
    dataOf(await desk({ method: 'PATCH', url: `/api/staff/workshops/${workshopId}/settings`, payload: { invoiceNumberMode: 'manual', invoicePrefix: 'HSR' } }));
    const first = await walkInWith('servicebay', owner, [labour], indianPlate(), 1);
    await first.approveAll();
    await first.readyForDelivery();
    expect(errorOf(await first.invoice())).toMatchObject({ code: 'billing/invoice-number-required', field: 'number' });
    expect(errorOf(await first.invoice({ number: 'HSR2627/0042' }))).toMatchObject({ code: 'billing/invoice-number-invalid', field: 'number' });
    expect(errorOf(await first.invoice({ number: 'A-100/ABCDEFGHIJKLM' }))).toMatchObject({ code: 'billing/invoice-number-invalid' });
    expect(errorOf(await first.proforma({ number: 'PRE-7' }))).toMatchObject({ message: 'A pre-invoice number must not contain a hyphen' });
    expect(dataOf<TInvoice>(await first.invoice({ number: 'a-100' })).number).toBe('A-100');

    const second = await walkInWith('servicebay', owner, [labour], indianPlate(), 1);
    await second.approveAll();
    await second.readyForDelivery();
    expect(errorOf(await second.invoice({ number: 'A-100' }))).toMatchObject({ code: 'billing/duplicate-invoice', message: 'Duplicate invoice' });
    expect(dataOf<TJobCard>(await second.call('GET', '')).status).toBe('readyForDelivery');
  });

  it('gives invoices issued at once distinct, consecutive numbers', async () => {
    const jobs = await Promise.all(Array.from({ length: 6 }, () => walkInWith('servicebay', owner, [labour], indianPlate())));
    for (const job of jobs) {
      await job.approveAll();
      await job.readyForDelivery();
    }
    const numbers = (await Promise.all(jobs.map((job) => job.invoice()))).map((answer) => dataOf<TInvoice>(answer).number);
    const serials = numbers.map((number) => Number(number.split('/').at(-1))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(serials.at(-1)! - serials[0]!).toBe(5);
  });

  it("prints every particular of India's Rule 46 on the tax invoice", async () => {
    const desk = asStaff(t.app, 'servicebay', owner);
    const workshopId = owner.staff.workshops[0]!.workshopId;
    dataOf(await desk({ method: 'PATCH', url: `/api/staff/workshops/${workshopId}/settings`, payload: { stateCode: '29', taxRegistration: GSTIN } }));
    const job = await walkInWith('servicebay', owner, [pads, labour], indianPlate());
    await job.approveAll();
    await job.readyForDelivery();
    const invoice = dataOf<TInvoice>(await job.invoice());
    const pdf = await job.pdf(invoice.invoiceId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = textOf(pdf.rawPayload);
    for (const particular of [
      'Tax invoice',
      invoice.supplier.name,
      `GSTIN ${GSTIN}`,
      'Karnataka (29)',
      `No. ${invoice.number}`,
      `Date: ${invoice.day}`,
      invoice.recipient.name,
      'Place of supply',
      'Reverse charge: No',
      '87083000',
      '998714',
      'Brake pad set',
      'CGST 9%',
      'SGST 9%',
      'Taxable value',
      '3,894.00',
    ])
      expect(text, particular).toContain(particular);
  });

  it("bills a registered customer of another state with IGST: the place of supply is their GSTIN's state, their GSTIN and address on the invoice", async () => {
    const desk = asStaff(t.app, 'servicebay', owner);
    const workshopId = owner.staff.workshops[0]!.workshopId;
    dataOf(await desk({ method: 'PATCH', url: `/api/staff/workshops/${workshopId}/settings`, payload: { stateCode: '29', taxRegistration: GSTIN } }));
    const job = await walkInWith('servicebay', owner, [pads, labour], indianPlate());
    // A Pune fleet, registered in Maharashtra (27): the work in Karnataka is an inter-state supply.
    const fleetGstin = `27AAGCB7383J1Z${gstinCheckCharacter('27AAGCB7383J1Z')}`;
    const fleet = {
      name: 'Deccan Fleet Services',
      mobileNumber: job.mobileNumber,
      customerType: 'corporate',
      fleetName: 'Deccan Fleet',
      companyName: 'Deccan Fleet Services Pvt Ltd',
      groupTaxNumber: fleetGstin,
      address: { house: 'Plot 14', street: 'Hinjawadi Phase 2', city: 'Pune', state: 'Maharashtra', zipcode: '411057' },
    };
    dataOf(await desk({ method: 'PATCH', url: `/api/staff/workshops/${workshopId}/customers/${job.card.customerId}`, payload: fleet }));
    await job.approveAll();
    await job.readyForDelivery();
    const invoice = dataOf<TInvoice>(await job.invoice());
    expect(invoice.placeOfSupply).toBe('27');
    expect(invoice.recipient).toMatchObject({
      taxNumber: fleetGstin,
      stateCode: '27',
      stateName: 'Maharashtra',
      address: ['Plot 14, Hinjawadi Phase 2', 'Pune Maharashtra 411057'],
    });
    // 3,300 taxable at 18 % IGST: 594, no CGST or SGST.
    expect(invoice.lines.map((line) => line.taxes.map((tax) => tax.kind))).toEqual([['IGST'], ['IGST']]);
    expect(invoice.totals).toMatchObject({ taxes: [{ kind: 'IGST', amount: 594 }], grandTotal: 3894 });
    const text = textOf((await job.pdf(invoice.invoiceId)).rawPayload);
    for (const particular of [`GSTIN ${fleetGstin}`, 'Maharashtra (27)', 'Hinjawadi Phase 2', 'IGST 18%']) expect(text, particular).toContain(particular);
  });

  it('prints the ZATCA QR on a Saudi tax invoice, bilingual, and it reads back to the invoice', async () => {
    const saharaOwner = await demoStaff(t.app, 'sahara', 'owner');
    const workshopId = saharaOwner.staff.workshops[0]!.workshopId;
    dataOf(
      await asStaff(
        t.app,
        'sahara',
        saharaOwner,
      )({ method: 'PATCH', url: `/api/staff/workshops/${workshopId}/settings`, payload: { taxRegistration: '300012345600003' } }),
    );
    const job = await walkInWith('sahara', saharaOwner, [{ ...pads, taxPercentage: 15, hsnSac: null }], saudiPlate());
    await job.approveAll();
    await job.readyForDelivery();
    const invoice = dataOf<TInvoice>(await job.invoice());
    expect(invoice).toMatchObject({ market: 'SA', currency: 'SAR', taxRegime: 'VAT', totals: { subtotalBeforeTax: 2500, taxTotal: 375, grandTotal: 2875 } });
    const pdf = (await job.pdf(invoice.invoiceId)).rawPayload;
    expect(readZatcaQr(pdfQr(pdf))).toMatchObject({
      vatNumber: '300012345600003',
      totalWithVat: '2875.00',
      vatTotal: '375.00',
      sellerName: invoice.supplier.name,
    });
    const text = textOf(pdf);
    expect(text).toContain('Simplified tax invoice');
    expect(text).toContain('فاتورة ضريبية مبسطة');
  });
});

describe('payments against the tax invoice (issue 27 part 5; workshop spec sections 3 and 5)', () => {
  it('takes part-payments with numbered receipts, the change for cash, refuses a bad cheque number and more than the balance; a balance left is Payment Pending', async () => {
    const job = await walkInWith('servicebay', owner, [pads, labour], indianPlate());
    await job.approveAll();
    expect(errorOf(await job.pay({ mode: 'cash', amount: 100 }))).toMatchObject({ code: 'billing/no-tax-invoice' });
    await job.readyForDelivery();
    const invoice = dataOf<TInvoice>(await job.invoice());
    expect(errorOf(await job.pay({ mode: 'cheque', amount: 500, chequeNo: '12345' }))).toMatchObject({
      message: 'Cheque number should be 6 digits',
      field: 'chequeNo',
    });
    expect(errorOf(await job.pay({ mode: 'cash', amount: 500, amountTendered: 400 }))).toMatchObject({
      message: 'Amount tendered should not be less than the amount',
    });
    expect(errorOf(await job.pay({ mode: 'cash', amount: 3894.01 }))).toMatchObject({ code: 'billing/above-balance', field: 'amount' });

    const afterCash = dataOf<TCardBill>(await job.pay({ mode: 'cash', amount: 1000, amountTendered: 2000 }));
    const year = financialYearOf(invoice.day, 'IN');
    expect(afterCash).toMatchObject({ invoiceNumber: invoice.number, grandTotal: 3894, paid: 1000, balance: 2894 });
    expect(afterCash.payments[0]).toMatchObject({
      mode: 'cash',
      amount: 1000,
      amountTendered: 2000,
      change: 1000,
      receiptNo: expect.stringMatching(new RegExp(`^RC${year}/\\d{4}$`)),
    });
    expect(dataOf<TJobCard>(await job.call('GET', '')).status).toBe('paymentPending');

    const paidUp = dataOf<TCardBill>(await job.pay({ mode: 'cheque', amount: 2894, chequeNo: '004512', bankName: 'Canara Bank' }));
    expect(paidUp).toMatchObject({ paid: 3894, balance: 0 });
    const [first, second] = paidUp.payments.map((payment) => Number(payment.receiptNo!.split('/').at(-1)));
    expect(second! - first!).toBe(1);
    expect(dataOf<TCardBill>(await job.bill()).payments.map((payment) => payment.mode)).toEqual(['cash', 'cheque']);
    expect(errorOf(await job.pay({ mode: 'card', amount: 1 }))).toMatchObject({ code: 'billing/above-balance' });
  });
});

describe('credit notes (issue 27 part 6; workshop spec sections 3 to 5 and 8)', () => {
  /** A card invoiced for pads (2,500 + 450 GST) and labour (800 + 144): 3,894 in all. */
  async function invoiced() {
    const job = await walkInWith('servicebay', owner, [pads, labour], indianPlate());
    await job.approveAll();
    await job.readyForDelivery();
    const invoice = dataOf<TInvoice>(await job.invoice());
    const desk = asStaff(t.app, 'servicebay', owner);
    const credit = (payload: object, invoiceId = invoice.invoiceId) =>
      desk({ method: 'POST', url: `/api/staff/workshops/${job.workshopId}/invoices/${invoiceId}/credit-notes`, payload });
    const register = (query: string) => desk({ method: 'GET', url: `/api/staff/workshops/${job.workshopId}/credit-notes?${query}` });
    return { job, invoice, credit, register };
  }

  it('credits an amount with each tax in its share of the invoice, once per invoice', async () => {
    const { invoice, credit, register } = await invoiced();
    expect(errorOf(await credit({ prefix: 'CN' }))).toMatchObject({ message: 'A credit note needs an amount or at least one selected line' });
    expect(errorOf(await credit({ prefix: 'CN', amount: 3894.01 }))).toMatchObject({ message: 'The credit amount should not be more than the invoice amount' });
    expect(errorOf(await credit({ amount: 100 }))).toMatchObject({ field: 'prefix' });
    // 1,180 of 3,894: CGST 1,180 x 297 / 3,894 = 90.00, SGST the same; 1,000 taxable.
    // Two desks at once, the same note: either may win (on PostgreSQL they truly run together), the other is refused.
    const body = { amount: 1180, reason: 'Pads returned unused' };
    const answers = await Promise.all([credit({ prefix: 'cn', ...body }), credit({ prefix: 'CN', ...body })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const issued = dataOf<TCreditNote>(answers.find((answer) => answer.statusCode === 200)!);
    const again = answers.find((answer) => answer.statusCode === 409)!;
    expect(issued).toMatchObject({
      invoiceNumber: invoice.number,
      basis: 'amount',
      taxable: 1000,
      tax: 180,
      total: 1180,
      number: expect.stringMatching(/^CN\d{4}\/\d{4}$/),
    });
    expect(issued.taxes).toEqual([
      { kind: 'CGST', amount: 90 },
      { kind: 'SGST', amount: 90 },
    ]);
    expect(errorOf(again)).toMatchObject({ code: 'billing/credit-note-exists', message: 'Credit note or debit note already generated' });
    const day = issued.day;
    expect(dataOf<TCreditNoteRegister>(await register(`from=${day}&to=${day}`)).items.map((each) => each.creditNoteId)).toContain(issued.creditNoteId);
    expect(errorOf(await register(`from=${day}&to=2020-01-01`))).toMatchObject({ message: 'Invalid date' });
    expect(errorOf(await register(`from=2026-13-40&to=${day}`))).toMatchObject({ message: 'Invalid date' });
  });

  it('credits whole lines with their taxes as invoiced; a proforma takes none', async () => {
    const { job, invoice, credit } = await invoiced();
    const labourLine = invoice.lines.find((line) => line.name === 'Brake service')!;
    const note = dataOf<TCreditNote>(await credit({ prefix: 'CN', lineIds: [labourLine.lineId] }));
    expect(note).toMatchObject({ basis: 'lines', taxable: 800, tax: 144, total: 944, lineIds: [labourLine.lineId] });
    const proforma = dataOf<TInvoice>(await job.proforma());
    expect(errorOf(await credit({ prefix: 'CN', amount: 10 }, proforma.invoiceId))).toMatchObject({ code: 'billing/not-a-tax-invoice' });
  });
});
