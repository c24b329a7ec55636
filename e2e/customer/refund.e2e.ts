import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { minorOf } from '@servicebay/domain';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { apiAs } from '../support/account';
import { brandUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { PATIENTLY } from '../support/garage';
import { shootAtWidths, WIDTHS } from '../support/screens';
import { customerWithBooking, customerWithCart } from '../support/booking';

/**
 * Cancelling with a paid advance (issue 26): the advance paid through the test gateway, the cancel
 * dialog says what happens to the money before the customer confirms, and booking details then
 * list the refund with its amount and state. And the confirm button of a brand that asks an
 * advance says what booking takes. Shots of the dialog and the refund at 320, 390 and 1280 px in
 * English and Arabic to /tmp/refund-shots; axe on each.
 */
const JOURNEY_MS = 240_000;
const SHOTS = '/tmp/refund-shots';
const browser = useBrowser();

const TEXT = {
  en: {
    payAdvance: /^Pay advance ₹[\d,]+\.\d\d$/,
    paid: 'Payment successful',
    cancel: 'Cancel booking',
    refundNotice: /^Your advance of ₹[\d,]+\.\d\d will be refunded to the original payment method within 5–7 working days\.$/,
    refundTitle: 'Refund of your advance',
    refunded: 'Refunded',
    bookAndPay: /^Book and pay ₹[\d,]+\.\d\d$/,
  },
  ar: {
    payAdvance: /^ادفع المقدم /,
    paid: 'تم الدفع بنجاح',
    cancel: 'إلغاء الحجز',
    refundNotice: /^سيُعاد إليك المقدم وقدره .+ إلى وسيلة الدفع الأصلية خلال 5–7 أيام عمل\.$/,
    refundTitle: 'استرداد الدفعة المقدمة',
    refunded: 'تم الاسترداد',
    bookAndPay: /^احجز وادفع /,
  },
} as const;

type Booking = { status: string; payments: { status: string; amount: number }[]; refunds: { amountMinor: number; status: string }[] };
const bookingOf = (page: Page, bookingId: string) => apiAs<Booking>(page, 'GET', `/transaction/booking/${bookingId}`);

const axeClean = (page: Page, screen: string) => expect.poll(() => seriousAccessibilityIssues(page), { message: `axe on ${screen}` }).toEqual([]);

/** Pays the advance at the test gateway's checkout and comes back to booking details with the paid banner. */
async function payAdvance(page: Page, bookingId: string, text: (typeof TEXT)['en' | 'ar']) {
  await page.getByRole('button', { name: text.payAdvance }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/payments/test-checkout/'), PATIENTLY);
  await page.getByRole('button', { name: 'Pay successfully', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/portal/booking_details/${bookingId}`, PATIENTLY);
  await page.locator('.payment-banner').filter({ hasText: text.paid }).waitFor(PATIENTLY);
}

async function cancelWithRefund(language: 'en' | 'ar', viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  const text = TEXT[language];
  const bookingId = await customerWithBooking(page, language, 'deccan');
  const overflows: string[] = [];
  await page.goto(brandUrl('deccan', `/portal/booking_details/${bookingId}`));
  await payAdvance(page, bookingId, text);
  const paid = await bookingOf(page, bookingId);

  // Before confirming, the dialog says the advance comes back, and how.
  await page.getByRole('button', { name: text.cancel, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(text.refundNotice).waitFor(PATIENTLY);
  await axeClean(page, `the cancel dialog, ${language}`);
  overflows.push(...(await shootAtWidths(page, { dir: SHOTS, name: `cancel-dialog-${language}`, viewport, fullPage: () => false })));

  // Confirmed: the booking lists the refund of the whole advance, refunded by the test gateway.
  await dialog.getByRole('button', { name: text.cancel, exact: true }).click();
  const refund = page.getByRole('region', { name: text.refundTitle });
  await refund.waitFor(PATIENTLY);
  await refund.getByText(text.refunded, { exact: true }).waitFor(PATIENTLY);
  await expect
    .poll(() => bookingOf(page, bookingId).then((booking) => booking.refunds))
    .toEqual([expect.objectContaining({ amountMinor: expect.any(Number), status: 'processed' })]);
  const [payment] = paid.payments;
  const { refunds } = await bookingOf(page, bookingId);
  expect(refunds[0]!.amountMinor).toBe(minorOf(payment!.amount, 'INR'));
  await axeClean(page, `the refund line, ${language}`);
  overflows.push(...(await shootAtWidths(page, { dir: SHOTS, name: `refund-${language}`, viewport, widths: WIDTHS })));
  expect(overflows).toEqual([]);
}

describe('cancelling a booking with a paid advance', () => {
  it('in English on a phone: the dialog says the advance is refunded, then the refund shows refunded', () => cancelWithRefund('en', PHONE), JOURNEY_MS);
  it('in Arabic on a desktop: the same, right to left', () => cancelWithRefund('ar', DESKTOP), JOURNEY_MS);
});

describe('the confirm button of a brand that asks an advance', () => {
  it(
    'says what booking takes in English and Arabic (Deccan asks 20 %); a brand that asks none keeps Book',
    async () => {
      for (const language of ['en', 'ar'] as const) {
        const page = await browser.newPage({ viewport: PHONE });
        await customerWithCart(page, language, 'deccan');
        await page.goto(brandUrl('deccan', '/portal/confirm'));
        await page.getByRole('button', { name: TEXT[language].bookAndPay }).waitFor(PATIENTLY);
      }

      const other = await browser.newPage({ viewport: DESKTOP });
      await customerWithCart(other, 'en', 'servicebay');
      await other.goto(brandUrl('servicebay', '/portal/confirm'));
      await other.getByRole('button', { name: 'Book', exact: true }).waitFor(PATIENTLY);
    },
    JOURNEY_MS,
  );
});
