import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { apiAs } from '../support/account';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { signInByApi } from '../support/customer';
import { PATIENTLY, seen } from '../support/garage';
import { bookCartByApi, cartByApi, moveBooking } from '../support/booking';
import { shootAtWidths } from '../support/screens';

/**
 * Refer and Earn (customer spec sections 2, 5, 8 and 9): a customer's code, points and referrals
 * left; a friend applies it (lower case) in the bottom bar; the friend's first booking completes
 * and the referrer has 100 points and 2 of 3 left. In English on a phone, and in Arabic on a
 * desktop (right to left, the code left to right, Share without a share sheet copying an
 * invitation, the refusals in Arabic); axe clean, none
 * scrolling sideways, shot at 320, 390 and 1280 px to /tmp/referral-shots.
 */
const JOURNEY_MS = 240_000;
const SHOTS = '/tmp/referral-shots';
const browser = useBrowser();

type ReferralDetails = { code: string; pointsEarned: number; referralsRemaining: number; appliedCode: string | null };
const referralOf = async (page: Page) => (await apiAs<ReferralDetails[]>(page, 'GET', '/user/referral'))[0]!;

const axeClean = (page: Page, screen: string) => expect.poll(() => seriousAccessibilityIssues(page), { message: `axe on ${screen}`, ...PATIENTLY }).toEqual([]);

/** The pointer moved away first: a hovered button would be shot in its hover colour. */
async function shoot(page: Page, name: string, viewport: { width: number; height: number }) {
  await page.mouse.move(0, 0);
  return shootAtWidths(page, { dir: SHOTS, name, viewport });
}

/** A signed-in customer on a fresh phone or desktop, on `landOn`; location and clipboard allowed, as a customer would. */
async function signedInCustomer(viewport: { width: number; height: number }, landOn: string | null = '/portal/dashboard'): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn });
  // Chromium refuses every permission not granted here; a customer with no address who refused
  // their location is asked for one before the dashboard (addresses.e2e.ts).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write', 'geolocation'], { origin: new URL(page.url()).origin });
  return page;
}

/** The screen's Apply bar: the friend's code field and its button. */
const codeField = (page: Page, name: string) => page.getByRole('textbox', { name });

describe('refer and earn', () => {
  it(
    'in English on a phone: a friend applies my code, books, the service completes, and I have 100 points',
    async () => {
      const overflows: string[] = [];

      // Customer A opens Refer and Earn from the side menu: their code, 0 points, 3 of 3 left.
      const referrer = await signedInCustomer(PHONE);
      await referrer.getByRole('button', { name: 'Open menu' }).click();
      await referrer.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'Refer and Earn', exact: true }).click();
      await referrer.waitForURL((url) => url.pathname === '/portal/refer-earn');
      await referrer.getByRole('heading', { name: 'Refer and Earn', level: 1 }).waitFor();
      const { code } = await referralOf(referrer);
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
      await seen(referrer, code);
      await seen(referrer, '0 points');
      await seen(referrer, '3 of 3 referrals remaining');
      await referrer.getByRole('progressbar', { name: 'Referrals used: 0 of 3' }).waitFor({ state: 'attached' });
      await seen(referrer, 'Earn 100 points for each friend whose first service is completed.');
      await expect.poll(() => referrer.title()).toContain('Refer and Earn');
      await axeClean(referrer, 'refer and earn (English)');
      overflows.push(...(await shoot(referrer, 'refer-earn-en', PHONE)));

      // Copy puts the code on the clipboard.
      await referrer.getByRole('button', { name: `Copy your code ${code}` }).click();
      await seen(referrer, `Code ${code} copied`);
      await expect.poll(() => referrer.evaluate(() => navigator.clipboard.readText())).toBe(code);

      // A's own code on A's screen: refused, in a warning toast.
      await codeField(referrer, 'Friend’s referral code').fill(code);
      await referrer.getByRole('button', { name: 'Apply', exact: true }).click();
      await seen(referrer, 'You cannot use your own referral code');

      // Customer B, in a browser of their own: an empty code is refused before it is sent.
      const friend = await signedInCustomer(PHONE, '/portal/refer-earn');
      await friend.getByRole('heading', { name: 'Refer and Earn', level: 1 }).waitFor();
      const field = codeField(friend, 'Friend’s referral code');
      await friend.getByRole('button', { name: 'Apply', exact: true }).click();
      await seen(friend, 'Please enter valid referral code');
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');

      // A's code in lower case: applied; the field gives way to the code B joined with.
      await field.fill(code.toLowerCase());
      await friend.getByRole('button', { name: 'Apply', exact: true }).click();
      await seen(friend, 'Referral code applied. Book a service within 30 days to reward your friend.');
      await seen(friend, `You joined with code ${code}`);
      await expect.poll(() => field.count()).toBe(0);
      await expect.poll(() => referralOf(friend).then((details) => details.appliedCode)).toBe(code);
      await axeClean(friend, 'refer and earn, joined (English)');
      overflows.push(...(await shoot(friend, 'refer-earn-joined-en', PHONE)));

      // B books and the workshop hands the vehicle back: A earns the brand's 100 points.
      const bookingId = await bookCartByApi(friend, await cartByApi(friend));
      await moveBooking(friend, bookingId, 'Delivered');
      await expect.poll(() => referralOf(referrer).then((details) => details.pointsEarned), PATIENTLY).toBe(100);
      await referrer.reload();
      await referrer.getByRole('heading', { name: 'Refer and Earn', level: 1 }).waitFor();
      await seen(referrer, '100 points');
      await seen(referrer, '2 of 3 referrals remaining');
      await referrer.getByRole('progressbar', { name: 'Referrals used: 1 of 3' }).waitFor();
      overflows.push(...(await shoot(referrer, 'refer-earn-earned-en', PHONE)));

      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'in Arabic on a desktop: right to left, the code left to right, an unknown code refused in Arabic',
    async () => {
      const page = await signedInCustomer(DESKTOP, null);
      await apiAs(page, 'PATCH', '/users/me/settings', { language: 'ar' });
      await page.goto(brandUrl('servicebay', '/portal/refer-earn'));
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.getByRole('heading', { name: 'ادعُ واربح', level: 1 }).waitFor();
      const { code } = await referralOf(page);
      const shownCode = page.getByText(code, { exact: true });
      await shownCode.waitFor();
      await expect.poll(() => shownCode.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      await seen(page, 'الإحالات المتبقية: 3 من 3');
      await axeClean(page, 'refer and earn (Arabic)');
      const overflows = await shoot(page, 'refer-earn-ar', DESKTOP);

      // A desktop browser without a share sheet: Share copies an invitation, the code and the brand's link in it.
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
      await page.getByRole('button', { name: `شارك رمزك ${code}` }).click();
      await seen(page, 'تم نسخ رسالة الدعوة. الصقها في محادثة مع صديقك.');
      const invitation = () => page.evaluate(() => navigator.clipboard.readText());
      await expect.poll(invitation).toContain(`استخدم رمزي ${code} عند انضمامك إلى`);
      await expect.poll(invitation).toContain(brandUrl('servicebay', '/login'));

      const field = codeField(page, 'رمز إحالة صديقك');
      await page.getByRole('button', { name: 'تطبيق', exact: true }).click();
      await seen(page, 'يرجى إدخال رمز إحالة صالح');
      await field.fill('zz99zz99');
      await page.getByRole('button', { name: 'تطبيق', exact: true }).click();
      await seen(page, 'لا يوجد مستخدم بهذا الرمز');
      await expect.poll(() => referralOf(page).then((details) => details.appliedCode)).toBeNull();

      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );
});
