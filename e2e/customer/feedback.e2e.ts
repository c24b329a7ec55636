import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { apiAs } from '../support/account';
import { customerWithBooking, moveBooking } from '../support/booking';
import { brandUrl, DESKTOP, PHONE, transitionsDone, useBrowser } from '../support/browser';
import { PATIENTLY, seen, settledDialog } from '../support/garage';
import { horizontalOverflow } from '../support/screens';

/**
 * Feedback after completion (customer spec sections 4, 5 and 9): the modal opens by itself on a
 * delivered booking's details (or from My Bookings' Feedback), starts at 10, takes good or bad
 * answers and a comment it trims; 1 to 8 regret, 9 and 10 thank and offer the workshop's review
 * page; afterwards the feedback is read-only.
 */
const JOURNEY_MS = 240_000;
const SHOTS = '/tmp/shots';
const browser = useBrowser();

const TEXT = {
  en: {
    title: 'Rate your service',
    rating: (n: number) => `${n} out of 10`,
    answer: (question: string, answer: 'Good' | 'Bad') => `${question}: ${answer}`,
    quality: 'Quality of work',
    onTime: 'Delivered on time',
    comment: 'Anything else? (optional)',
    submit: 'Submit feedback',
    submitted: 'Feedback Submitted',
    regret: 'We are sorry',
    thanks: 'Thank you!',
    review: 'Review the workshop',
    done: 'Done',
    rated: (n: number) => `You rated ${n}/10`,
    feedback: 'Feedback',
    given: 'Feedback given',
    good: 'Good' as const,
    bad: 'Bad' as const,
  },
  ar: {
    title: 'قيّم خدمتك',
    rating: (n: number) => `${n} من 10`,
    answer: (question: string, answer: 'جيد' | 'سيئ') => `${question}: تقييم ${answer}`,
    quality: 'جودة العمل',
    onTime: 'التسليم في الموعد',
    comment: 'هل من شيء آخر؟ (اختياري)',
    submit: 'إرسال التقييم',
    submitted: 'تم إرسال التقييم',
    regret: 'نعتذر منك',
    thanks: 'شكرًا لك!',
    review: 'قيّم الورشة',
    done: 'تم',
    rated: (n: number) => `قيّمت الخدمة ${n}/10`,
    feedback: 'التقييم',
    given: 'تم التقييم',
    good: 'جيد' as const,
    bad: 'سيئ' as const,
  },
};

type Feedback = { rating: number; comment: string | null; responses: { feedbackItemId: number; response: string }[]; reviewUrl: string | null };
const feedbackOf = (page: Page, bookingId: string) => apiAs<Feedback | null>(page, 'GET', `/transaction/booking/${bookingId}/feedback`);
const axeClean = (page: Page, screen: string) => expect.poll(() => seriousAccessibilityIssues(page), { message: `axe on ${screen}` }).toEqual([]);

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await transitionsDone(page);
  await page.screenshot({ path: `${SHOTS}/feedback-${name}.png`, fullPage: true });
  await expect.poll(() => horizontalOverflow(page), { message: `${name} scrolls sideways` }).toBe(0);
}

describe('feedback on a completed booking', () => {
  it(
    'in English on a phone: the modal opens by itself, an 8 with answers and a comment is regretted, then it is read-only',
    async () => {
      const page = await browser.newPage({ viewport: PHONE });
      const text = TEXT.en;
      const bookingId = await customerWithBooking(page, 'en');
      await moveBooking(page, bookingId, 'Delivered');

      await page.goto(brandUrl('servicebay', `/portal/booking_details/${bookingId}`));
      const modal = await settledDialog(page);
      await modal.getByRole('heading', { name: text.title }).waitFor();
      // It starts at 10.
      await expect.poll(() => modal.getByRole('radio', { name: text.rating(10) }).isChecked()).toBe(true);
      await axeClean(page, 'the feedback modal');
      await shoot(page, 'modal-en-390');

      await modal.getByRole('radio', { name: text.rating(8) }).check();
      await modal.getByRole('button', { name: text.answer(text.quality, text.good) }).click();
      await modal.getByRole('button', { name: text.answer(text.onTime, text.bad) }).click();
      await expect.poll(() => modal.getByRole('button', { name: text.answer(text.onTime, text.bad) }).getAttribute('aria-pressed')).toBe('true');
      await modal.getByLabel(text.comment).fill('   Pickup was late   ');
      await modal.getByRole('button', { name: text.submit }).click();
      await seen(page, text.submitted);
      await modal.getByRole('heading', { name: text.regret }).waitFor(PATIENTLY);
      await expect.poll(() => modal.getByRole('link', { name: text.review }).count()).toBe(0);
      await expect
        .poll(() => feedbackOf(page, bookingId))
        .toMatchObject({
          rating: 8,
          comment: 'Pickup was late',
          responses: [
            { feedbackItemId: 1, response: 'good' },
            { feedbackItemId: 2, response: 'bad' },
          ],
        });
      await modal.getByRole('button', { name: text.done }).click();
      await modal.waitFor({ state: 'hidden' });

      // Read-only now: what was given, and no way to rate again.
      await seen(page, text.rated(8));
      await seen(page, 'Pickup was late');
      await expect.poll(() => page.getByRole('button', { name: 'Rate this service' }).count()).toBe(0);
      await axeClean(page, 'booking details with its feedback');
      await page.goto(brandUrl('servicebay', '/portal/bookings'));
      await seen(page, text.given);
      await expect.poll(() => page.getByRole('link', { name: text.feedback, exact: true }).count()).toBe(0);
    },
    JOURNEY_MS,
  );

  it(
    "in Arabic on a desktop: My Bookings' Feedback opens the modal; a 10 is thanked with the workshop's review page",
    async () => {
      const page = await browser.newPage({ viewport: DESKTOP });
      const text = TEXT.ar;
      const bookingId = await customerWithBooking(page, 'ar');
      await moveBooking(page, bookingId, 'Delivered');

      await page.goto(brandUrl('servicebay', '/portal/bookings'));
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.getByRole('link', { name: text.feedback, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/portal/booking_details/${bookingId}`);
      const modal = await settledDialog(page);
      await modal.getByRole('heading', { name: text.title }).waitFor();
      await modal.getByRole('button', { name: text.answer(text.quality, text.good) }).waitFor();
      await axeClean(page, 'the Arabic feedback modal');
      await shoot(page, 'modal-ar-1280');

      await modal.getByRole('button', { name: text.submit }).click();
      await seen(page, text.submitted);
      await modal.getByRole('heading', { name: text.thanks }).waitFor(PATIENTLY);
      const review = modal.getByRole('link', { name: text.review });
      await expect.poll(() => review.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      await expect.poll(() => feedbackOf(page, bookingId)).toMatchObject({ rating: 10, comment: null, responses: [] });
      await shoot(page, 'thanks-ar-1280');
      await modal.getByRole('button', { name: text.done }).click();
      await seen(page, text.rated(10));
    },
    JOURNEY_MS,
  );
});
