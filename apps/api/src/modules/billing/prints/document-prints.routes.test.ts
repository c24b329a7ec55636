import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZatcaQr, type TCardBill, type TCreditNote, type TEstimate, type TInvoice, type TJobCard, type TStaffSession } from '@servicebay/domain';
import { dataOf, errorOf, GSTIN, indianPlate, labour, pads, saudiPlate, walkInWith } from '../../../../test/billing-factories';
import { customerWithBooking } from '../../../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { multipart, PNG } from '../../../../test/garage-factories';
import { payThroughTestGateway } from '../../../../test/payment-factories';
import { pdfImageCount, pdfQr, pdfText } from '../../../../test/pdf-reading';
import { asStaff, demoStaff } from '../../../../test/staff-factories';

let t: TestApp;
let owner: TStaffSession;
let saharaOwner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
  saharaOwner = await demoStaff(t.app, 'sahara', 'owner');
  const workshopId = owner.staff.workshops[0]!.workshopId;
  dataOf(
    await asStaff(
      t.app,
      'servicebay',
      owner,
    )({ method: 'PATCH', url: `/api/staff/workshops/${workshopId}/settings`, payload: { stateCode: '29', taxRegistration: GSTIN } }),
  );
  const saharaWorkshop = saharaOwner.staff.workshops[0]!.workshopId;
  dataOf(
    await asStaff(
      t.app,
      'sahara',
      saharaOwner,
    )({ method: 'PATCH', url: `/api/staff/workshops/${saharaWorkshop}/settings`, payload: { taxRegistration: '300012345600003' } }),
  );
});
afterAll(() => t.close());

type Answer = { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer; body: string };
/** The print, once it is a PDF. */
function pdfOf(answer: Answer): Buffer {
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  return answer.rawPayload;
}
const textOfPrint = (answer: Answer) => pdfText(pdfOf(answer));
const expectAll = (text: string, parts: string[]) => {
  for (const part of parts) expect(text, part).toContain(part);
};

/** An Indian walk-in invoiced for pads and labour (3,894.00 with GST), and the desk's way to its prints. */
async function invoicedCard(brand = 'servicebay', session = owner, lines = [pads, labour], plate = indianPlate()) {
  const job = await walkInWith(t.app, { brand, session, lines, plate });
  await job.approveAll();
  await job.readyForDelivery();
  const invoice = dataOf<TInvoice>(await job.invoice());
  const desk = asStaff(t.app, brand, session);
  const print = (path: string) => desk({ method: 'GET', url: `/api/staff/workshops/${job.workshopId}${path}` });
  return { job, invoice, desk, print, plate };
}

describe("the estimate's print (issue 27 part 7)", () => {
  it("prints the estimate as it stands: each line with the customer's answer, the version sent, the total of the work not declined", async () => {
    const plate = indianPlate();
    const job = await walkInWith(t.app, { brand: 'servicebay', session: owner, lines: [pads, labour], plate });
    const print = () =>
      asStaff(t.app, 'servicebay', owner)({ method: 'GET', url: `/api/staff/workshops/${job.workshopId}/job-cards/${job.card.jobCardId}/estimate/pdf` });
    expectAll(textOfPrint(await print()), ['Estimate', 'Draft: not sent to the customer yet', 'Awaiting', 'Brake pad set']);

    dataOf(await job.call('POST', '/estimate/send'));
    const estimate = dataOf<TEstimate>(await job.call('GET', '/estimate'));
    const answers = estimate.lines.map((line) => ({ lineId: line.lineId, approval: line.name === 'Brake service' ? 'approved' : 'declined' }));
    dataOf(await job.call('POST', '/estimate/approval', { version: 1, lines: answers, via: 'phone' }));
    const text = textOfPrint(await print());
    expectAll(text, [
      'Estimate',
      `Job card: ${job.card.jobCardNo}`,
      plate,
      'Walk-in Customer',
      'Version 1, sent',
      'Answered',
      owner.staff.name,
      'Brake pad set',
      'BP-2291',
      '87083000',
      'Approved',
      'Declined',
      // The total is the labour's alone: 800 + 18 % = 944; the pads (2,950.00) stay recommended.
      '944.00',
      'Declined work, kept as recommended: ₹2,950.00',
      'An estimate, not a tax invoice',
    ]);
    expect(text).not.toContain('Awaiting');
  });
});

describe('the credit note print (issue 27 part 7)', () => {
  it('prints the credited lines, the invoice they correct and the reason', async () => {
    const { invoice, desk, job, print } = await invoicedCard();
    const labourLine = invoice.lines.find((line) => line.name === 'Brake service')!;
    const note = dataOf<TCreditNote>(
      await desk({
        method: 'POST',
        url: `/api/staff/workshops/${job.workshopId}/invoices/${invoice.invoiceId}/credit-notes`,
        payload: { prefix: 'CN', lineIds: [labourLine.lineId], reason: 'Service not done' },
      }),
    );
    const listed = dataOf<TCreditNote[]>(await print(`/job-cards/${job.card.jobCardId}/credit-notes`));
    expect(listed.map((each) => each.creditNoteId)).toEqual([note.creditNoteId]);
    const text = textOfPrint(await print(`/credit-notes/${note.creditNoteId}/pdf`));
    expectAll(text, [
      'Credit note',
      `No. ${note.number}`,
      `Invoice: ${invoice.number} of ${invoice.day}`,
      invoice.supplier.name,
      `GSTIN ${GSTIN}`,
      'Brake service',
      '998714',
      'CGST',
      '944.00',
      'Reason: Service not done',
    ]);
    expect(text).not.toContain('Brake pad set');
    expect((await print(`/credit-notes/${invoice.invoiceId}/pdf`)).statusCode).toBe(404);
  });

  it('carries the ZATCA QR of the note itself on a Saudi credit note, and its Arabic title in logical order', async () => {
    const { invoice, desk, job, print } = await invoicedCard('sahara', saharaOwner, [{ ...pads, taxPercentage: 15, hsnSac: null }], saudiPlate());
    const note = dataOf<TCreditNote>(
      await desk({
        method: 'POST',
        url: `/api/staff/workshops/${job.workshopId}/invoices/${invoice.invoiceId}/credit-notes`,
        payload: { prefix: 'CN', amount: 1150 },
      }),
    );
    expect(note).toMatchObject({ taxable: 1000, tax: 150, total: 1150 });
    const pdf = pdfOf(await print(`/credit-notes/${note.creditNoteId}/pdf`));
    expect(readZatcaQr(pdfQr(pdf))).toEqual({
      sellerName: invoice.supplier.name,
      vatNumber: '300012345600003',
      timestamp: note.issuedAt.replace(/\.\d{3}Z$/, 'Z'),
      totalWithVat: '1150.00',
      vatTotal: '150.00',
    });
    const text = pdfText(pdf);
    expectAll(text, ['Credit note', 'إشعار دائن', 'الرقم الضريبي', `Credit against invoice`, 'SAR']);
    // Arabic first on an Arabic desk's ask: the title still reads as typed.
    expect(textOfPrint(await print(`/credit-notes/${note.creditNoteId}/pdf?lang=ar`))).toContain('إشعار دائن');
    expect(errorOf(await print(`/credit-notes/${note.creditNoteId}/pdf?lang=fr`))).toMatchObject({ code: 'request/invalid' });
  });
});

describe('receipts (issue 27 part 7)', () => {
  it("prints a cash payment's receipt with the change, and a card payment's as a bank receipt", async () => {
    const { job, invoice, print } = await invoicedCard();
    dataOf(await job.pay({ mode: 'cash', amount: 1000, amountTendered: 1500 }));
    const bill = dataOf<TCardBill>(await job.pay({ mode: 'card', amount: 2894, reference: 'SLIP-88213', bankName: 'HDFC Bank' }));
    const [cash, card] = bill.payments;

    expectAll(textOfPrint(await print(`/payments/${cash!.paymentId}/receipt`)), [
      'Cash receipt',
      `No. ${cash!.receiptNo}`,
      `Invoice: ${invoice.number}`,
      `Job card: ${job.card.jobCardNo}`,
      'Walk-in Customer',
      'Amount tendered',
      '1,500.00',
      'Change',
      '500.00',
      'Amount received (INR)',
      '1,000.00',
    ]);
    const bank = textOfPrint(await print(`/payments/${card!.paymentId}/receipt`));
    expectAll(bank, ['Bank receipt', `No. ${card!.receiptNo}`, 'Card', 'SLIP-88213', 'HDFC Bank', '2,894.00']);
    expect(bank).not.toContain('Cash receipt');
    expect((await print(`/payments/${invoice.invoiceId}/receipt`)).statusCode).toBe(404);
  });

  it("prints the booking's advance, paid online, as a bank receipt naming the booking; a walk-in has none", async () => {
    const shopper = await customerWithBooking(t.app, 'servicebay');
    await payThroughTestGateway(t.app, 'servicebay', shopper);
    const booking = await shopper.booking();
    const desk = asStaff(t.app, 'servicebay', owner);
    const base = `/api/staff/workshops/${booking.workshopId}`;
    const card = dataOf<TJobCard>(await desk({ method: 'POST', url: `${base}/bookings/${booking.bookingId}/accept` }));
    const advance = dataOf<TCardBill>(await desk({ method: 'GET', url: `${base}/job-cards/${card.jobCardId}/bill` })).payments[0]!;
    expect(advance.mode).toBe('advance');

    const text = textOfPrint(await desk({ method: 'GET', url: `${base}/job-cards/${card.jobCardId}/advance-receipt` }));
    expectAll(text, ['Bank receipt', `Booking: ${booking.bookingCode}`, `Job card: ${card.jobCardNo}`, 'Booking advance, paid online', advance.paymentDate]);
    expect(text).toMatch(/Amount received \(INR\)\s+₹[\d,]+\.\d\d/);

    const walkIn = await walkInWith(t.app, { brand: 'servicebay', session: owner, lines: [labour], plate: indianPlate() });
    expect(errorOf(await walkIn.call('GET', '/advance-receipt'))).toMatchObject({
      code: 'billing/no-advance',
      message: 'No advance was paid for this booking',
    });
  });
});

describe("the workshop's logo on its prints (issue 27 part 7)", () => {
  it("draws the logo where the workshop has one, and the workshop's name where it has none", async () => {
    const { invoice, print, job, desk } = await invoicedCard();
    const named = pdfOf(await print(`/invoices/${invoice.invoiceId}/pdf`));
    expect(pdfImageCount(named)).toBe(0);
    // The name heads the print and the supplier's block.
    const timesNamed = (pdf: Buffer) => pdfText(pdf).split(owner.staff.workshops[0]!.name).length - 1;
    expect(timesNamed(named)).toBe(2);

    const logoUrl = `/api/staff/workshops/${job.workshopId}/logo`;
    const refused = await desk({
      method: 'POST',
      url: logoUrl,
      payload: multipart([{ name: 'file', file: Buffer.from('<svg/>'), filename: 'l.svg', type: 'image/svg+xml' }]),
    });
    expect(errorOf(refused)).toMatchObject({ code: 'upload/unsupported-type', message: 'Please upload valid format' });
    const upload = async (file: Buffer) => {
      await desk({ method: 'DELETE', url: logoUrl });
      dataOf(await desk({ method: 'POST', url: logoUrl, payload: multipart([{ name: 'file', file, filename: 'logo.png', type: 'image/png' }]) }));
    };
    try {
      // A file that only starts like a PNG (a broken checksum): the print names the workshop instead.
      await upload(PNG);
      expect(pdfImageCount(pdfOf(await print(`/invoices/${invoice.invoiceId}/pdf`)))).toBe(0);
      await upload(await QRCode.toBuffer('logo', { type: 'png', margin: 1 }));
      for (const path of [`/invoices/${invoice.invoiceId}/pdf`, `/job-cards/${job.card.jobCardId}/pdf`, `/job-cards/${job.card.jobCardId}/estimate/pdf`])
        expect(pdfImageCount(pdfOf(await print(path))), path).toBe(1);
      expect(timesNamed(pdfOf(await print(`/invoices/${invoice.invoiceId}/pdf`)))).toBe(1);
    } finally {
      dataOf(await desk({ method: 'DELETE', url: logoUrl }));
    }
  });
});
