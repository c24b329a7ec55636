import type { Locator, Page } from 'playwright-core';
import { majorOf, minorOf } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { apiAs, firstCatalogueCar, tinyGif, tinyPng } from '../support/account';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, DESKTOP, PHONE, transitionsDone, useBrowser } from '../support/browser';
import { addToCartByApi, BENGALURU_HOME, cartOf, serviceNamed, workshopFor } from '../support/cart';
import { signInByApi } from '../support/customer';
import { addVehicleByApi, chooseFile, PATIENTLY, seen, settledDialog } from '../support/garage';
import { horizontalOverflow } from '../support/screens';

const browser = useBrowser();
const NEXON = { makeId: 'car.tata', modelName: 'Nexon', year: 2022, fuelType: 'PETROL', registrationNumber: 'KA01AB1234' };
/** The smallest GIF: a picture, but not one the cart takes. */

/** Money as the app writes it for an Indian brand in English: the rupee sign, Indian grouping, 2 decimals. */
const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(amount);

type Customer = { catalogVehicleId: string; basic: { serviceId: string; price: number }; alignmentId: string; workshopId: string };

/** A customer with a Nexon and a Bengaluru address, and the Basic Service and the wheel alignment at a workshop near them. */
async function customerWithCart(page: Page, brand = 'servicebay'): Promise<Customer> {
  await signInByApi(page, brand, { mobileNumber: uniqueIndianNumber(), landOn: null });
  const vehicle = (await addVehicleByApi(page, NEXON)) as unknown as { catalogVehicleId: string };
  await apiAs(page, 'POST', '/users/me/addresses', BENGALURU_HOME);
  const basic = await serviceNamed(page, 'Basic Service', vehicle.catalogVehicleId);
  const alignment = await serviceNamed(page, 'Wheel Alignment & Balancing', vehicle.catalogVehicleId);
  const workshopId = await workshopFor(page, basic.serviceId);
  await addToCartByApi(page, { serviceId: basic.serviceId, workshopId });
  await addToCartByApi(page, { serviceId: alignment.serviceId, workshopId });
  return {
    catalogVehicleId: vehicle.catalogVehicleId,
    basic: { serviceId: basic.serviceId, price: basic.pricing!.amount },
    alignmentId: alignment.serviceId,
    workshopId,
  };
}

const item = (page: Page, name: string) => page.getByRole('listitem', { name });
const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
const fieldError = (dialog: Locator, text: string) => seen(dialog, text);

/** The elements that reach past the screen's sides (the page would scroll sideways), by tag and class. */
const pastTheScreen = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
  );

async function openCart(page: Page, brand = 'servicebay') {
  await page.goto(brandUrl(brand, '/portal/cart'));
  await page.getByRole('heading', { name: 'My Cart', level: 1 }).waitFor();
}

describe('my cart', () => {
  it('edits add-ons in place, applies and removes promo codes, and shows the bill the server priced', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const customer = await customerWithCart(page);
    await openCart(page);
    await expect.poll(() => headerCart(page).getAttribute('aria-label')).toBe('Cart, services in it: 2');
    const basic = item(page, 'Basic Service');
    await seen(basic, rupees(customer.basic.price));
    await seen(page.getByRole('region', { name: 'Workshop' }), 'Change');
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);

    // Add-ons: the menu's picker, one oil grade and extras as checkboxes; saved with PUT, priced by the server.
    await basic.getByRole('button', { name: 'Edit add-ons of Basic Service' }).click();
    const addOns = await settledDialog(page);
    await addOns.getByRole('radio', { name: /0W-20 fully synthetic/ }).check();
    await addOns.getByRole('checkbox', { name: /Interior vacuum cleaning/ }).check();
    await transitionsDone(page);
    await page.screenshot({ path: '/tmp/shots/cart/add-ons-en-390.png' });
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
    await addOns.getByRole('button', { name: 'Save add-ons' }).click();
    await seen(page, 'Add-ons updated');
    await seen(basic, '0W-20 fully synthetic');
    await seen(basic, 'Interior vacuum cleaning');
    const edited = await cartOf(page);
    const basicNow = edited.items.find((line) => line.serviceId === customer.basic.serviceId)!;
    expect(basicNow.addOnsSelected).toHaveLength(2);
    expect(basicNow.appliedPrice!.amount).toBe(customer.basic.price + 900 + 399);
    await seen(basic, rupees(basicNow.appliedPrice!.amount));
    const bill = page.getByRole('region', { name: 'Bill details' });
    await seen(bill, rupees(edited.estimate.totalEstimated));

    // Promo codes: refused codes are said at the field; expired offers are listed apart.
    await page.getByRole('button', { name: /Apply coupon/ }).click();
    const promo = await settledDialog(page);
    const code = promo.getByRole('textbox', { name: 'Promo code' });
    const apply = promo.getByRole('button', { name: 'Apply', exact: true });
    await apply.click();
    await fieldError(promo, 'Please enter valid offer code');
    await code.fill('NOSUCHCODE');
    await apply.click();
    await fieldError(promo, 'Please enter valid offer code');
    await code.fill('monsoon10');
    await apply.click();
    await fieldError(promo, 'Code Expired');
    const expired = promo.getByRole('region', { name: 'Expired offers' });
    await seen(expired, 'MONSOON10');
    await seen(expired, 'Expired');
    await expect.poll(() => expired.getByRole('button').count()).toBe(0);
    await seen(promo.getByRole('region', { name: 'Available offers' }), 'FIRST15');
    await transitionsDone(page);
    await page.screenshot({ path: '/tmp/shots/cart/promo-refused-en-390.png' });
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
    await promo.getByRole('button', { name: 'Apply FIRST15' }).click();
    await seen(page, 'Offer code FIRST15 applied');
    await expect.poll(() => page.getByRole('dialog').count(), PATIENTLY).toBe(0);
    const discounted = await cartOf(page);
    expect(discounted.offerCode).toBe('FIRST15');
    expect(discounted.estimate.discount).toBeGreaterThan(0);
    await seen(page, 'Code FIRST15 applied');
    await seen(page, `You save ${rupees(discounted.estimate.discount)}`);
    await seen(bill, 'Discount (FIRST15)');
    const toPay = majorOf(minorOf(discounted.estimate.totalEstimated, 'INR') - minorOf(discounted.estimate.discount, 'INR'), 'INR');
    await seen(bill, rupees(toPay));
    await seen(page.getByRole('region', { name: 'Book your services' }), rupees(toPay));
    await page.getByRole('button', { name: 'Remove code FIRST15' }).click();
    await seen(page, 'Offer code removed');
    await page.getByRole('button', { name: /Apply coupon/ }).waitFor();
    await expect.poll(async () => (await cartOf(page)).offerCode).toBeNull();
    await expect.poll(() => bill.getByText(/Discount/).count()).toBe(0);
  });

  it('adds a png photo to an item, shows and deletes it, and refuses a gif with the spec’s message', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const customer = await customerWithCart(page);
    await openCart(page);
    const photos = item(page, 'Basic Service').getByRole('group', { name: 'Photos of Basic Service' });
    await chooseFile(page, photos.getByRole('button', { name: 'Add photo' }), { name: 'dent.png', mimeType: 'image/png', buffer: tinyPng() });
    await seen(page, 'Image uploaded successfully');
    await photos.getByRole('button', { name: 'Open photo 1' }).waitFor();
    await chooseFile(page, photos.getByRole('button', { name: 'Add photo' }), { name: 'dent.gif', mimeType: 'image/gif', buffer: tinyGif() });
    await seen(photos, '.PNG, .JPEG, .JPG are allowed');
    await expect.poll(async () => (await cartOf(page)).items.find((line) => line.serviceId === customer.basic.serviceId)!.images).toHaveLength(1);
    await page.screenshot({ path: '/tmp/shots/cart/photo-refused-en-390.png', fullPage: true });

    // The server says the same of a gif sent past the app.
    const refused = await page.evaluate(
      async ({ cartItemId, gif }) => {
        const session = JSON.parse(localStorage.getItem('servicebay.session') ?? 'null');
        const form = new FormData();
        form.append('file', new Blob([Uint8Array.from(atob(gif), (c) => c.charCodeAt(0))], { type: 'image/gif' }), 'dent.gif');
        const response = await fetch(`/api/transaction/cart/items/${cartItemId}/images`, {
          method: 'POST',
          headers: { authorization: `Bearer ${session.accessToken}` },
          body: form,
        });
        return { status: response.status, body: await response.json() };
      },
      { cartItemId: (await cartOf(page)).items[0]!.cartItemId, gif: tinyGif().toString('base64') },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('.PNG, .JPEG, .JPG are allowed');

    await photos.getByRole('button', { name: 'Open photo 1' }).click();
    const viewer = await settledDialog(page);
    await seen(viewer, 'Photo 1 of 1');
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
    await viewer.getByRole('button', { name: 'Delete photo' }).click();
    await seen(page, 'Image deleted successfully');
    await expect.poll(async () => (await cartOf(page)).items.find((line) => line.serviceId === customer.basic.serviceId)!.images).toEqual([]);
    await expect.poll(() => photos.getByRole('button', { name: 'Open photo 1' }).count()).toBe(0);
  });

  it('removes items after asking, down to the empty cart; a price sent with an item is never taken', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const customer = await customerWithCart(page);

    // A forged price in POST is dropped: the catalogue prices the item.
    await apiAs(page, 'DELETE', '/transaction/cart');
    const forged = await addToCartByApi(page, {
      serviceId: customer.basic.serviceId,
      workshopId: customer.workshopId,
      appliedPrice: { amount: 1, currency: 'INR', model: 'fixed' },
      defaultPrice: { amount: 1, currency: 'INR', model: 'fixed' },
      price: 1,
      estimate: { totalEstimated: 1, discount: 0, advancePayment: 0 },
    });
    expect(forged.items[0]!.appliedPrice!.amount).toBe(customer.basic.price);
    expect(forged.estimate.totalEstimated).toBe(customer.basic.price);
    // Each service once.
    const again = await page.evaluate(async (serviceId) => {
      const session = JSON.parse(localStorage.getItem('servicebay.session') ?? 'null');
      const response = await fetch('/api/transaction/cart/items', {
        method: 'POST',
        headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ serviceId, addOnsSelected: [] }),
      });
      return { status: response.status, title: (await response.json()).error.title };
    }, customer.basic.serviceId);
    expect(again).toEqual({ status: 409, title: 'Service already added' });
    await addToCartByApi(page, { serviceId: customer.alignmentId, workshopId: customer.workshopId });

    await openCart(page);
    await page.getByRole('region', { name: 'Bill details' }).waitFor();
    await page.screenshot({ path: '/tmp/shots/cart/cart-en-1280-journey.png', fullPage: true });
    await item(page, 'Basic Service').getByRole('button', { name: 'Remove Basic Service' }).click();
    const confirm = await settledDialog(page);
    await seen(confirm, 'Remove Basic Service from your cart?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), PATIENTLY).toBe(0);
    await expect.poll(() => item(page, 'Basic Service').count()).toBe(1);
    await item(page, 'Basic Service').getByRole('button', { name: 'Remove Basic Service' }).click();
    await (await settledDialog(page)).getByRole('button', { name: 'Remove', exact: true }).click();
    await seen(page, 'Basic Service removed from your cart');
    await expect.poll(() => item(page, 'Basic Service').count()).toBe(0);
    await expect.poll(() => headerCart(page).getAttribute('aria-label')).toBe('Cart, services in it: 1');

    await item(page, 'Wheel Alignment & Balancing').getByRole('button', { name: 'Remove Wheel Alignment & Balancing' }).click();
    await (await settledDialog(page)).getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await expect.poll(() => headerCart(page).getAttribute('aria-label')).toBe('Cart');
    await expect.poll(async () => (await cartOf(page)).items).toEqual([]);
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Book a Service' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/book_service');
  });

  it('Book Now asks for a workshop first, then goes on to the confirmation; the header leads to the cart', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: null });
    await apiAs(page, 'POST', '/users/me/addresses', BENGALURU_HOME);
    const basic = await serviceNamed(page, 'Basic Service');
    // No vehicle yet: the lowest prices, said as such.
    const cart = await addToCartByApi(page, { serviceId: basic.serviceId });
    expect(cart.items[0]!.appliedPrice!.model).toBe('startingFrom');
    await page.goto(brandUrl('servicebay', '/portal/dashboard'));
    await headerCart(page).click();
    await page.waitForURL((url) => url.pathname === '/portal/cart');
    await seen(page, 'No workshop chosen yet');
    await seen(page, 'Prices are the lowest for these services until you add your vehicle.');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await seen(page, 'select workshop to continue');
    await page.waitForURL((url) => url.pathname === '/portal/select-workshop' && url.searchParams.get('serviceId') === basic.serviceId);

    // With a workshop (the item's, edited in place), Book Now leads to the booking's confirmation.
    const [line] = (await cartOf(page)).items;
    await apiAs(page, 'PUT', `/transaction/cart/items/${line!.cartItemId}`, { workshopId: await workshopFor(page, basic.serviceId), addOnsSelected: [] });
    await openCart(page);
    await seen(page.getByRole('region', { name: 'Workshop' }), 'Change');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/confirm');
  });

  it('Change workshop moves every service in the cart to the workshop chosen', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const customer = await customerWithCart(page);
    await openCart(page);
    await page.getByRole('region', { name: 'Workshop' }).getByRole('link', { name: 'Change' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/select-workshop', PATIENTLY);
    const another = page.locator('.workshop-card', { hasNot: page.locator(`a[href*="${customer.workshopId}"]`) }).first();
    await another.getByRole('link').click();
    await page.waitForURL(/\/portal\/workshop-detail\//);
    const chosen = new URL(page.url()).pathname.split('/').at(-1)!;
    expect(chosen).not.toBe(customer.workshopId);
    await page.getByRole('region', { name: 'Book at this workshop' }).getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/cart', PATIENTLY);
    await expect.poll(async () => (await cartOf(page)).items.map((line) => line.workshopId)).toEqual([chosen, chosen]);
    await item(page, 'Basic Service').waitFor();
    await item(page, 'Wheel Alignment & Balancing').waitFor();
  });

  it('changing the vehicle or the address with services in the cart asks, then empties it; deleting the address says how many', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const customer = await customerWithCart(page);
    await addVehicleByApi(page, { makeId: 'car.maruti-suzuki', modelName: 'Swift', year: 2021, fuelType: 'PETROL', registrationNumber: 'KA02CD5678' });
    await page.goto(brandUrl('servicebay', '/portal/my-vehicles'));
    const swift = page.getByRole('article', { name: 'Maruti Suzuki Swift' });
    await swift.getByRole('button', { name: 'Use this vehicle' }).click();
    let question = await settledDialog(page);
    await seen(question, 'Change vehicle?');
    await seen(question, 'services in it: 2');
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
    await question.getByRole('button', { name: 'Keep my cart' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), PATIENTLY).toBe(0);
    await expect.poll(async () => (await cartOf(page)).items).toHaveLength(2);
    await swift.getByRole('button', { name: 'Use this vehicle' }).click();
    question = await settledDialog(page);
    await question.getByRole('button', { name: 'Yes, change' }).click();
    await seen(page, /You are now using \W*Maruti Suzuki Swift/);
    await expect.poll(async () => (await cartOf(page)).items).toEqual([]);
    await expect.poll(() => headerCart(page).getAttribute('aria-label')).toBe('Cart');

    // The address: using another asks and empties; deleting the selected one names the count.
    await addToCartByApi(page, { serviceId: customer.basic.serviceId, workshopId: customer.workshopId });
    await apiAs(page, 'POST', '/users/me/addresses', { ...BENGALURU_HOME, addressType: 'Work', addressline1: 'Tower B, Outer Ring Road' });
    await page.goto(brandUrl('servicebay', '/portal/my-addresses'));
    await page.getByRole('button', { name: 'Use this address (Work)' }).click();
    question = await settledDialog(page);
    await seen(question, 'Change address?');
    await seen(question, 'services in it: 1');
    await question.getByRole('button', { name: 'Yes, change' }).click();
    await expect.poll(async () => (await cartOf(page)).items).toEqual([]);
    await expect
      .poll(
        async () => (await apiAs<{ addressType: string; isSelected: boolean }[]>(page, 'GET', '/users/me/addresses')).find((a) => a.isSelected)?.addressType,
      )
      .toBe('Work');

    await addToCartByApi(page, { serviceId: customer.basic.serviceId, workshopId: customer.workshopId });
    await expect.poll(() => headerCart(page).getAttribute('aria-label')).toBe('Cart, services in it: 1');
    await page.getByRole('button', { name: 'More for Work' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const deleting = await settledDialog(page);
    await seen(deleting, 'Are you sure you want to delete the address?');
    await seen(deleting, 'This is your selected address: the services in your cart (1) will be lost.');
    await deleting.getByRole('button', { name: 'Delete' }).click();
    await seen(page, 'Address deleted');
    await expect.poll(async () => (await cartOf(page)).items).toEqual([]);
  });

  it('asks for the registration number of a vehicle on a temporary number', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'sahara', { countryCode: '+966', mobileNumber: `5${String(Date.now()).slice(-8)}`, landOn: null });
    const car = await firstCatalogueCar(page);
    const vehicle = await apiAs<{ did: string; make: string; model: string }>(page, 'POST', '/users/me/vehicles', {
      ...car,
      registrationNumber: '1234ABC',
      isTempNumber: true,
    });
    await apiAs(page, 'POST', '/users/me/addresses', {
      ...BENGALURU_HOME,
      city: 'Riyadh',
      state: 'Riyadh Province',
      postalCode: '12211',
      // Al Olaya, a place chosen (the map's opening point in Riyadh is no address: decision 0043).
      latitude: '24.6953',
      longitude: '46.6850',
    });
    const basic = await serviceNamed(page, 'Basic Service', car.catalogVehicleId);
    await addToCartByApi(page, { serviceId: basic.serviceId, workshopId: await workshopFor(page, basic.serviceId) });
    await openCart(page, 'sahara');
    const warning = page.getByRole('alert').filter({ hasText: 'Registration number missing' });
    await seen(warning, new RegExp(`${vehicle.make} ${vehicle.model}\\W* is on a temporary number`));
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
    await warning.getByRole('link', { name: 'Add registration number' }).click();
    await page.waitForURL((url) => url.pathname === `/portal/manage-your-vehicle/${vehicle.did}`);
  });

  it('has no cart on the web-hub brand', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInByApi(page, 'fleethub', { mobileNumber: uniqueIndianNumber() });
    await expect.poll(() => headerCart(page).count()).toBe(0);
    await page.goto(brandUrl('fleethub', '/portal/cart'));
    await page.waitForURL((url) => url.pathname === '/portal/dashboard');
  });
});

/**
 * The cart's screens in English and Arabic at a small phone, a common phone and a desktop, checked
 * with axe and kept for a look: the cart's one set, full and empty (the booking screens' journey
 * leaves them to this one).
 */
describe('my cart at every width', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`reads well in ${language === 'en' ? 'English' : 'Arabic'}`, async () => {
      const page = await browser.newPage({ viewport: DESKTOP });
      const customer = await customerWithCart(page);
      // The recommended add-ons on the first service, and an offer: every part of the screen shows.
      const [first] = (await cartOf(page)).items;
      const recommended = first!.addOnSections.flatMap((section) => section.items.filter((addOn) => addOn.isRecommended).map((addOn) => addOn.addOnId));
      await apiAs(page, 'PUT', `/transaction/cart/items/${first!.cartItemId}`, { workshopId: customer.workshopId, addOnsSelected: recommended });
      await apiAs(page, 'PATCH', '/transaction/cart', { offerCode: 'FIRST15' });
      if (language === 'ar') await apiAs(page, 'PATCH', '/users/me/settings', { language: 'ar' });
      await page.goto(brandUrl('servicebay', '/portal/cart'));
      await page.getByRole('heading', { name: language === 'en' ? 'My Cart' : 'سلتي', level: 1 }).waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(language === 'en' ? 'ltr' : 'rtl');
      // The services are named in the language the customer reads (asked again once their saved language settles).
      await page.getByRole('listitem', { name: language === 'en' ? 'Basic Service' : 'الخدمة الأساسية' }).waitFor();
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
        await transitionsDone(page);
        await page.screenshot({ path: `/tmp/shots/cart/cart-${language}-${width}.png`, fullPage: true });
        await expect.poll(() => pastTheScreen(page), { message: `cart in ${language} at ${width} px` }).toEqual([]);
        await expect.poll(() => horizontalOverflow(page), { message: `cart in ${language} at ${width} px sideways` }).toBe(0);
        await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
      }
      await page.setViewportSize({ width: 390, height: 740 });
      await page.getByRole('button', { name: language === 'en' ? /Remove code/ : /إزالة الرمز/ }).click();
      await page.getByRole('button', { name: language === 'en' ? /Apply coupon/ : /استخدم قسيمة/ }).click();
      await settledDialog(page);
      await page.screenshot({ path: `/tmp/shots/cart/promo-${language}-390.png` });
      await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count(), PATIENTLY).toBe(0);

      await apiAs(page, 'DELETE', '/transaction/cart');
      await page.reload();
      await page.getByRole('heading', { name: language === 'en' ? 'Your cart is empty' : 'سلتك فارغة' }).waitFor();
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
        await transitionsDone(page);
        await page.screenshot({ path: `/tmp/shots/cart/empty-${language}-${width}.png`, fullPage: true });
        await expect.poll(() => horizontalOverflow(page), { message: `empty cart in ${language} at ${width} px sideways` }).toBe(0);
        await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
      }
    });
  }
});
