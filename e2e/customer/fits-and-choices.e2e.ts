import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueIndianNumber } from '../support/api';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { brandUrl, PHONE, transitionsDone, useBrowser } from '../support/browser';
import { requestCode, signInByApi } from '../support/customer';
import { dialog, field } from '../support/garage';

const browser = useBrowser();
const SMALL_PHONE = { width: 320, height: 640 };
const sidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
const direction = (page: Page) => page.evaluate(() => document.documentElement.dir);

/** The latest birth date an adult can have today, as the domain counts it (UTC). */
function latestAdultBirthDate() {
  const today = new Date();
  const year = today.getUTCFullYear() - 18;
  const month = today.getUTCMonth();
  return { year, month, day: Math.min(today.getUTCDate(), new Date(Date.UTC(year, month + 1, 0)).getUTCDate()) };
}

describe('screens that fit and choices that make sense (issue 8)', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`the six code boxes fit a 320 px phone without sideways scroll (${language})`, async () => {
      const page = await browser.newPage({ viewport: SMALL_PHONE });
      await page.goto(brandUrl('servicebay', '/login'));
      // The number is asked in English, then the code screen is shown in the language under test.
      await requestCode(page, uniqueIndianNumber());
      if (language === 'ar') await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
      await expect.poll(() => direction(page)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const boxes = page.getByRole('textbox', { name: language === 'ar' ? /^الرقم \d من 6$/ : /^Digit \d of 6$/ });
      await expect.poll(() => boxes.count()).toBe(6);
      await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
      // Every box is whole on the screen, left to right in both languages.
      const lefts = await boxes.evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect()));
      for (const box of lefts) expect(box.left >= 0 && box.right <= SMALL_PHONE.width && box.width >= 28).toBe(true);
      expect(lefts.map((box) => box.left)).toEqual([...lefts.map((box) => box.left)].sort((a, b) => a - b));
    });
  }

  it('the date-of-birth picker opens on an adult’s years and offers no date under 18', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: '/portal/edit-profile' });
    await page.getByRole('button', { name: 'Date of birth' }).click();
    const latest = latestAdultBirthDate();
    const latestYear = page.getByRole('button', { name: String(latest.year), exact: true });
    await latestYear.waitFor();
    await expect.poll(() => latestYear.isEnabled()).toBe(true);
    // The years after it, where the decade shows them, cannot be chosen.
    const laterYears = await page
      .getByRole('button', { name: /^\d{4}$/ })
      .evaluateAll((buttons, year) => buttons.filter((b) => Number(b.textContent) > year).map((b) => (b as HTMLButtonElement).disabled), latest.year);
    expect(laterYears.every(Boolean)).toBe(true);
    await latestYear.click();
    // Months after this one, in that year, cannot be chosen either.
    const months = await page.getByRole('button', { name: /^[A-Z][a-z]{2}$/ }).evaluateAll((buttons) => buttons.map((b) => (b as HTMLButtonElement).disabled));
    expect(months).toHaveLength(12);
    expect(months.map((isDisabled, index) => isDisabled === index > latest.month)).toEqual(Array(12).fill(true));
  });

  it('the make picker shows the market’s popular makes first, cars in India and bikes for Throttle', async () => {
    for (const [brand, firstMakes] of [
      ['servicebay', ['Maruti Suzuki', 'Hyundai', 'Tata', 'Mahindra']],
      ['throttle', ['Hero MotoCorp', 'Honda Motorcycle & Scooter', 'Bajaj', 'TVS']],
    ] as const) {
      const page = await browser.newPage({ viewport: PHONE });
      await signInByApi(page, brand, { mobileNumber: uniqueIndianNumber(), landOn: '/portal/add-vehicles' });
      await field(page, 'Brand').click();
      const tiles = dialog(page).getByRole('listitem').getByRole('button');
      await expect.poll(() => tiles.count()).toBeGreaterThan(10);
      await expect
        .poll(async () => (await tiles.evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).innerText.trim()))).slice(0, 4))
        .toEqual(firstMakes);
      await transitionsDone(page);
      await page.screenshot({ path: `e2e/artifacts/make-picker-${brand}-phone.png` });
      // The monograms' white letters hold their contrast on every colour.
      const issues = await seriousAccessibilityIssues(page);
      expect(issues).toEqual([]);
    }
  });
});
