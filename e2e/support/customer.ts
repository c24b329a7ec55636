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

/** What the sign-in screens' controls are called, in the language they show. */
export type SignInLabels = { mobile: string; terms: string; continue: string; firstDigit: string };
const ENGLISH_SIGN_IN: SignInLabels = { mobile: 'Mobile number', terms: 'I accept the terms and conditions', continue: 'Continue', firstDigit: 'Digit 1 of 6' };
export const ARABIC_SIGN_IN: SignInLabels = { mobile: 'رقم الجوال', terms: 'أوافق على الشروط والأحكام', continue: 'متابعة', firstDigit: 'الرقم 1 من 6' };

export async function requestCode(page: Page, mobileNumber: string, labels = ENGLISH_SIGN_IN) {
  await page.getByRole('textbox', { name: labels.mobile }).fill(mobileNumber);
  const terms = page.getByRole('checkbox', { name: labels.terms });
  if (await terms.count()) await terms.check();
  await page.getByRole('button', { name: labels.continue, exact: true }).click();
  // /otp, with the query that says where sign-in returns to when there is one.
  await page.waitForURL((url) => url.pathname === '/otp');
}

/** Types a code into the six boxes; the sixth digit submits. */
export async function typeCode(page: Page, code: string, firstDigitLabel = 'Digit 1 of 6') {
  await page.getByRole('textbox', { name: firstDigitLabel }).click();
  await page.keyboard.type(code, { delay: 30 });
}

/** The whole sign-in: number, code from the outbox, portal; `labels` for a visitor whose screens show Arabic. */
export async function signInThroughUi(
  page: Page,
  brand: string,
  { countryCode = '+91', mobileNumber, labels = ENGLISH_SIGN_IN }: { countryCode?: string; mobileNumber: string; labels?: SignInLabels },
) {
  await page.goto(brandUrl(brand, '/login'));
  await requestCode(page, mobileNumber, labels);
  await typeCode(page, await lastCodeSentTo(brand, `${countryCode}${mobileNumber}`), labels.firstDigit);
  // Wait for where sign-in lands, not a step on the way (/otp -> /portal -> /portal/dashboard):
  // a journey that moves on from /portal would race the app's own redirect and be sent back.
  await page.waitForURL((url) => ['/portal/dashboard', '/onboarding'].includes(url.pathname));
  await expect.poll(() => storedSession(page)).not.toBeNull();
}
