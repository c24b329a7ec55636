import type { Locator, Page } from 'playwright-core';
import { chosenAddOns, minorOf, majorOf, priceWithAddOns } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/account';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, PHONE, useBrowser } from '../support/browser';
import { BENGALURU_HOME, cartOf, serviceNamed } from '../support/cart';
import { bookCartByApi, NEXON } from '../support/booking';
import { signInByApi } from '../support/customer';
import { addVehicleByApi, PATIENTLY } from '../support/garage';
import { shootAtEveryWidth } from '../support/screens';

const browser = useBrowser();
const SERVICE = 'Standard Service';
/** A one-choice section's paid grade and an extra: the add-ons the price grows by. */
const ADD_ONS = ['0W-20 fully synthetic', 'Wiper blades replacement'];

/** Money as the app writes it for an Indian brand in English: the rupee sign, Indian grouping, 2 decimals. */
const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(amount);

type Details = { pricing: { amount: number }; addOnSections: { items: { addOnId: string; displayName: string; price: { amount: number } }[] }[] };

/**
 * What the customer should read for the Nexon: the service's price, and that price with the two
 * add-ons, added here from the menu's own figures by the domain's rule.
 */
async function expectedPrices(page: Page, catalogVehicleId: string) {
  const { serviceId } = await serviceNamed(page, SERVICE, catalogVehicleId);
  const details = await apiAs<Details>(page, 'GET', `/catalog/service/${serviceId}?catalogVehicleId=${encodeURIComponent(catalogVehicleId)}`);
  const ids = details.addOnSections.flatMap((section) => section.items).filter((item) => ADD_ONS.includes(item.displayName));
  const chosen = chosenAddOns(
    details.addOnSections,
    ids.map((item) => item.addOnId),
  );
  const total = priceWithAddOns(
    minorOf(details.pricing.amount, 'INR'),
    chosen.map((item) => minorOf(item.price.amount, 'INR')),
  );
  return { price: details.pricing.amount, withAddOns: majorOf(total, 'INR') };
}

/** The screen's text: the amounts and names a customer reads on it. */
const textOf = (place: Locator) => place.innerText();

/** The screen shows `amount` with the tax it includes and names the add-ons, and never the service's other price. */
async function showsOnePrice(place: Locator, amount: string, other: string) {
  await expect.poll(() => textOf(place), PATIENTLY).toContain(amount);
  const text = await textOf(place);
  expect(text).not.toContain(other);
  expect(text).toContain('incl. GST');
  expect(text).toContain('With 0W-20 fully synthetic and Wiper blades replacement');
}

describe('one price per service and vehicle on every screen (issue 27)', () => {
  it('the list, the details, Select Workshop, the cart and the booking show one price for the Nexon, add-ons named, GST included', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: null });
    const vehicle = (await addVehicleByApi(page, NEXON)) as unknown as { did: string; catalogVehicleId: string };
    await apiAs(page, 'POST', '/users/me/addresses', BENGALURU_HOME);
    const expected = await expectedPrices(page, vehicle.catalogVehicleId);
    const price = rupees(expected.price);
    const withAddOns = rupees(expected.withAddOns);
    expect(expected.withAddOns).toBeGreaterThan(expected.price);
    const overflows: string[] = [];

    // The list: the Nexon's price, not a 'from' figure, with the tax it includes.
    await page.goto(brandUrl('servicebay', '/portal/book_service'));
    const card = page.locator('.service-card', { has: page.getByRole('link', { name: SERVICE, exact: true }) });
    await expect.poll(() => textOf(card), PATIENTLY).toContain(price);
    await expect.poll(() => textOf(card)).toContain('incl. GST');
    await expect.poll(() => textOf(card)).not.toContain('Starting from');

    // The details: the same price with the included oil grade; the add-ons raise it and are named.
    await page.getByRole('link', { name: SERVICE, exact: true }).click();
    const footer = page.getByRole('region', { name: 'Estimated cost' });
    await expect.poll(() => textOf(footer), PATIENTLY).toContain(price);
    await page.getByRole('radio', { name: /0W-20 fully synthetic/ }).check();
    await page.getByRole('checkbox', { name: /Wiper blades replacement/ }).check();
    await showsOnePrice(footer, withAddOns, price);
    overflows.push(...(await shootAtEveryWidth(page, 'one-price-details-en')));
    await page.setViewportSize(PHONE);

    // Select Workshop: the price of this choice, not the service's bare price.
    await footer.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/\/portal\/select-workshop\?/);
    // Its one price is the header's: the workshops' cards carry none.
    await showsOnePrice(page.locator('main'), withAddOns, price);
    overflows.push(...(await shootAtEveryWidth(page, 'one-price-select-workshop-en')));
    await page.setViewportSize(PHONE);

    // The cart, at the first workshop.
    await page.locator('.workshop-card').first().getByRole('link').click();
    await page.getByRole('region', { name: 'Book at this workshop' }).getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/cart', PATIENTLY);
    const item = page.getByRole('listitem', { name: SERVICE });
    await expect.poll(() => textOf(item), PATIENTLY).toContain(withAddOns);
    await expect.poll(() => textOf(item)).toContain('incl. GST');
    await expect.poll(async () => (await cartOf(page)).items[0]?.appliedPrice?.amount).toBe(expected.withAddOns);

    // The booking's summary before booking, then its details once booked.
    await page.goto(brandUrl('servicebay', '/portal/confirm'));
    const summary = page.getByRole('region', { name: 'Your services' });
    await showsOnePrice(summary, withAddOns, price);
    const cart = await cartOf(page);
    const bookingId = await bookCartByApi(page, { workshopId: cart.workshopId!, vehicleId: vehicle.did });
    await page.goto(brandUrl('servicebay', `/portal/booking_details/${bookingId}`));
    const services = page.getByRole('region', { name: 'Services' });
    await showsOnePrice(services, withAddOns, price);

    // In Arabic the tax reads as the market names it.
    await apiAs(page, 'PATCH', '/users/me/settings', { language: 'ar' });
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir), PATIENTLY).toBe('rtl');
    await expect.poll(() => page.locator('main').innerText(), PATIENTLY).toContain('شامل ضريبة السلع والخدمات');
    overflows.push(...(await shootAtEveryWidth(page, 'one-price-booking-ar')));
    expect(overflows).toEqual([]);
  });

  it('a Gulf brand says VAT is included, in English and Arabic', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'sahara', { countryCode: '+966', mobileNumber: `5${String(Date.now()).slice(-8)}`, landOn: null });
    await addVehicleByApi(page, { makeId: 'car.toyota', modelName: 'Camry', year: 2022, fuelType: 'PETROL', registrationNumber: '4321BUA' });
    await page.goto(brandUrl('sahara', '/portal/book_service'));
    const main = page.locator('main');
    await expect.poll(() => textOf(main), PATIENTLY).toContain('incl. VAT');
    await expect.poll(() => textOf(main)).not.toContain('incl. GST');
    const overflows = await shootAtEveryWidth(page, 'one-price-list-sa-en');
    await apiAs(page, 'PATCH', '/users/me/settings', { language: 'ar' });
    await page.reload();
    await expect.poll(() => textOf(page.locator('main')), PATIENTLY).toContain('شامل ضريبة القيمة المضافة');
    overflows.push(...(await shootAtEveryWidth(page, 'one-price-list-sa-ar')));
    expect(overflows).toEqual([]);
  });
});
