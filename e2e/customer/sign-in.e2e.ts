import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { lastCodeSentTo, uniqueIndianNumber } from '../support/api';
import { brandUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { currentUser, requestCode, signInByApi, signInThroughUi, storedSession, typeCode } from '../support/customer';
import { addVehicleByApi } from '../support/garage';

const browser = useBrowser();
const shot = (name: string) => ({ path: `e2e/artifacts/${name}.png` });
const brandPrimary = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim());

describe('signing in', () => {
  it('a new customer signs in on two brands and sees each brand’s logo and colours', async () => {
    for (const [brand, name, colour, countryCode, number] of [
      ['servicebay', 'ServiceBay', '#1c4ed8', '+91', uniqueIndianNumber()],
      ['marina', 'Marina Motors', '#0f766e', '+971', `5${String(Date.now()).slice(-8)}`],
    ] as const) {
      const page = await browser.newPage({ viewport: PHONE });
      await page.goto(brandUrl(brand, '/'));
      await page.waitForURL(/\/login$/);
      await expect.poll(() => brandPrimary(page)).toBe(colour);
      const logo = page.getByRole('link', { name: `${name} home` }).locator('img');
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect.poll(() => logo.getAttribute('src')).toBe(`/api/brand-assets/${brand}/logo.svg`);
      // The tab names the screen, then the brand (its tab name is its name in the demo data).
      await expect.poll(() => page.title()).toBe(`Login · ${name}`);
      await page.screenshot(shot(`login-${brand}-phone`));
      await signInThroughUi(page, brand, { countryCode, mobileNumber: number });
      await page.waitForURL(/\/portal\/dashboard$/);
      await expect.poll(() => page.getByText(`Welcome to ${name}.`, { exact: false }).isVisible()).toBe(true);
      await expect.poll(() => currentUser(page)).toMatchObject({ isAnonymous: false, primaryPhoneNumber: `${countryCode}${number}` });
    }
  });

  it('Continue waits for the terms to be accepted, and an invalid number gets the spec message', async () => {
    const page = await browser.newPage();
    await page.goto(brandUrl('deccan', '/login'));
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
    await expect.poll(() => continueButton.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await continueButton.click();
    await expect.poll(() => page.getByText('enter valid mobile number').isVisible()).toBe(true);
    // The error under the field is read at 4.5:1 or more (Mantine's own red is not).
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
  });

  it('a wrong code shows "Invalid verification code"', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const number = uniqueIndianNumber();
    await page.goto(brandUrl('servicebay', '/login'));
    await requestCode(page, number);
    const code = await lastCodeSentTo('servicebay', `+91${number}`);
    await typeCode(page, code === '000000' ? '111111' : '000000');
    await expect.poll(() => page.getByText('Invalid verification code').first().isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/otp$/);
    // The boxes are emptied for the next try, and show nothing in them.
    const box = page.getByRole('textbox', { name: 'Digit 1 of 6' });
    await expect.poll(() => box.inputValue()).toBe('');
    await expect.poll(() => box.getAttribute('placeholder')).toBe('');
    await page.screenshot(shot('otp-wrong-code-phone'));
  });

  it('the resend countdown runs, then offers Resend', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.clock.install();
    const number = uniqueIndianNumber();
    await page.goto(brandUrl('servicebay', '/login'));
    await requestCode(page, number);
    await expect.poll(() => page.getByText(/Resend code in (0:5\d|1:00)/).isVisible()).toBe(true);
    // The number is wrapped in bidi isolation marks so it reads left-to-right in Arabic too.
    await expect.poll(() => page.getByText(new RegExp(`Enter the code sent to \\W*\\+91 \\*{6}${number.slice(-4)}`)).isVisible()).toBe(true);
    await page.clock.fastForward(30_000);
    await expect.poll(() => page.getByText(/Resend code in 0:(2\d|30)/).isVisible()).toBe(true);
    await page.clock.fastForward(31_000);
    await expect.poll(() => page.getByRole('button', { name: 'Resend code' }).isVisible()).toBe(true);
  });

  it('a guest upgrades by verifying a number and keeps the same uid', async () => {
    const page = await browser.newPage();
    await page.goto(brandUrl('servicebay', '/login'));
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL(/\/portal\/dashboard$/);
    await expect.poll(async () => (await currentUser(page)).isAnonymous).toBe(true);
    const guest = await currentUser(page);
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.waitForURL(/\/login$/);
    const number = uniqueIndianNumber();
    await requestCode(page, number);
    await typeCode(page, await lastCodeSentTo('servicebay', `+91${number}`));
    await page.waitForURL(/\/portal\/dashboard$/);
    await expect.poll(() => currentUser(page)).toMatchObject({ uid: guest.uid, isAnonymous: false, primaryPhoneNumber: `+91${number}` });
  });

  it("a guest who signs into an existing account finds the vehicle added as a guest in that account's garage", async () => {
    // The account exists already, made on another device with its own car.
    const device = await browser.newPage({ viewport: PHONE });
    const number = uniqueIndianNumber();
    await signInByApi(device, 'servicebay', { mobileNumber: number, landOn: null });
    await addVehicleByApi(device, { makeId: 'car.tata', modelName: 'Nexon', year: 2022, fuelType: 'PETROL', registrationNumber: 'KA01MX1001' });
    const account = await currentUser(device);

    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(brandUrl('servicebay', '/login'));
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL(/\/portal\/dashboard$/);
    await addVehicleByApi(page, { makeId: 'car.tata', modelName: 'Punch', year: 2023, fuelType: 'PETROL', registrationNumber: 'KA01MX2002' });
    await page.goto(brandUrl('servicebay', '/login'));
    await requestCode(page, number);
    await typeCode(page, await lastCodeSentTo('servicebay', `+91${number}`));
    await page.waitForURL(/\/portal\/dashboard$/);
    await expect.poll(async () => (await currentUser(page)).uid).toBe(account.uid);

    await page.goto(brandUrl('servicebay', '/portal/my-vehicles'));
    for (const car of ['Tata Nexon', 'Tata Punch']) {
      await expect.poll(() => page.getByText(car).first().isVisible()).toBe(true);
    }
    await page.screenshot(shot('guest-joined-account-vehicles-phone'));
  });

  it('a brand with vehicle onboarding sends a new customer to /onboarding first', async () => {
    const page = await browser.newPage();
    await signInThroughUi(page, 'quickfix', { mobileNumber: uniqueIndianNumber() });
    await page.waitForURL(/\/onboarding$/);
    await page.getByRole('heading').first().waitFor();
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
    await page.screenshot(shot('onboarding-quickfix-desktop'));
  });
});

describe('routes and languages', () => {
  it('/portal needs a token; a signed-in customer on /login goes to the portal', async () => {
    const page = await browser.newPage();
    await page.goto(brandUrl('deccan', '/portal/dashboard'));
    await page.waitForURL(/\/login$/);
    await signInThroughUi(page, 'deccan', { mobileNumber: uniqueIndianNumber() });
    await page.goto(brandUrl('deccan', '/login'));
    await page.waitForURL(/\/portal\/dashboard$/);
  });

  it('Arabic sets right-to-left and mirrors the layout; sign-out resets to English', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(brandUrl('sahara', '/login'));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect.poll(() => page.evaluate(() => [document.documentElement.dir, document.documentElement.lang].join(','))).toBe('rtl,ar');
    const mobile = page.getByRole('textbox', { name: 'رقم الجوال' });
    await expect.poll(() => mobile.isVisible()).toBe(true);
    await page.screenshot(shot('login-sahara-arabic-desktop'));
    const number = `5${String(Date.now()).slice(-8)}`;
    await mobile.fill(number);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'متابعة', exact: true }).click();
    await page.waitForURL(/\/otp$/);
    await typeCode(page, await lastCodeSentTo('sahara', `+966${number}`), 'الرقم 1 من 6');
    await page.waitForURL(/\/portal\/dashboard$/);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.screenshot(shot('portal-sahara-arabic-desktop'));
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.evaluate(() => [document.documentElement.dir, document.documentElement.lang].join(','))).toBe('ltr,en');
    await expect.poll(() => storedSession(page)).toBeNull();
  });
});
