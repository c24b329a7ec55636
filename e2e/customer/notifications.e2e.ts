import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { apiAs } from '../support/account';
import { brandUrl, DESKTOP, PHONE, transitionsDone, useBrowser } from '../support/browser';
import { openInApp, PATIENTLY } from '../support/garage';
import { customerWithBooking, moveBooking } from '../support/booking';
import { WIDTHS, shootAtWidths } from '../support/screens';

/**
 * The customer's notifications (customer spec sections 2, 3 and 4): the header's bell counts the
 * unread ones and follows the live stream (a workshop's step, a cancellation) without a reload; on
 * a desktop it opens a popover, on a phone the /portal/notifications page; tapping an item marks it
 * read and opens its booking; 'Clear all' asks, then leaves the empty state; a list that cannot be
 * read offers a retry. In English at 1280 px and in Arabic at 390 px, axe clean, none scrolling
 * sideways, shot at three widths.
 */
const JOURNEY_MS = 240_000;
const SHOTS = '/tmp/notif-shots';
const browser = useBrowser();

const LABELS = {
  en: {
    title: 'Notifications',
    bell: (count: number) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications'),
    clearAll: 'Clear all',
    clear: 'Clear',
    cancel: 'Cancel',
    retry: 'Try again',
    empty: 'No notifications yet',
    detailsTitle: 'Booking details',
  },
  ar: {
    title: 'الإشعارات',
    bell: (count: number) => (count > 0 ? `الإشعارات، غير المقروءة: ${count}` : 'الإشعارات'),
    clearAll: 'مسح الكل',
    clear: 'مسح',
    cancel: 'إلغاء',
    retry: 'حاول مرة أخرى',
    empty: 'لا توجد إشعارات بعد',
    detailsTitle: 'تفاصيل الحجز',
  },
} as const;

type Language = keyof typeof LABELS;

/** The header's bell by the name it has with `count` unread (a button on a desktop, a link on a phone). */
const bell = (page: Page, language: Language, count: number) =>
  page.getByRole('banner').getByRole(page.viewportSize()!.width >= 700 ? 'button' : 'link', { name: LABELS[language].bell(count), exact: true });

/** The bell's badge (beside the bell, outside its button): shown with a count, gone at none. */
const badgeText = (page: Page, language: Language) =>
  page
    .getByRole('banner')
    .getByRole(page.viewportSize()!.width >= 700 ? 'button' : 'link', { name: new RegExp(`^${LABELS[language].title}`) })
    .locator('xpath=../span[@aria-hidden="true"]')
    .allTextContents();

/** The list's items, each an anchor or button with `data-type`. */
const items = (scope: Page | Locator) => scope.locator('.notification-item');

const axeClean = (page: Page, screen: string) => expect.poll(() => seriousAccessibilityIssues(page), { message: `axe on ${screen}` }).toEqual([]);

/** The popover is open at the top of a desktop: there, the screen itself is shot. */
const shoot = (page: Page, name: string, viewport: { width: number; height: number }, widths: readonly number[] = WIDTHS) =>
  shootAtWidths(page, { dir: SHOTS, name, viewport, widths, fullPage: (width) => width < 1000 });

describe('notifications', () => {
  it(
    'in English on a desktop: the bell counts live, the popover opens a booking and marks it read, Clear all empties it',
    async () => {
      const page = await browser.newPage({ viewport: DESKTOP });
      const text = LABELS.en;
      const bookingId = await customerWithBooking(page, 'en');
      const overflows: string[] = [];

      // The booking's own notification: one unread.
      await page.goto(brandUrl('servicebay', '/portal/dashboard'));
      await bell(page, 'en', 1).waitFor(PATIENTLY);
      await expect.poll(() => badgeText(page, 'en')).toEqual(['1']);

      // The workshop starts the work: the count goes to 2 without a reload (the live stream).
      await moveBooking(page, bookingId, 'Work-In-Progress');
      await bell(page, 'en', 2).waitFor(PATIENTLY);
      await expect.poll(() => badgeText(page, 'en')).toEqual(['2']);

      // The popover lists both, newest first, unread.
      await bell(page, 'en', 2).click();
      const popover = page.getByRole('dialog', { name: text.title });
      await popover.waitFor();
      await expect.poll(() => items(popover).count(), PATIENTLY).toBe(2);
      await expect.poll(() => items(popover).allInnerTexts()).toEqual([expect.stringMatching(/Work-In-Progress/), expect.stringMatching(/confirmed/)]);
      await expect.poll(() => items(popover).evaluateAll((found) => found.map((item) => item.getAttribute('data-unread')))).toEqual(['true', 'true']);
      await transitionsDone(page);
      await axeClean(page, 'the open popover');
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/popover-en-1280.png` });

      // Tapping 'Work-In-Progress' opens the booking and the count drops at once.
      await items(popover).filter({ hasText: 'Work-In-Progress' }).click();
      await page.waitForURL((url) => url.pathname === `/portal/booking_details/${bookingId}`);
      await page.getByRole('heading', { name: text.detailsTitle, level: 1 }).waitFor();
      await popover.waitFor({ state: 'hidden' });
      await bell(page, 'en', 1).waitFor();
      await expect.poll(() => badgeText(page, 'en')).toEqual(['1']);
      await expect
        .poll(() => apiAs<{ description: string; isRead: boolean }[]>(page, 'GET', '/transaction/notifications'))
        .toEqual([expect.objectContaining({ isRead: true }), expect.objectContaining({ isRead: false })]);

      // The phone's page, shot at every width in English (read and unread items).
      await openInApp(page, '/portal/notifications');
      await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
      await expect.poll(() => items(page).count(), PATIENTLY).toBe(2);
      await axeClean(page, 'the notifications page');
      overflows.push(...(await shoot(page, 'page-en', DESKTOP)));
      await openInApp(page, '/portal/dashboard');

      // Clear all asks first, then leaves the empty state and no count.
      await bell(page, 'en', 1).click();
      await popover.waitFor();
      await popover.getByRole('button', { name: text.clearAll }).click();
      await transitionsDone(page);
      await page.screenshot({ path: `${SHOTS}/popover-ask-en-1280.png` });
      await popover.getByRole('button', { name: text.clear, exact: true }).click();
      await popover.getByRole('heading', { name: text.empty }).waitFor(PATIENTLY);
      await bell(page, 'en', 0).waitFor();
      await expect.poll(() => badgeText(page, 'en')).toEqual([]);
      await expect.poll(() => apiAs<unknown[]>(page, 'GET', '/transaction/notifications')).toEqual([]);
      await axeClean(page, 'the empty popover');
      await transitionsDone(page);
      await page.screenshot({ path: `${SHOTS}/popover-empty-en-1280.png` });

      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'in Arabic on a phone: the bell leads to the page (a failed read offers a retry), a cancellation arrives live as a warning, tapping it opens the booking',
    async () => {
      const page = await browser.newPage({ viewport: PHONE });
      const text = LABELS.ar;
      const bookingId = await customerWithBooking(page, 'ar');
      const overflows: string[] = [];

      // The list cannot be read at first: the page says so and offers to try again.
      const listPath = (url: URL) => url.pathname === '/api/transaction/notifications';
      await page.route(listPath, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"FAILURE"}' }));
      await page.goto(brandUrl('servicebay', '/portal/dashboard'));
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await bell(page, 'ar', 0).click();
      await page.waitForURL((url) => url.pathname === '/portal/notifications');
      await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
      const retry = page.getByRole('button', { name: text.retry });
      await retry.waitFor(PATIENTLY);
      await page.unroute(listPath);
      await retry.click();
      await expect.poll(() => items(page).count(), PATIENTLY).toBe(1);
      await bell(page, 'ar', 1).waitFor();
      // Written in Arabic by the server (Accept-Language).
      await expect.poll(() => items(page).first().innerText()).toMatch(/تم تأكيد الحجز/);

      // The booking is cancelled: a warning, with the warning icon, arrives without a reload.
      await moveBooking(page, bookingId, 'Cancelled', 'Workshop closed for a holiday');
      const warning = items(page).and(page.locator('[data-type="WARN"]'));
      await warning.waitFor(PATIENTLY);
      await warning.locator('svg[data-icon="warning"]').waitFor();
      await expect.poll(() => warning.innerText()).toMatch(/تم إلغاء الحجز .*Workshop closed for a holiday/s);
      await bell(page, 'ar', 2).waitFor();
      await axeClean(page, 'the notifications page in Arabic');
      overflows.push(...(await shoot(page, 'page-ar', PHONE)));
      // 'Clear all' asks first; Cancel keeps them.
      await page.getByRole('button', { name: text.clearAll }).click();
      overflows.push(...(await shoot(page, 'page-ask-ar', PHONE, [320])));
      await page.getByRole('button', { name: text.cancel }).click();
      await page.getByRole('button', { name: text.clearAll }).waitFor();
      await expect.poll(() => items(page).count()).toBe(2);

      // On a desktop the same bell opens the popover, hanging towards the middle of the screen.
      await page.setViewportSize(DESKTOP);
      await bell(page, 'ar', 2).click();
      const popover = page.getByRole('dialog', { name: text.title });
      await popover.waitFor();
      await expect.poll(() => items(popover).count(), PATIENTLY).toBe(2);
      await transitionsDone(page);
      await axeClean(page, 'the open popover in Arabic');
      await page.screenshot({ path: `${SHOTS}/popover-ar-1280.png` });
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'hidden' });
      await page.setViewportSize(PHONE);

      // Tapping the warning opens the booking, and it is read.
      await warning.click();
      await page.waitForURL((url) => url.pathname === `/portal/booking_details/${bookingId}`);
      await page.getByRole('heading', { name: text.detailsTitle, level: 1 }).waitFor();
      await bell(page, 'ar', 1).waitFor();

      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );
});
