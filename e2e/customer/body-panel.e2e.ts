import type { Locator, Page } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/account';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { signInByApi } from '../support/customer';
import { BENGALURU_HOME, cartOf } from '../support/cart';
import { addVehicleByApi, PATIENTLY, seen } from '../support/garage';

/**
 * The body panel (customer spec sections 2 and 4): a car turned to its left side, a door chosen by
 * touch and by keyboard, a damage, the service and its price, Continue to the workshops with the
 * service, part and damage; turning the car clears the choice; the bike brand draws a motorcycle.
 * Screenshots at 320, 390 and 1280 px in English and Arabic go to /tmp/shots/body-panel.
 */
const browser = useBrowser();
const SHOTS = '/tmp/shots/body-panel';
const shot = async (page: Page, name: string) => {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const part = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const side = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const chosenParts = (page: Page) => page.locator('svg [aria-pressed="true"]');

/**
 * A point of the part a finger would press: inside its outline, clear of the other parts, nearest
 * the middle of its box (a bent part, an exhaust pipe, has that middle outside it). The part is
 * scrolled into view first, as a tap does.
 */
async function pointOn(part: Locator): Promise<{ x: number; y: number }> {
  await part.scrollIntoViewIfNeeded();
  const point = await part.evaluate((element) => {
    const shape = element as SVGPolygonElement;
    const box = shape.getBBox();
    const screen = shape.getScreenCTM()!;
    const rect = shape.getBoundingClientRect();
    const pressable = (x: number, y: number) =>
      [
        [0, 0],
        [6, 0],
        [-6, 0],
        [0, 6],
        [0, -6],
      ].every(([dx, dy]) => document.elementFromPoint(x + dx!, y + dy!) === shape);
    const middle = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    let best: { x: number; y: number; distance: number } | null = null;
    for (let i = 1; i < 16; i++) {
      for (let j = 1; j < 16; j++) {
        const onScreen = new DOMPoint(box.x + (box.width * i) / 16, box.y + (box.height * j) / 16).matrixTransform(screen);
        if (!pressable(onScreen.x, onScreen.y)) continue;
        const distance = Math.hypot(onScreen.x - middle.x, onScreen.y - middle.y);
        if (!best || distance < best.distance) best = { x: onScreen.x - rect.left, y: onScreen.y - rect.top, distance };
      }
    }
    return best && { x: best.x, y: best.y };
  });
  if (!point) throw new Error('no point of the part can be pressed');
  return point;
}
const tapPart = async (part: Locator) => part.tap({ position: await pointOn(part) });
const clickPart = async (part: Locator) => part.click({ position: await pointOn(part) });

/** A customer of the brand with a car (or, on the bike brand, a motorcycle), and their home when asked, on the body panel at `path`. */
async function customerOnBodyPanel(
  page: Page,
  brand: string,
  vehicle: Parameters<typeof addVehicleByApi>[1],
  { signIn = {}, path = '/portal/body-panel', hasHome = false }: { signIn?: Partial<Parameters<typeof signInByApi>[2]>; path?: string; hasHome?: boolean } = {},
) {
  await signInByApi(page, brand, { mobileNumber: uniqueIndianNumber(), ...signIn, landOn: null });
  await addVehicleByApi(page, vehicle);
  if (hasHome) await apiAs(page, 'POST', '/users/me/addresses', BENGALURU_HOME);
  await page.goto(brandUrl(brand, path));
}
const NEXON = { makeId: 'car.tata', modelName: 'Nexon', year: 2022, fuelType: 'PETROL', registrationNumber: 'KA01AB1234' };
/** A Saudi customer's car, for the Arabic screens (an Arabic browser opens the Saudi brand in Arabic). */
const CRETA = { makeId: 'car.hyundai', modelName: 'Creta', year: 2022, fuelType: 'PETROL', registrationNumber: '1234BUA' };
const SAUDI_ARABIC = { countryCode: '+966', mobileNumber: `5${String(Date.now()).slice(-8)}` };
const SPLENDOR = { makeId: '2w.hero-motocorp', modelName: 'Splendor Plus', year: 2022, fuelType: 'PETROL', registrationNumber: 'TN09BX4521' };

describe('the body panel', () => {
  it('a car on a phone: Left, a door by touch and by keyboard, a dent, its service and price, Continue to the workshops', async () => {
    const page = await browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    await customerOnBodyPanel(page, 'servicebay', NEXON);
    await seen(page, 'Where is the damage?');
    await part(page, 'Bonnet').waitFor();

    await side(page, 'Left').locator('xpath=..').tap();
    const frontDoor = part(page, 'Left front door');
    await frontDoor.waitFor();
    await expect.poll(() => part(page, 'Bonnet').count()).toBe(0);

    // Touch: the door is tapped on the drawing.
    await tapPart(frontDoor);
    await expect.poll(() => frontDoor.getAttribute('aria-pressed')).toBe('true');
    await seen(page, 'What happened to the Left front door?');

    // Keyboard: Enter chooses the rear door instead, Space the front door again.
    const rearDoor = part(page, 'Left rear door');
    await rearDoor.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rearDoor.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => frontDoor.getAttribute('aria-pressed')).toBe('false');
    await frontDoor.focus();
    await page.keyboard.press(' ');
    await expect.poll(() => frontDoor.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => chosenParts(page).count()).toBe(1);
    // The keyboard's place shows on the chosen part too.
    await shot(page, 'keyboard-focus-phone');

    await page.getByRole('checkbox', { name: 'Dent', exact: true }).locator('xpath=..').tap();
    await seen(page, 'Left Front Door Paint');
    await seen(page, /3,199/);
    await shot(page, 'journey-door-dent-phone');
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);

    // Turning the car clears the part and the damage; turning back does not bring them back.
    await side(page, 'Right').locator('xpath=..').tap();
    await part(page, 'Right front door').waitFor();
    await expect.poll(() => chosenParts(page).count()).toBe(0);
    await expect.poll(() => page.getByText('Left Front Door Paint').count()).toBe(0);
    await seen(page, 'Choose a part to continue');
    await expect.poll(() => page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await side(page, 'Left').locator('xpath=..').tap();
    await frontDoor.waitFor();
    await expect.poll(() => chosenParts(page).count()).toBe(0);

    await tapPart(frontDoor);
    await page.getByRole('checkbox', { name: 'Dent', exact: true }).locator('xpath=..').tap();
    await seen(page, 'Left Front Door Paint');
    const { service } = await apiAs<{ service: { serviceId: string } }>(page, 'GET', '/catalog/services/body-damage?partId=left-front-door&damageTypeId=dent');
    await page.getByRole('link', { name: 'Continue' }).tap();
    await page.waitForURL((url) => url.pathname === '/portal/select-workshop', PATIENTLY);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ serviceId: service.serviceId, partId: 'left-front-door', damageTypeId: 'dent', from: 'body-panel' });
  });

  it('the mended part travels through a workshop into the cart, named there beside its service', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await customerOnBodyPanel(page, 'servicebay', NEXON, { path: '/portal/body-panel?side=left&part=left-front-door&damage=dent', hasHome: true });
    await seen(page, 'Left Front Door Paint');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/select-workshop', PATIENTLY);
    const firstWorkshop = page.locator('.workshop-card').first();
    await firstWorkshop.getByRole('link').click();
    await page.waitForURL(/\/portal\/workshop-detail\//);
    const workshopId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('region', { name: 'Book at this workshop' }).getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/cart', PATIENTLY);
    const item = page.getByRole('listitem', { name: 'Left Front Door Paint' });
    await seen(item, 'Part: Left front door');
    await expect
      .poll(async () => (await cartOf(page)).items.map(({ partId, damageTypeId, workshopId }) => ({ partId, damageTypeId, workshopId })))
      .toEqual([{ partId: 'left-front-door', damageTypeId: 'dent', workshopId }]);
    await shot(page, 'cart-with-part-phone');
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
  });

  it('the bike brand draws the customer’s motorcycle, its exhaust on its right side, whose repair goes into the cart', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await customerOnBodyPanel(page, 'throttle', SPLENDOR);
    await part(page, 'Fuel tank').waitFor();
    await expect.poll(() => part(page, 'Bonnet').count()).toBe(0);
    await side(page, 'Right').locator('xpath=..').click();
    await clickPart(part(page, 'Exhaust'));
    await page.getByRole('checkbox', { name: 'Rust', exact: true }).locator('xpath=..').click();
    await seen(page, 'Silencer Replacement');
    await shot(page, 'bike-right-exhaust-desktop');
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
    await side(page, 'Left').locator('xpath=..').click();
    await part(page, 'Left side panel').waitFor();
    await expect.poll(() => part(page, 'Exhaust').count()).toBe(0);

    // The exhaust's repair goes through a workshop that takes bikes into the cart, the part named.
    await apiAs(page, 'POST', '/users/me/addresses', BENGALURU_HOME);
    await page.goto(brandUrl('throttle', '/portal/body-panel?side=right&part=exhaust&damage=rust'));
    await seen(page, 'Silencer Replacement');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/select-workshop', PATIENTLY);
    await page.locator('.workshop-card').first().getByRole('link').click();
    await page.waitForURL(/\/portal\/workshop-detail\//);
    await page.getByRole('region', { name: 'Book at this workshop' }).getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/cart', PATIENTLY);
    await seen(page.getByRole('listitem', { name: 'Silencer Replacement' }), 'Part: Exhaust');
    await expect
      .poll(async () => (await cartOf(page)).items.map(({ partId, damageTypeId }) => ({ partId, damageTypeId })))
      .toEqual([{ partId: 'exhaust', damageTypeId: 'rust' }]);
  });

  it('without a vehicle, asks for one', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: null });
    await page.goto(brandUrl('servicebay', '/portal/body-panel'));
    await seen(page, 'Add your vehicle first');
    await expect.poll(() => page.getByRole('link', { name: 'Add vehicle' }).getAttribute('href')).toBe('/portal/add-vehicles');
    await shot(page, 'no-vehicle-phone');
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
  });

  it.each([
    ['en', 'servicebay', NEXON, {}],
    ['ar', 'sahara', CRETA, SAUDI_ARABIC],
  ] as const)('looks right at 320, 390 and 1280 px in %s, with a part and a damage chosen', async (language, brand, vehicle, signIn) => {
    const page = await browser.newPage({ viewport: PHONE, locale: language });
    await customerOnBodyPanel(page, brand, vehicle, { signIn, path: '/portal/body-panel?side=left&part=left-front-door&damage=dent' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await expect.poll(() => chosenParts(page).count(), PATIENTLY).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: language === 'ar' ? 'متابعة' : 'Continue' }).count(), PATIENTLY).toBe(1);
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 760 });
      await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBeLessThanOrEqual(0);
      await shot(page, `door-dent-${language}-${width}`);
      await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
    }
    await page.goto(brandUrl(brand, '/portal/body-panel?side=front'));
    await expect.poll(() => page.locator('svg [role="button"]').count(), PATIENTLY).toBeGreaterThan(5);
    await page.setViewportSize({ width: 390, height: 760 });
    await shot(page, `front-${language}-390`);
  });
});
