import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { lastCodeSentTo, uniqueIndianNumber } from '../support/api';
import { apiAs } from '../support/account';
import { brandUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { ARABIC_SIGN_IN, requestCode, signInByApi, signInThroughUi, typeCode } from '../support/customer';

const browser = useBrowser();
const shot = (name: string) => ({ path: `e2e/artifacts/${name}.png`, fullPage: true });

/** The page's language and direction, as the server wrote them and setLocale keeps them. */
const pageLanguage = (page: Page) => page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`);
const isShowing = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
const keptLanguage = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'servicebay_language');

/** Opens a page and returns the HTML the server sent for it (before the app changed anything). */
async function open(page: Page, brand: string, pathname: string): Promise<string> {
  const response = await page.goto(brandUrl(brand, pathname));
  return (await response?.text()) ?? '';
}

describe('the language chosen is kept', () => {
  it('from the login screen: across a reload, into the account at sign-in, on the server’s dashboard; sign-out returns to English', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await open(page, 'throttle', '/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect.poll(() => pageLanguage(page)).toBe('ar rtl');
    const kept = await keptLanguage(page);
    expect(kept).toMatchObject({ value: 'ar', path: '/', sameSite: 'Lax', httpOnly: false });
    // About a year: the browser keeps it, not just this visit.
    expect((kept?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

    // The server renders the login screen in Arabic, and the app takes it over as it is.
    const login = await open(page, 'throttle', '/login');
    expect(login).toContain('<html lang="ar" dir="rtl"');
    expect(login).toContain('تسجيل الدخول');
    await expect.poll(() => pageLanguage(page)).toBe('ar rtl');

    await signInThroughUi(page, 'throttle', { mobileNumber: uniqueIndianNumber(), labels: ARABIC_SIGN_IN });
    await page.waitForURL((url) => url.pathname === '/portal/dashboard');
    await expect.poll(async () => (await apiAs<{ language: string }>(page, 'GET', '/users/me/settings')).language).toBe('ar');

    // A reload of the dashboard: rendered by the server in Arabic with the customer's data.
    const dashboard = await open(page, 'throttle', '/portal/dashboard');
    expect(dashboard).toContain('<html lang="ar" dir="rtl"');
    expect(dashboard).toContain('data-prerendered="/portal/dashboard"');
    await expect.poll(() => pageLanguage(page)).toBe('ar rtl');
    await page.screenshot(shot('dashboard-kept-arabic-desktop'));

    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => pageLanguage(page)).toBe('en ltr');
    await expect.poll(async () => (await keptLanguage(page))?.value).toBe('en');
    const signedOut = await open(page, 'throttle', '/login');
    expect(signedOut).toContain('<html lang="en" dir="ltr"');
    await isShowing(page, 'Login');
  });

  it('from onboarding: a reload keeps the customer in Arabic', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'quickfix', { mobileNumber: uniqueIndianNumber() });
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect.poll(() => pageLanguage(page)).toBe('ar rtl');

    const reloaded = await open(page, 'quickfix', '/onboarding');
    expect(reloaded).toContain('<html lang="ar" dir="rtl"');
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await expect.poll(() => pageLanguage(page)).toBe('ar rtl');
    await page.getByRole('combobox', { name: 'اللغة' }).waitFor();
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
    await page.screenshot(shot('onboarding-kept-arabic-phone'));
  });
});

describe('every screen and toast follows the language', () => {
  it('a visitor in Arabic gets the 404 page, and the toast of a wrong code, in Arabic', async () => {
    const page = await browser.newPage({ viewport: PHONE, locale: 'ar' });
    const missing = await open(page, 'marina', '/no-such-page');
    expect(missing).toContain('<html lang="ar" dir="rtl"');
    await page.getByRole('heading', { name: 'الصفحة غير موجودة' }).waitFor();
    await expect.poll(() => pageLanguage(page)).toBe('ar rtl');
    await page.screenshot(shot('not-found-visitor-arabic-marina-phone'));

    await open(page, 'marina', '/login');
    const number = `5${String(Date.now()).slice(-8)}`;
    await requestCode(page, number, ARABIC_SIGN_IN);
    const code = await lastCodeSentTo('marina', `+971${number}`);
    const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
    await typeCode(page, wrong, ARABIC_SIGN_IN.firstDigit);
    await page.getByRole('alert').filter({ hasText: 'رمز التحقق غير صحيح' }).first().waitFor();
    await page.screenshot(shot('wrong-code-toast-arabic-marina-phone'));
  });
});

describe('a first visit follows the browser’s language where the brand offers Arabic', () => {
  it('a browser in Arabic opens Sahara, Marina and Pearl in Arabic, rendered so by the server', async () => {
    for (const brand of ['sahara', 'marina', 'pearl']) {
      const page = await browser.newPage({ viewport: PHONE, locale: 'ar' });
      const html = await open(page, brand, '/login');
      expect(html, brand).toContain('<html lang="ar" dir="rtl"');
      await isShowing(page, 'تسجيل الدخول');
      await expect.poll(() => pageLanguage(page)).toBe('ar rtl');
      if (brand === 'sahara') await page.screenshot(shot('login-browser-arabic-sahara-phone'));
    }
  });

  it('an Indian brand stays English for the same browser', async () => {
    const page = await browser.newPage({ viewport: PHONE, locale: 'ar' });
    const html = await open(page, 'throttle', '/login');
    expect(html).toContain('<html lang="en" dir="ltr"');
    await isShowing(page, 'Login');
    await expect.poll(() => pageLanguage(page)).toBe('en ltr');
  });
});
