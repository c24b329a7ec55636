import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, firstCatalogueCar } from '../support/account';
import { lastCodeSentTo, uniqueIndianNumber } from '../support/api';
import { brandUrl, PHONE, useBrowser } from '../support/browser';
import { requestCode, signInByApi, typeCode } from '../support/customer';
import { PATIENTLY, seen } from '../support/garage';

const browser = useBrowser();
const shot = (name: string) => ({ path: `e2e/artifacts/${name}.png`, fullPage: true });
const title = (page: Page) => page.evaluate(() => document.title);
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

/** Number and code on the sign-in screen the page is on (any `?next=` stays as it is). */
async function signInHere(page: Page, brand: string, mobileNumber: string) {
  await requestCode(page, mobileNumber);
  await typeCode(page, await lastCodeSentTo(brand, `+91${mobileNumber}`));
}

/** A catalogue car of the page's customer, added through the API; `plate` fits the brand's rule. */
async function addCar(page: Page, plate: string): Promise<{ did: string }> {
  const car = await firstCatalogueCar(page);
  return apiAs<{ did: string }>(page, 'POST', '/users/me/vehicles', { ...car, registrationNumber: plate });
}

describe('a deep link survives sign-in', () => {
  it('a signed-out visitor opening a portal screen signs in and lands on it, not the dashboard', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(brandUrl('servicebay', '/portal/my-vehicles'));
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/portal/my-vehicles');
    await signInHere(page, 'servicebay', uniqueIndianNumber());
    await page.waitForURL((url) => url.pathname === '/portal/my-vehicles' && url.search === '');
    await heading(page, 'My Vehicles').waitFor();
  });

  it('an address of another site, or one that a browser reads as another host, is ignored', async () => {
    const page = await browser.newPage();
    await page.goto(brandUrl('servicebay', `/login?next=${encodeURIComponent('https://evil.example/portal/my-vehicles')}`));
    await signInHere(page, 'servicebay', uniqueIndianNumber());
    await page.waitForURL((url) => url.pathname === '/portal/dashboard');
    // Signed in already: the sign-in screen sends the customer on, never to //evil.example.
    await page.goto(brandUrl('servicebay', `/login?next=${encodeURIComponent('//evil.example/portal')}`));
    await page.waitForURL((url) => url.pathname === '/portal/dashboard');
    await expect.poll(() => new URL(page.url()).host).toBe(`servicebay.localhost:${new URL(brandUrl('servicebay')).port}`);
  });

  it('a new customer of a vehicle-onboarding brand onboards first, then reaches the link', async () => {
    const page = await browser.newPage();
    await page.goto(brandUrl('quickfix', '/portal/my-vehicles'));
    await page.waitForURL((url) => url.pathname === '/login');
    await signInHere(page, 'quickfix', uniqueIndianNumber());
    await page.waitForURL((url) => url.pathname === '/onboarding' && url.searchParams.get('next') === '/portal/my-vehicles');
    await addCar(page, 'MH12Z1234');
    await page.reload();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/portal/my-vehicles');
    await heading(page, 'My Vehicles').waitFor();
  });

  it('a guest who signs in from a portal screen comes back to it', async () => {
    const page = await browser.newPage();
    await page.goto(brandUrl('deccan', '/login'));
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/dashboard');
    await page.goto(brandUrl('deccan', '/portal/my-addresses'));
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/portal/my-addresses');
    await signInHere(page, 'deccan', uniqueIndianNumber());
    await page.waitForURL((url) => url.pathname === '/portal/my-addresses');
  });
});

describe('ids that name nothing', () => {
  it('an unknown vehicle, address or document id shows not found with the way back, and never files elsewhere', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: null });
    // A vehicle the upload screen could have fallen back to.
    await addCar(page, 'KA01AB1234');

    await page.goto(brandUrl('servicebay', `/portal/manage-your-vehicle/${randomUUID()}`));
    await heading(page, 'Vehicle not found').waitFor(PATIENTLY);
    await page.screenshot(shot('not-found-vehicle-en-phone'));
    await page.getByRole('link', { name: 'Back to My Vehicles' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/my-vehicles');

    await page.goto(brandUrl('servicebay', '/portal/manage-your-vehicle/not-an-id'));
    await heading(page, 'Vehicle not found').waitFor(PATIENTLY);

    await page.goto(brandUrl('servicebay', `/portal/upload-documents/${randomUUID()}?type=INSURANCE`));
    await heading(page, 'Vehicle not found').waitFor(PATIENTLY);
    await expect.poll(() => page.getByRole('button', { name: /save|upload/i }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Document Vault' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/document-vault');

    await page.goto(brandUrl('servicebay', `/portal/edit-address/${randomUUID()}`));
    await heading(page, 'Address not found').waitFor(PATIENTLY);
    await page.screenshot(shot('not-found-address-en-phone'));
    await page.getByRole('link', { name: 'Back to My Addresses' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/my-addresses');
  });
});

describe('the address map', () => {
  it('says so when its tiles cannot load, and the form still works', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    // The tile server out of reach, as offline or behind a firewall that blocks it.
    await page.route(/\/\d+\/\d+\/\d+\.png$/, (route) => route.abort());
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: '/portal/add-new-address' });
    await page.getByRole('status').filter({ hasText: 'The map could not load' }).waitFor(PATIENTLY);
    await page.getByRole('region', { name: 'Map: drag the pin to your doorstep' }).waitFor();
    await page.screenshot(shot('address-map-tiles-unavailable-phone'));
  });
});

describe('the 404 page and page titles', () => {
  it('a visitor’s 404 page has the brand’s header and a way home', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(brandUrl('throttle', '/no-such-page'));
    await heading(page, 'Page not found').waitFor();
    await page.getByRole('link', { name: 'Throttle Bikes home' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).waitFor();
    await expect.poll(() => title(page)).toBe('Page not found · Throttle Bikes');
    await page.screenshot(shot('not-found-page-en-phone'));
  });

  it('an Arabic customer’s 404 and not-found screens are in Arabic, right to left, with the brand’s header', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const number = `5${String(Date.now()).slice(-8)}`;
    await signInByApi(page, 'sahara', { countryCode: '+966', mobileNumber: number, landOn: null });
    await apiAs(page, 'PATCH', '/users/me/settings', { language: 'ar' });

    await page.goto(brandUrl('sahara', '/no-such-page'));
    await heading(page, 'الصفحة غير موجودة').waitFor(PATIENTLY);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('link', { name: 'الصفحة الرئيسية لـ Sahara Auto' }).waitFor();
    await expect.poll(() => title(page)).toBe('الصفحة غير موجودة · Sahara Auto');
    await page.screenshot(shot('not-found-page-ar-phone'));

    await page.goto(brandUrl('sahara', `/portal/manage-your-vehicle/${randomUUID()}`));
    await heading(page, 'المركبة غير موجودة').waitFor(PATIENTLY);
    await seen(page, 'العودة إلى مركباتي');
    await page.screenshot(shot('not-found-vehicle-ar-phone'));
  });

  it('the tab’s title names the screen, then the brand', async () => {
    const page = await browser.newPage();
    await page.goto(brandUrl('marina', '/login'));
    await expect.poll(() => title(page)).toBe('Login · Marina Motors');
    await signInByApi(page, 'marina', { countryCode: '+971', mobileNumber: `50${String(Date.now()).slice(-7)}` });
    await expect.poll(() => title(page)).toBe('Dashboard · Marina Motors');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await expect.poll(() => title(page)).toBe('Settings · Marina Motors');
    await page.goBack();
    await expect.poll(() => title(page)).toBe('Dashboard · Marina Motors');
  });
});
