import { describe, expect, it } from 'vitest';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, PHONE, useBrowser } from '../support/browser';
import { signInByApi } from '../support/customer';
import { addVehicleByApi, seen } from '../support/garage';
import { holdTheApp } from '../support/hold-the-app';

const browser = useBrowser();
const shot = (name: string) => ({ path: `e2e/artifacts/${name}.png` });

describe('the dashboard comes from the server for a signed-in customer', () => {
  it('a new visit shows the customer their dashboard before the app arrives, and the app takes that screen over in place', async () => {
    const firstVisit = await browser.newPage({ viewport: PHONE, serviceWorkers: 'allow' });
    const number = uniqueIndianNumber();
    await signInByApi(firstVisit, 'servicebay', { mobileNumber: number });
    await addVehicleByApi(firstVisit, { makeId: 'car.tata', modelName: 'Nexon', year: 2022, fuelType: 'PETROL', registrationNumber: 'KA01AB1234' });
    // The installed app's service worker passes the visit on to the server, which renders it.
    await expect.poll(() => firstVisit.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await firstVisit.goto(brandUrl('servicebay', '/portal/dashboard'));
    await expect.poll(() => firstVisit.locator('#root').getAttribute('data-prerendered')).toBe('/portal/dashboard');

    // A new visit in the same browser (its session and cookie), the app's code held back: without
    // the service worker, which would serve the code from its cache, past the hold.
    const page = await browser.newPage({ viewport: PHONE, storageState: await firstVisit.context().storageState(), serviceWorkers: 'block' });
    const release = await holdTheApp(page);
    const response = await page.goto(brandUrl('servicebay', '/portal/dashboard'), { waitUntil: 'commit' });
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('heading', { name: 'Hello there' }).waitFor();
    await seen(page.getByRole('region', { name: 'Your vehicle' }), 'Tata Nexon');
    // Its service tiles come read, and the screen's own style sheets linked: nothing on the
    // screen appears, grows or moves when the app arrives (a late card was a CLS of 0.128).
    await seen(page.locator('dl[aria-label="Service and odometer"]'), 'None yet');
    await expect.poll(() => page.locator('dl[aria-busy="true"]').count()).toBe(0);
    await expect.poll(() => page.locator('head link[rel="stylesheet"][href^="/assets/vehicles-"]').count()).toBe(1);
    const root = page.locator('#root');
    await expect.poll(() => root.getAttribute('data-prerendered')).toBe('/portal/dashboard');
    await expect.poll(() => root.evaluate((element) => element.hasAttribute('inert'))).toBe(true);
    await page.screenshot(shot('dashboard-before-javascript-phone'));
    // The page names the screen's code, which the app runs one chunk per task before the takeover
    // (apps/customer/src/screen-chunks.ts): the shell, the screen, its data and its texts.
    const screenChunkNames = () =>
      page.evaluate(() =>
        (document.querySelector<HTMLScriptElement>('script[data-screen-chunks]')?.dataset.screenChunks ?? '')
          .split(' ')
          .map((chunk) => /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(chunk)?.[1]),
      );
    await expect.poll(screenChunkNames).toEqual(expect.arrayContaining(['portal-shell', 'dashboard', 'portal-data', 'signed-in']));

    // Taken over in place: the same elements, now the app's (a mismatch fails the journey, useBrowser),
    // starting from the answers the page brought instead of asking for them again.
    await page.evaluate(() => Object.assign(window, { serverHeading: document.querySelector('h1') }));
    const pageReads =
      /\/api\/(auth\/me|users\/me\/(profile|vehicles|addresses)|transaction\/(bookings|booking-summary\?.*|vehicle\/odometerByVehicleNumber\?.*))$/;
    const askedAgain = page.waitForRequest(pageReads, { timeout: 3_000 }).then(
      (request) => request.url(),
      () => null,
    );
    release();
    await expect.poll(() => root.evaluate((element) => element.hasAttribute('inert') || element.hasAttribute('aria-disabled'))).toBe(false);
    await expect.poll(() => page.evaluate(() => document.querySelector('h1') === (window as unknown as { serverHeading: Element }).serverHeading)).toBe(true);
    const readAgain = await askedAgain;
    expect(readAgain).toBeNull();
    // Its dialogs (the menu drawer, the address and vehicle pickers) are drawn from their first
    // opening: a closed one would mount a portal in the takeover, a long task on a slow phone.
    await expect.poll(() => page.locator('[data-portal]').count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'My vehicles', exact: true }).click();
    await page.waitForURL(/\/portal\/my-vehicles$/);
    await seen(page.getByRole('article', { name: 'Tata Nexon' }), 'KA01AB1234');
  });

  it('after signing out, the dashboard’s address gives the sign-in screen and no trace of the customer', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const number = uniqueIndianNumber();
    await signInByApi(page, 'servicebay', { mobileNumber: number });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login$/);
    // The page as the server sent it (an answer, not the screen's changing state).
    const sent = await (await page.goto(brandUrl('servicebay', '/portal/dashboard')))?.text();
    expect(sent).not.toContain(number);
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
  });

  it('a customer still to onboard is not given the dashboard by the server: the app sends them to onboarding', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'quickfix', { mobileNumber: uniqueIndianNumber() });
    await page.waitForURL(/\/onboarding$/);
    const sent = await (await page.goto(brandUrl('quickfix', '/portal/dashboard')))?.text();
    expect(sent).toContain('<div id="root"></div>');
    await page.waitForURL(/\/onboarding$/);
    await page.getByRole('heading', { name: 'Welcome to QuickFix Auto' }).waitFor();
  });
});
