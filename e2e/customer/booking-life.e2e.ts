import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { brandUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { customerWithBooking, moveBooking } from '../support/booking';
import { PATIENTLY } from '../support/garage';
import { shootAtWidths } from '../support/screens';

/**
 * One life for a booking and its job card (issue 25, ARCHITECTURE.md section 7), as the customer
 * sees it: Reschedule and Cancel are offered while the workshop has not got the car, and go (live)
 * once it is in the workshop; an own visit's timeline has no pickup; a delivered booking reads
 * 100 %, the steps the workshop went past marked skipped.
 */
const SHOTS = '/tmp/shots';
const browser = useBrowser();

const TEXT = {
  en: {
    reschedule: 'Reschedule',
    cancel: 'Cancel booking',
    details: 'Booking details',
    pickupCategory: /^Pickup: /,
    workDone: 'Work: 100% done',
    deliveryDone: 'Delivery: 100% done',
    skipped: 'Skipped',
  },
  ar: {
    reschedule: 'تغيير الموعد',
    cancel: 'إلغاء الحجز',
    details: 'تفاصيل الحجز',
    pickupCategory: /^الاستلام: /,
    workDone: 'العمل: تم 100٪',
    deliveryDone: 'التسليم: تم 100٪',
    skipped: 'تم تخطيها',
  },
} as const;

const actionsShown = (page: Page, text: (typeof TEXT)[keyof typeof TEXT]) =>
  Promise.all([page.getByRole('button', { name: text.reschedule }).count(), page.getByRole('button', { name: text.cancel }).count()]);

describe("a booking's life on the customer's screens", () => {
  for (const [language, viewport] of [
    ['en', PHONE],
    ['ar', DESKTOP],
  ] as const) {
    it(`${language === 'en' ? 'in English on a phone' : 'in Arabic on a desktop'}: Reschedule and Cancel until the car is in the workshop; delivered reads 100 %`, async () => {
      const page = await browser.newPage({ viewport });
      const text = TEXT[language];
      const bookingId = await customerWithBooking(page, language);
      await page.goto(brandUrl('servicebay', `/portal/booking_details/${bookingId}`));
      await page.getByRole('heading', { name: text.details, level: 1 }).waitFor();
      await expect.poll(() => actionsShown(page, text), PATIENTLY).toEqual([1, 1]);

      // The workshop accepts: the car is still the customer's, so both stay.
      await moveBooking(page, bookingId, 'Confirmed');
      await expect.poll(() => actionsShown(page, text), PATIENTLY).toEqual([1, 1]);
      // An own visit has no pickup on its timeline.
      await page.getByRole('progressbar', { name: text.workDone.replace(/100/, '0') }).waitFor({ state: 'attached', ...PATIENTLY });
      await expect.poll(() => page.getByRole('progressbar', { name: text.pickupCategory }).count()).toBe(0);

      // The car is in the workshop: neither is offered any more, without a reload (the live stream).
      await moveBooking(page, bookingId, 'Dropped at Garage');
      await expect.poll(() => actionsShown(page, text), PATIENTLY).toEqual([0, 0]);

      // Work done and collected: every category full, the steps gone past read as skipped.
      await moveBooking(page, bookingId, 'Delivered');
      await page.getByRole('progressbar', { name: text.workDone }).waitFor(PATIENTLY);
      await page.getByRole('progressbar', { name: text.deliveryDone }).waitFor(PATIENTLY);
      await expect.poll(() => page.getByText(text.skipped, { exact: true }).count()).toBeGreaterThan(0);
      // Delivery asks for a rating (the feedback journeys' own): set aside here, to see the timeline.
      const rating = page.getByRole('dialog');
      await rating.waitFor(PATIENTLY);
      await page.keyboard.press('Escape');
      await rating.waitFor({ state: 'hidden' });
      await expect.poll(() => seriousAccessibilityIssues(page), { message: 'axe on the delivered booking' }).toEqual([]);
      const overflows = await shootAtWidths(page, { dir: SHOTS, name: `booking-life-delivered-${language}`, viewport, widths: [320, 390, 1280] });
      expect(overflows).toEqual([]);
    });
  }
});
