import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { lastCodeSentTo } from './api';
import { brandUrl } from './browser';

/** The session the customer app keeps (only auth state persists, customer spec section 9). */
export async function storedSession(page: Page): Promise<{ accessToken: string; refreshToken: string } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('servicebay.session') ?? 'null'));
}

/** The signed-in user, asked of the API with the page's own token. */
export async function currentUser(page: Page) {
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('servicebay.session') ?? 'null');
    const response = await fetch('/api/auth/me', { headers: { authorization: `Bearer ${session.accessToken}` } });
    return (await response.json()).data as { uid: string; isAnonymous: boolean; primaryPhoneNumber: string | null };
  });
}

export async function requestCode(page: Page, mobileNumber: string) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobileNumber);
  const terms = page.getByRole('checkbox', { name: 'I accept the terms and conditions' });
  if (await terms.count()) await terms.check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(/\/otp$/);
}

/** Types a code into the six boxes; the sixth digit submits. */
export async function typeCode(page: Page, code: string, firstDigitLabel = 'Digit 1 of 6') {
  await page.getByRole('textbox', { name: firstDigitLabel }).click();
  await page.keyboard.type(code, { delay: 30 });
}

/** The whole sign-in: number, code from the outbox, portal. */
export async function signInThroughUi(page: Page, brand: string, { countryCode = '+91', mobileNumber }: { countryCode?: string; mobileNumber: string }) {
  await page.goto(brandUrl(brand, '/login'));
  await requestCode(page, mobileNumber);
  await typeCode(page, await lastCodeSentTo(brand, `${countryCode}${mobileNumber}`));
  // Wait for where sign-in lands, not a step on the way (/otp -> /portal -> /portal/dashboard):
  // a journey that moves on from /portal would race the app's own redirect and be sent back.
  await page.waitForURL((url) => ['/portal/dashboard', '/onboarding'].includes(url.pathname));
  await expect.poll(() => storedSession(page)).not.toBeNull();
}
