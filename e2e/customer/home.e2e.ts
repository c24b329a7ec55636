import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, DESKTOP, PHONE, transitionsDone, useBrowser } from '../support/browser';
import { signInByApi } from '../support/customer';
import { dialog, openInApp, openPicker, PATIENTLY, pickFrom, seen } from '../support/garage';
import { horizontalOverflow } from '../support/screens';

const browser = useBrowser();
const shot = (name: string) => ({ path: `e2e/artifacts/${name}.png`, fullPage: true });
const SMALL_PHONE = { width: 320, height: 640 };
const nextSteps = (page: Page) => page.getByRole('region', { name: 'Get set up' });
const step = (page: Page, title: string) => nextSteps(page).getByRole('link', { name: new RegExp(`^${title}`) });
const noSeriousIssues = (page: Page) => expect.poll(() => seriousAccessibilityIssues(page), PATIENTLY).toEqual([]);

describe('a home that invites', () => {
  it('greets a new customer warmly, says what to do next, and a followed step shows done', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber() });

    // No name yet: a friendly default, never the number, and a way to give it.
    await page.getByRole('heading', { name: 'Hello there', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Add your name' }).getAttribute('href')).toBe('/portal/edit-profile');
    await seen(nextSteps(page), '0 of 4 done');
    for (const title of ['Add a vehicle', 'Add an address', 'Upload a document', 'Complete your personal details']) await step(page, title).waitFor();
    await expect.poll(() => page.getByRole('progressbar', { name: 'Profile completeness' }).getAttribute('aria-valuenow')).toBe('0');
    await noSeriousIssues(page);
    await page.screenshot(shot('home-new-customer-servicebay-390'));

    // Follows the first step and adds a vehicle.
    await step(page, 'Add a vehicle').click();
    await page.waitForURL(/\/portal\/add-vehicles$/);
    await pickFrom(page, 'Brand', 'Tata', { box: 'Search brands', text: 'tat' });
    await pickFrom(page, 'Model', 'Nexon', { box: 'Search models', text: 'nex' });
    await pickFrom(page, 'Year', '2021');
    await page.getByText('Petrol', { exact: true }).click();
    await openPicker(page, 'Variant');
    await dialog(page).getByRole('listitem').first().getByRole('button').click();
    await page.getByRole('textbox', { name: 'Registration Number' }).fill('KA01AB1234');
    await page.getByRole('button', { name: 'Save vehicle' }).click();
    await page.waitForURL(/\/portal\/my-vehicles$/);

    // Back home through the menu: the step is done, the bar moved.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(/\/portal\/dashboard$/);
    await seen(step(page, 'Add a vehicle'), 'Done');
    await seen(nextSteps(page), '1 of 4 done');
    await page.screenshot(shot('home-vehicle-added-servicebay-390'));
    await expect.poll(() => page.getByRole('progressbar', { name: 'Profile completeness' }).getAttribute('aria-valuenow')).toBe('30');

    // With a name, the greeting uses the first one.
    await openInApp(page, '/portal/edit-profile');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Asha Rao');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Personal details saved');
    await openInApp(page, '/portal/dashboard');
    await page.getByRole('heading', { name: /^Hello, \W*Asha\W*$/, level: 1 }).waitFor();
    await seen(step(page, 'Complete your personal details'), 'Done');
  });

  it('a guest keeps the guest note and the way to sign in', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(brandUrl('servicebay', '/login'));
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL(/\/portal\/dashboard$/);
    await page.getByRole('heading', { name: 'Hello there', level: 1 }).waitFor();
    await seen(page, /as a guest/);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).waitFor();
  });
});

/** Every area the menu reaches, in its order, and where each lands. */
const AREAS = [
  { name: 'My Bookings', path: '/portal/bookings' },
  { name: 'Rewards and offers', path: '/portal/offers' },
  { name: 'My vehicles', path: '/portal/my-vehicles' },
  { name: 'Documents', path: '/portal/document-vault' },
  { name: 'Addresses', path: '/portal/my-addresses' },
  { name: 'Profile', path: '/portal/profile' },
  { name: 'Settings', path: '/portal/settings' },
  { name: 'Help and support', path: '/portal/help-and-support' },
  { name: 'Home', path: '/portal/dashboard' },
] as const;
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Main menu' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const isCurrent = (menu: ReturnType<typeof drawer>, name: string) => menu.getByRole('link', { name, exact: true }).getAttribute('aria-current');

describe('the menu reaches every area', () => {
  it('on a phone: the drawer leads to each area, highlights it, and closes after the choice', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber() });
    for (const area of AREAS) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawer(page).getByRole('link', { name: area.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === area.path);
      await expect.poll(() => drawer(page).count(), PATIENTLY).toBe(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => isCurrent(drawer(page), area.name)).toBe('page');
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer(page).count(), PATIENTLY).toBe(0);
    }
  });

  it('on a desktop: the sidebar leads to each area and highlights it; a web-hub brand has no addresses', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber() });
    for (const area of AREAS) {
      await sidebar(page).getByRole('link', { name: area.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === area.path);
      await expect.poll(() => isCurrent(sidebar(page), area.name)).toBe('page');
    }
    await noSeriousIssues(page);

    const hub = await browser.newPage({ viewport: DESKTOP });
    await signInByApi(hub, 'fleethub', { mobileNumber: uniqueIndianNumber() });
    await sidebar(hub).getByRole('link', { name: 'Help and support', exact: true }).waitFor();
    await expect.poll(() => sidebar(hub).getByRole('link', { name: 'Addresses', exact: true }).count()).toBe(0);
    await expect
      .poll(() =>
        nextSteps(hub)
          .getByRole('link', { name: /^Add an address/ })
          .count(),
      )
      .toBe(0);
  });

  // Three widths in two languages with axe-core on each: longer than one journey's usual minute.
  // The one set of a new customer's dashboard (screens-at-widths.e2e.ts and offers.e2e.ts leave it
  // to this journey): its offers row in, none of it scrolling sideways, axe clean at every width.
  it.each(['servicebay', 'throttle'])('looks right for %s at each width and language (screenshots in e2e/artifacts)', { timeout: 150_000 }, async (brand) => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInByApi(page, brand, { mobileNumber: uniqueIndianNumber() });
    for (const language of ['en', 'ar'] as const) {
      if (language === 'ar') {
        await openInApp(page, '/portal/languages');
        await page.getByRole('radio', { name: 'العربية' }).click();
        await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        await openInApp(page, '/portal/dashboard');
      }
      await page
        .getByRole('region', { name: language === 'en' ? 'Offers and articles' : 'العروض والمقالات', exact: true })
        .getByRole('article')
        .first()
        .waitFor();
      const menuButton = language === 'en' ? 'Open menu' : 'فتح القائمة';
      for (const viewport of [SMALL_PHONE, PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expect.poll(() => horizontalOverflow(page), { message: `home (${brand}, ${language}) at ${viewport.width} px sideways` }).toBe(0);
        await noSeriousIssues(page);
        await page.screenshot(shot(`home-${brand}-${language}-${viewport.width}`));
        if (viewport === DESKTOP) continue;
        await page.getByRole('button', { name: menuButton }).click();
        await page.getByRole('dialog').getByRole('link').first().waitFor();
        await transitionsDone(page);
        await noSeriousIssues(page);
        await page.screenshot({ path: `e2e/artifacts/menu-${brand}-${language}-${viewport.width}.png` });
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('dialog').count(), PATIENTLY).toBe(0);
      }
    }
  });
});
