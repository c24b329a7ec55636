import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '@servicebay/domain';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { apiAs } from '../support/account';
import { brandUrl, PHONE, useBrowser } from '../support/browser';
import { customerWithBooking } from '../support/booking';
import { PATIENTLY } from '../support/garage';
import { openedInvoice } from '../support/invoice-pdf';
import { staffSignIn } from '../support/job-cards';
import { shootAtWidths } from '../support/screens';
import { callApi } from '../support/workshop';
import { deskMove, type DeskCall } from '../../apps/api/test/desk-handover';
import { pdfText } from '../../apps/api/test/pdf-reading';

/**
 * Issue 27 part 8, the customer's side of the bill: the workshop (its demo owner, through the API)
 * prices a booking's work, records the customer's yes taken at the counter, finishes the work,
 * issues the tax invoice and takes a cash part-payment. On a 390 px phone the customer reads the
 * bill from the invoice (parts, labour, tax, total, the payment, the balance), pays the balance
 * online through the test gateway's checkout, sees it paid in full and Payment Pending settled,
 * and opens the invoice's PDF from booking details and from My Bookings' history. Shots of the bill
 * at 320, 390 and 1280 px in English and Arabic to /tmp/bill-shots; axe on each.
 */
const JOURNEY_MS = 240_000;
const SHOTS = '/tmp/bill-shots';
const browser = useBrowser();

const PADS = { kind: 'part', name: 'Brake pad set', partNo: 'BP-2291', quantity: 2, unitPrice: 1250, taxPercentage: 18 };
const TEXT = {
  en: { bill: 'Bill and payments', payBalance: /^Pay balance ₹[\d,]+\.\d\d$/, paidInFull: 'Paid in full', successful: 'Payment successful' },
  ar: { bill: 'الفاتورة والمدفوعات', payBalance: /^ادفع الرصيد /, paidInFull: 'مدفوعة بالكامل', successful: 'تم الدفع بنجاح' },
} as const;

type Bill = { invoiceNumber: string | null; balance: number; grandTotal: number; paid: number };
type Booking = { workshopId: string; bookingId: string; bill: Bill | null; events: { name: string; updatedAt: string | null }[] };

/**
 * The booking's workshop, as its demo owner through the API: accepts it, takes the vehicle in, adds
 * a part to the booked service, records the customer's yes at the counter, finishes the work and
 * issues the tax invoice, then takes ₹500 in cash. Answers the invoice's number and the card's calls.
 */
async function invoicedByWorkshop(page: Page, bookingId: string) {
  const { workshopId } = await apiAs<Booking>(page, 'GET', `/transaction/booking/${bookingId}`);
  const { accessToken } = await staffSignIn('owner');
  const desk = <T>(method: string, url: string, body?: unknown) => callApi<T>(method, `/staff/workshops/${workshopId}${url}`, body, accessToken);
  const card = await desk<{ jobCardId: string }>('POST', `/bookings/${bookingId}/accept`);
  const base = `/job-cards/${card.jobCardId}`;
  await desk('POST', `${base}/status`, { status: 'inWorkshop' });
  const estimate = await desk<{ lines: { lineId: string }[] }>('POST', `${base}/estimate/lines`, PADS);
  await desk('POST', `${base}/estimate/send`);
  const lines = estimate.lines.map((line) => ({ lineId: line.lineId, approval: 'approved' }));
  await desk('POST', `${base}/estimate/approval`, { version: 1, lines, via: 'counter' });
  for (const status of ['workInProgress', 'readyForDelivery']) await desk('POST', `${base}/status`, { status });
  const invoice = await desk<{ number: string }>('POST', `${base}/invoices`, {});
  await desk('POST', `${base}/payments`, { mode: 'cash', amount: 500 });
  // Handed back as the desk does: the odometer out and the delivery checklist first (the delivery gate).
  const deskCall: DeskCall = (method, url, body) => desk(method, url, body);
  return { number: invoice.number, deliver: () => deskMove(deskCall, base, 'delivered') };
}

const billOf = (page: Page): Locator => page.getByRole('region', { name: TEXT.en.bill }).or(page.getByRole('region', { name: TEXT.ar.bill }));
const axeClean = (page: Page, screen: string) => expect.poll(() => seriousAccessibilityIssues(page), { message: `axe on ${screen}` }).toEqual([]);

/** The bill alone at 320, 390 and 1280 px (the page's pictures are large), then the page at the phone's width. */
async function shootBill(page: Page, name: string): Promise<string[]> {
  const overflows = await shootAtWidths(page, { dir: SHOTS, name, viewport: PHONE, fullPage: () => true });
  await billOf(page).screenshot({ path: `${SHOTS}/${name}-section-390.png` });
  return overflows;
}

/** Invoice (a new tab at the tap): the PDF it opens, as text. */
async function openedInvoiceText(button: Locator): Promise<{ contentType: string; text: string }> {
  const { contentType, pdf } = await openedInvoice(button);
  return { contentType, text: pdfText(pdf) };
}

async function billJourney(language: Language) {
  const text = TEXT[language];
  const page = await browser.newPage({ viewport: PHONE });
  const bookingId = await customerWithBooking(page, language, 'servicebay');
  const invoice = await invoicedByWorkshop(page, bookingId);
  const overflows: string[] = [];

  await page.goto(brandUrl('servicebay', `/portal/booking_details/${bookingId}`));
  const bill = billOf(page);
  await bill.getByText(invoice.number).first().waitFor(PATIENTLY);
  const before = (await apiAs<Booking>(page, 'GET', `/transaction/booking/${bookingId}`)).bill!;
  expect(before.paid).toBe(500);
  expect(before.balance).toBeGreaterThan(0);
  await page.getByRole('button', { name: text.payBalance }).waitFor(PATIENTLY);
  await axeClean(page, `the bill with a balance due (${language})`);
  overflows.push(...(await shootBill(page, `bill-due-${language}`)));

  // Pay the balance at the test gateway's checkout: back on the booking, paid in full.
  await page.getByRole('button', { name: text.payBalance }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/payments/test-checkout/'), PATIENTLY);
  await page.getByRole('button', { name: 'Pay successfully', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/portal/booking_details/${bookingId}`, PATIENTLY);
  await page.locator('.payment-banner').filter({ hasText: text.successful }).waitFor(PATIENTLY);
  await bill.getByText(text.paidInFull).waitFor(PATIENTLY);
  const after = await apiAs<Booking>(page, 'GET', `/transaction/booking/${bookingId}`);
  expect(after.bill).toMatchObject({ balance: 0, paid: before.grandTotal });
  expect(after.events.find((event) => event.name === 'Payment Pending')?.updatedAt).not.toBeNull();
  await axeClean(page, `the bill paid in full (${language})`);
  overflows.push(...(await shootBill(page, `bill-paid-${language}`)));
  return { page, bookingId, invoice, overflows };
}

describe("the customer's bill, paid online, and the invoice (issue 27 part 8)", () => {
  it(
    'in English on a phone: the invoice’s bill, the balance paid online, the Invoice PDF from details and from My Bookings',
    async () => {
      const { page, invoice, overflows } = await billJourney('en');
      const fromDetails = await openedInvoiceText(billOf(page).getByRole('button', { name: `Invoice ${invoice.number} (PDF)` }));
      expect(fromDetails.contentType).toBe('application/pdf');
      expect(fromDetails.text).toContain(invoice.number);

      // Handed back: the booking joins the history, with its Invoice.
      await invoice.deliver();
      await page.goto(brandUrl('servicebay', '/portal/bookings'));
      const history = page.getByRole('region', { name: 'History' });
      const button = history.getByRole('button', { name: `Invoice ${invoice.number} (PDF)` });
      await button.waitFor(PATIENTLY);
      await axeClean(page, 'My Bookings with an invoice');
      overflows.push(...(await shootAtWidths(page, { dir: SHOTS, name: 'history-en', viewport: PHONE })));
      const fromHistory = await openedInvoiceText(button);
      expect(fromHistory.contentType).toBe('application/pdf');
      expect(fromHistory.text).toContain(invoice.number);
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'in Arabic on a phone: the bill right to left, the balance paid online',
    async () => {
      const { overflows } = await billJourney('ar');
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );
});
