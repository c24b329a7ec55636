import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser';
import { addPerson, areaNamesOf, catalogues, checkScreen, lastMessageTo, signInThroughLogin, startInLanguage, TABLET, workshopUrl } from '../support/workshop';

const browser = useBrowser();

/** The areas the dashboard lists, ready ones first then those to come, by their headings, in alphabetical order. */
const dashboardAreas = async (page: Page, heading: string) =>
  (await page.getByRole('region', { name: heading }).getByRole('heading', { level: 3 }).allInnerTexts()).sort();
/** The navbar's entries by their text, without the count Bookings shows while bookings wait. */
const navbarLinks = async (page: Page, label: string) =>
  (await page.getByRole('navigation', { name: label }).getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());

describe('signing in to the workshop app', () => {
  it('as the owner, in English at 1280 px, shows every area the permission matrix gives, People among the links', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const overflows: string[] = [];
    await page.goto(workshopUrl('/login'));
    await page.getByRole('heading', { name: 'Sign in to your workshop' }).waitFor();
    overflows.push(...(await checkScreen(page, 'login')));

    await signInThroughLogin(page, 'owner');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome, Arjun Mehta');
    await expect.poll(() => dashboardAreas(page, 'Your areas')).toEqual(areaNamesOf('owner', 'en').sort());
    const areas = catalogues.en.workshop.areas;
    await expect
      .poll(() => navbarLinks(page, 'Main menu'))
      .toEqual([
        'Dashboard',
        'My time',
        areas.workshop.name,
        'People',
        areas.customers.name,
        'Job cards',
        'Bookings',
        areas.invoices.name,
        'Credit notes',
        areas.inventory.name,
        'Stock on hand',
        'Stock transfers',
        'Purchase orders',
        'Inwards',
        'Debit notes',
        'Vendors',
        areas.people.name,
        'Technicians',
        'Team attendance',
        areas.labour.name,
        'Labour price update',
        areas.reports.name,
        'Technician efficiency',
        'Help',
      ]);
    // The owner works at several workshops: the header offers the others.
    await page.getByRole('combobox', { name: 'Switch workshop' }).waitFor();
    overflows.push(...(await checkScreen(page, 'dashboard-owner')));

    await page.getByRole('button', { name: /^Arjun Mehta/ }).click();
    await page.getByRole('menuitem', { name: 'Help' }).click();
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Workshop Owner\s*Your role/ }).getAttribute('aria-expanded')).toBe('true');
    overflows.push(...(await checkScreen(page, 'help')));
    expect(overflows).toEqual([]);
  });

  it('as a technician, in Arabic at 1024 px, shows only the technician’s areas, right to left, and no People', async () => {
    const page = await browser.newPage({ viewport: TABLET });
    await startInLanguage(page.context(), 'ar');
    await signInThroughLogin(page, 'tech', undefined, 'ar');
    const texts = catalogues.ar.workshop;
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => dashboardAreas(page, texts.dashboard.areasHeading)).toEqual(areaNamesOf('technician', 'ar').sort());
    await expect
      .poll(() => navbarLinks(page, texts.nav.label))
      .toEqual([
        texts.nav.dashboard,
        texts.timeClock.nav.myTime,
        texts.areas.workshop.name,
        texts.areas.jobCards.name,
        texts.employees.nav.myWork,
        texts.areas.inventory.name,
        texts.stock.onHand.nav,
        texts.stock.transfers.nav,
        texts.stock.orders.nav,
        texts.stock.inwards.nav,
        texts.stock.debitNotes.nav,
        texts.stock.nav.vendors,
        texts.areas.labour.name,
        texts.labour.nav.updates,
        texts.nav.help,
      ]);
    const overflows = await checkScreen(page, 'dashboard-technician');

    // People is not there for a technician, even typed in.
    await page.goto(page.url().replace(/dashboard$/, 'people'));
    await page.getByRole('heading', { name: texts.notFound.heading }).waitFor();
    expect(overflows).toEqual([]);
  });

  it('says Invalid Credentials for a wrong password, and stays on Login', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(workshopUrl('/login'));
    await page.getByRole('textbox', { name: 'Username' }).fill('advisor');
    await page.getByLabel('Password', { exact: true }).fill('Garage@2025');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Invalid Credentials');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/workshop/login');
    const overflows = await checkScreen(page, 'login-refused');
    expect(overflows).toEqual([]);
  });

  it('signs in with a one-time code texted to the staff account’s number', async () => {
    const person = await addPerson('cashier', 'code');
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(workshopUrl('/login'));
    await page.getByRole('link', { name: 'Sign in with a one-time code' }).click();
    await page.getByRole('heading', { name: 'Sign in with a one-time code' }).waitFor();
    const overflows = await checkScreen(page, 'code-number');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(person.mobileNumber);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(/Enter the six-digit code sent to/).waitFor();
    overflows.push(...(await checkScreen(page, 'code-digits')));
    const code = (await lastMessageTo(`+91${person.mobileNumber}`)).match(/\d{6}/)?.[0] ?? '';
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code, { delay: 30 });
    await page.waitForURL(/\/dashboard$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(`Welcome, ${person.name}`);
    expect(overflows).toEqual([]);
  });

  it('shows Page Not Found for an unknown path, signed out and signed in', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(workshopUrl('/no-such-screen'));
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    const overflows = await checkScreen(page, 'not-found');
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await signInThroughLogin(page, 'advisor');
    const dashboard = new URL(page.url()).pathname;
    await page.goto(workshopUrl(dashboard.replace(/^\/workshop/, '').replace(/dashboard$/, 'no-such-area')));
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    // Still inside the signed-in frame, with its menu.
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    overflows.push(...(await checkScreen(page, 'not-found-signed-in')));
    expect(overflows).toEqual([]);
  });
});
