import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { apiAs } from '../support/account';
import { lastCodeSentTo, uniqueIndianNumber } from '../support/api';
import { brandUrl, PHONE, useBrowser } from '../support/browser';
import { addToCartByApi, BENGALURU_HOME, cartOf, serviceNamed, workshopFor } from '../support/cart';
import { currentUser, requestCode, signInByApi, typeCode } from '../support/customer';
import { PATIENTLY, seen, settledDialog } from '../support/garage';

const browser = useBrowser();

/** A guest from the login screen's 'Continue as guest', with an address and the Basic Service at a workshop in their cart. */
async function guestWithCart(page: Page): Promise<{ uid: string; serviceId: string }> {
  await page.goto(brandUrl('servicebay', '/login'));
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.waitForURL((url) => url.pathname === '/portal/dashboard');
  const guest = await currentUser(page);
  expect(guest.isAnonymous).toBe(true);
  await apiAs(page, 'POST', '/users/me/addresses', BENGALURU_HOME);
  const { serviceId } = await serviceNamed(page, 'Basic Service');
  await addToCartByApi(page, { serviceId, workshopId: await workshopFor(page, serviceId) });
  return { uid: guest.uid, serviceId };
}

/** Book Now as a guest: the sign-in modal, then the sign-in screen, which comes back to the cart. */
async function signInFromCart(page: Page, mobileNumber: string) {
  await page.goto(brandUrl('servicebay', '/portal/cart'));
  await page.getByRole('listitem', { name: 'Basic Service' }).waitFor();
  await page.getByRole('button', { name: 'Book Now' }).click();
  const modal = await settledDialog(page);
  await seen(modal, 'Sign in to book');
  await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/shots/cart/guest-sign-in-modal-en-390.png' });
  await modal.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/portal/cart');
  await requestCode(page, mobileNumber);
  await typeCode(page, await lastCodeSentTo('servicebay', `+91${mobileNumber}`));
  await page.waitForURL((url) => url.pathname === '/portal/cart', PATIENTLY);
  await expect.poll(async () => (await currentUser(page)).isAnonymous).toBe(false);
}

describe('a guest’s cart', () => {
  it('a guest fills a cart, signs in with a new number, and finds the same cart', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const guest = await guestWithCart(page);
    await signInFromCart(page, uniqueIndianNumber());
    // The guest became the account: the same customer, the same cart.
    await expect.poll(async () => (await currentUser(page)).uid).toBe(guest.uid);
    await page.getByRole('listitem', { name: 'Basic Service' }).waitFor();
    await expect.poll(async () => (await cartOf(page)).items.map((item) => item.serviceId)).toEqual([guest.serviceId]);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/confirm');
  });

  it('a guest signing in to an existing account brings their cart, a body-panel repair with it, into it (the guest-merge hook)', async () => {
    const number = uniqueIndianNumber();
    // The account, with a service of its own in its cart.
    const earlier = await browser.newPage({ viewport: PHONE });
    await signInByApi(earlier, 'servicebay', { mobileNumber: number, landOn: null });
    await apiAs(earlier, 'POST', '/users/me/addresses', BENGALURU_HOME);
    const alignment = await serviceNamed(earlier, 'Wheel Alignment & Balancing');
    await addToCartByApi(earlier, { serviceId: alignment.serviceId, workshopId: await workshopFor(earlier, alignment.serviceId) });
    const account = await currentUser(earlier);

    // Another device: a guest fills a cart, then signs in with the account's number.
    // The guest's cart holds a body-panel repair too, with its part and damage.
    const page = await browser.newPage({ viewport: PHONE });
    const guest = await guestWithCart(page);
    const { service: doorPaint } = await apiAs<{ service: { serviceId: string } }>(
      page,
      'GET',
      '/catalog/services/body-damage?partId=left-front-door&damageTypeId=dent',
    );
    await addToCartByApi(page, {
      serviceId: doorPaint.serviceId,
      workshopId: (await cartOf(page)).workshopId,
      partId: 'left-front-door',
      damageTypeId: 'dent',
    });
    await signInFromCart(page, number);
    await expect.poll(async () => (await currentUser(page)).uid).toBe(account.uid);
    await page.getByRole('listitem', { name: 'Basic Service' }).waitFor();
    await page.getByRole('listitem', { name: 'Wheel Alignment & Balancing' }).waitFor();
    await seen(page.getByRole('listitem', { name: 'Left Front Door Paint' }), 'Part: Left front door');
    await expect
      .poll(async () => (await cartOf(page)).items.map((item) => item.serviceId).sort())
      .toEqual([guest.serviceId, alignment.serviceId, doorPaint.serviceId].sort());
    await expect
      .poll(async () => (await cartOf(page)).items.find((item) => item.serviceId === doorPaint.serviceId))
      .toMatchObject({ partId: 'left-front-door', damageTypeId: 'dent', partDisplayName: 'Left front door' });
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: /^Cart/ }).getAttribute('aria-label')).toBe('Cart, services in it: 3');
  });
});
