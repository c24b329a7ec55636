import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { lastCodeSentTo } from './api';
import { brandUrl } from './browser';

/** Where the customer app keeps its session (packages/api-client/src/session/token-store.ts). */
const SESSION_KEY = 'servicebay.session';

/** The session the customer app keeps (only auth state persists, customer spec section 9). */
export async function storedSession(page: Page): Promise<{ accessToken: string; refreshToken: string } | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_KEY);
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

/**
 * Signs a new customer in through the API, as the sign-in screens call it, for journeys about other
 * screens (sign-in.e2e.ts and the journeys about sign-in type the number and the code): the code
 * from the outbox, the session kept where the app keeps it, and the portal's page cookie set by the
 * server's own answer (the call goes from the brand's origin). Then opens `landOn` and, for the
 * dashboard, waits for where sign-in lands (the dashboard, or onboarding on a brand that asks for a
 * vehicle first); `landOn: null` stays on the origin, for a journey that opens its own screen next.
 */
export async function signInByApi(
  page: Page,
  brand: string,
  { countryCode = '+91', mobileNumber, landOn = '/portal/dashboard' }: { countryCode?: string; mobileNumber: string; landOn?: string | null },
) {
  // Any page of the brand's origin holds its storage. The manifest is the lightest one that has the
  // app's own policy, which lets it call the API (an API answer's own policy forbids everything).
  if (new URL(page.url()).origin !== new URL(brandUrl(brand)).origin) await page.goto(brandUrl(brand, '/manifest.webmanifest'));
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ({ path, body }) => {
        const response = await fetch(`/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const envelope = await response.json();
        if (envelope.status !== 'SUCCESS') throw new Error(`${path}: ${response.status} ${JSON.stringify(envelope.error)}`);
        return envelope.data;
      },
      { path, body },
    );
  await post('/auth/otp/send', { countryCode, mobileNumber });
  const otp = await lastCodeSentTo(brand, `${countryCode}${mobileNumber}`);
  const session = (await post('/auth/otp/verify', { countryCode, mobileNumber, otp })) as {
    accessToken: string;
    refreshToken: string;
    expiresInSeconds: number;
    user: { isAnonymous: boolean };
  };
  // As the app's token store saves it (token-store.ts).
  const stored = {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    accessExpiresAt: Date.now() + session.expiresInSeconds * 1000,
    isGuest: session.user.isAnonymous,
  };
  await page.evaluate(({ key, stored }) => localStorage.setItem(key, JSON.stringify(stored)), { key: SESSION_KEY, stored });
  if (landOn === null) return;
  await page.goto(brandUrl(brand, landOn));
  if (landOn === '/portal/dashboard') await page.waitForURL((url) => ['/portal/dashboard', '/onboarding'].includes(url.pathname));
}
