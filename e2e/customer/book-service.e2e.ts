import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/account';
import { uniqueIndianNumber } from '../support/api';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { brandUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { signInByApi } from '../support/customer';
import { BENGALURU_HOME } from '../support/cart';
import { addVehicleByApi, addVehicleThroughForm, openInApp, PATIENTLY, seen } from '../support/garage';

const browser = useBrowser();
const NEXON = { makeId: 'car.tata', modelName: 'Nexon', year: 2022, fuelType: 'PETROL', registrationNumber: 'KA01AB1234' };

type Cart = { items: { serviceId: string; workshopId: string | null; addOnsSelected: string[]; displayName: string }[]; workshopId: string | null };
const cartOf = (page: Page) => apiAs<Cart>(page, 'GET', '/transaction/cart');

/** A customer with a Nexon and a home address in Bengaluru, reading `language`, on the service menu. */
async function customerOnMenu(page: Page, brand = 'servicebay', language: 'en' | 'ar' = 'en') {
  await signInByApi(page, brand, { mobileNumber: uniqueIndianNumber(), landOn: null });
  await addVehicleByApi(page, NEXON);
  await apiAs(page, 'POST', '/users/me/addresses', BENGALURU_HOME);
  if (language === 'ar') await apiAs(page, 'PATCH', '/users/me/settings', { language: 'ar' });
  await page.goto(brandUrl(brand, '/portal/book_service'));
}

const serviceCard = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

describe('booking a service: menu, details, workshop, cart', () => {
  it('searches the menu, chooses add-ons, picks a nearby workshop and fills the cart', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await customerOnMenu(page);

    // The menu for the Nexon, searched after the debounce, narrowed by a pill.
    await serviceCard(page, 'Basic Service').waitFor();
    // A service that costs nothing says so.
    await expect.poll(() => page.locator('.service-card', { has: serviceCard(page, 'Insurance Claim Assistance') }).innerText()).toContain('Free');
    await page.getByRole('searchbox', { name: 'Search services' }).fill('ac serv');
    await expect.poll(() => page.getByRole('heading', { name: 'Search Results' }).isVisible(), PATIENTLY).toBe(true);
    await expect.poll(() => serviceCard(page, 'Basic Service').count(), PATIENTLY).toBe(0);
    await expect.poll(() => serviceCard(page, 'AC Service').isVisible()).toBe(true);
    await page.getByRole('searchbox', { name: 'Search services' }).fill('no such thing');
    await seen(page, 'No Results found....');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('group', { name: 'Filter by tag' }).getByText('Periodic Service', { exact: true }).click();
    await expect.poll(() => serviceCard(page, 'AC Service').count(), PATIENTLY).toBe(0);
    await expect.poll(() => serviceCard(page, 'Comprehensive Service').isVisible()).toBe(true);
    // Tags ending in 'Body Panel' are never pills.
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: 'Filter by tag' })
          .getByText(/Body Panel$/)
          .count(),
      )
      .toBe(0);

    // Details: the recommended oil grade is chosen; an extra raises the estimate; one FAQ open at a time.
    await serviceCard(page, 'Basic Service').click();
    await page.waitForURL(/\/portal\/service_details\//);
    const footer = page.getByRole('region', { name: 'Estimated cost' });
    await expect.poll(() => page.getByRole('radio', { name: /5W-30 semi-synthetic/ }).isChecked()).toBe(true);
    const before = await footer.innerText();
    await page.getByRole('checkbox', { name: /Interior vacuum cleaning/ }).check();
    await expect.poll(() => footer.innerText()).not.toBe(before);
    const questions = page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button');
    await questions.nth(0).click();
    await expect.poll(() => questions.nth(0).getAttribute('aria-expanded')).toBe('true');
    await questions.nth(1).click();
    await expect.poll(() => questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);

    // Select Workshop: Nearby first, Show all and back, each with its toast.
    await footer.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/\/portal\/select-workshop\?serviceId=.*addOns=/);
    await page.getByRole('heading', { name: 'Select Workshop' }).waitFor();
    await page.getByRole('radiogroup', { name: 'Workshops to show' }).getByText('Show all').click();
    await seen(page, 'Showing all workshops');
    await page.getByRole('radiogroup', { name: 'Workshops to show' }).getByText('Nearby').click();
    await seen(page, 'Showing workshops within 100 km');
    const firstWorkshop = page.locator('.workshop-card').first();
    await firstWorkshop.waitFor();
    await expect.poll(() => firstWorkshop.innerText()).toMatch(/km away/);
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);

    // Workshop detail: Add to Cart keeps the workshop and goes back to the menu for more.
    await firstWorkshop.getByRole('link').click();
    await page.waitForURL(/\/portal\/workshop-detail\//);
    const workshopId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('region', { name: 'Book at this workshop' }).getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/book_service' && url.searchParams.get('workshopId') === workshopId);
    await seen(page, 'Services in cart: 1');
    const cart = await cartOf(page);
    expect(cart.workshopId).toBe(workshopId);
    expect(cart.items[0]).toMatchObject({ displayName: 'Basic Service', workshopId });
    expect(cart.items[0]!.addOnsSelected).toHaveLength(2);
    await expect.poll(async () => (await apiAs<{ workshopId: string }>(page, 'GET', '/users/me/settings')).workshopId).toBe(workshopId);

    // A second service goes straight to the cart's workshop; the first shows In cart.
    await expect.poll(() => page.locator('.service-card', { has: serviceCard(page, 'Basic Service') }).innerText()).toContain('In cart');
    await serviceCard(page, 'Wheel Alignment & Balancing').click();
    await page.getByRole('region', { name: 'Estimated cost' }).getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/book_service');
    await seen(page, 'Services in cart: 2');
    await expect.poll(async () => (await cartOf(page)).items.map((item) => item.workshopId)).toEqual([workshopId, workshopId]);

    // The same service again: its details edit the cart's add-ons in place.
    await serviceCard(page, 'Basic Service').click();
    await page.getByRole('checkbox', { name: /Interior vacuum cleaning/ }).uncheck();
    await page.getByRole('region', { name: 'Estimated cost' }).getByRole('button', { name: 'Update cart' }).click();
    await seen(page, 'Cart updated');
    await expect.poll(async () => (await cartOf(page)).items.find((item) => item.displayName === 'Basic Service')?.addOnsSelected).toHaveLength(1);
  });

  it('a customer without a vehicle adds one, and the chosen service waits for them', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: null });
    await apiAs(page, 'POST', '/users/me/addresses', BENGALURU_HOME);
    await page.goto(brandUrl('servicebay', '/portal/book_service'));
    // Before a vehicle, prices start from the lowest and the menu asks for the vehicle.
    await seen(page, 'Add your vehicle to see its exact prices.');
    await expect.poll(() => page.locator('.service-card').first().innerText()).toContain('Starting from');
    await serviceCard(page, 'AC Service').click();
    await page.getByRole('region', { name: 'Estimated cost' }).getByRole('link', { name: 'Continue' }).click();
    await page.locator('.workshop-card').first().getByRole('link').click();
    await page.getByRole('region', { name: 'Book at this workshop' }).getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL(/\/portal\/add-vehicles$/);
    await expect.poll(() => cartOf(page)).toMatchObject({ items: [] });

    await addVehicleThroughForm(page, { year: '2021', registrationNumber: 'KA02CD5678' });
    // Book Now: on to the cart with the service in it.
    await page.waitForURL((url) => url.pathname === '/portal/cart' && url.searchParams.get('direct') === '1', PATIENTLY);
    await expect.poll(async () => (await cartOf(page)).items.map((item) => item.displayName)).toEqual(['AC Service']);
  });

  it('a brand that sells service levels asks for a quality tier, which becomes the pricing segment', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'sahara', { countryCode: '+966', mobileNumber: `5${String(Date.now()).slice(-8)}`, landOn: null });
    await addVehicleByApi(page, { makeId: 'car.toyota', modelName: 'Camry', year: 2022, fuelType: 'PETROL', registrationNumber: '1234BUA' });
    await page.goto(brandUrl('sahara', '/portal/book_service'));
    await serviceCard(page, 'Basic Service').click();
    await page.getByRole('region', { name: 'Estimated cost' }).getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/\/portal\/workshop-quality\?serviceId=/);
    const premium = page.getByRole('radio', { name: /Premium workshop/ });
    await premium.click();
    await expect.poll(() => premium.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/cart', PATIENTLY);
    // No workshop yet, and no address needed: the tier, saved as the segment, prices the cart.
    await expect.poll(async () => (await cartOf(page)).items.map((item) => [item.displayName, item.workshopId])).toEqual([['Basic Service', null]]);
    await expect.poll(async () => (await apiAs<{ pricingSegment: string }>(page, 'GET', '/users/me/settings')).pricingSegment).toBe('premium');
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
  });

  it('reads in Arabic, right to left, at phone and desktop widths', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    // The customer's saved language is applied wherever they open the app.
    await customerOnMenu(page, 'servicebay', 'ar');
    await serviceCard(page, 'الخدمة الأساسية').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.screenshot({ path: 'e2e/artifacts/book-service-ar-desktop.png', fullPage: true });
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 700 });
    await serviceCard(page, 'الخدمة الأساسية').click();
    await page.getByRole('region', { name: 'التكلفة التقديرية' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: 'e2e/artifacts/service-details-ar-320.png', fullPage: true });
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
  });

  it('a bike brand recommends and lists two-wheeler services only', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInByApi(page, 'throttle', { mobileNumber: uniqueIndianNumber(), landOn: null });
    await page.goto(brandUrl('throttle', '/portal/dashboard'));
    await page.getByRole('heading', { name: 'Recommended for you' }).waitFor();
    await expect.poll(() => serviceCard(page, 'Bike General Service').count()).toBeGreaterThan(0);
    await openInApp(page, '/portal/book_service');
    await serviceCard(page, 'Bike General Service').waitFor();
    await expect.poll(() => serviceCard(page, 'AC Service').count()).toBe(0);
    await expect.poll(() => serviceCard(page, 'Basic Service').count()).toBe(0);
  });

  it('is not offered by the web-hub brand', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInByApi(page, 'fleethub', { mobileNumber: uniqueIndianNumber(), landOn: null });
    await page.goto(brandUrl('fleethub', '/portal/book_service'));
    await page.waitForURL(/\/portal\/dashboard$/);
    // Nor recommended services, nor a cart.
    await page
      .getByRole('heading', { name: /Hello|Welcome|Good/ })
      .first()
      .waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Recommended for you' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: /cart/i }).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: 'Book a Service' }).count()).toBe(0);
  });
});
