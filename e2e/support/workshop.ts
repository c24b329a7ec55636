import { randomInt } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { PERMISSION_AREAS, PERMISSIONS, type TStaffRole } from '../../packages/domain/src/staff/permissions';
import { ar } from '../../packages/i18n/src/locales/ar';
import { en } from '../../packages/i18n/src/locales/en';
import { seriousAccessibilityIssues } from './accessibility';
import { brandUrl } from './browser';
import { shootAtWidths } from './screens';

/** The demo data's staff (README: Signing in), all with this password. */
export const DEMO_PASSWORD = 'Garage@2026';
const BRAND = 'servicebay';
export const SHOTS = '/tmp/shots';
export const TABLET = { width: 1024, height: 768 };

type Language = 'en' | 'ar';
export const catalogues = { en, ar } as const;

/** The workshop app's `path` on a brand's host (the demo brand's unless another is named). */
export const workshopUrl = (path: string, brand = BRAND) => brandUrl(brand, `/workshop${path}`);

/** A username and a mobile number no other journey uses, so journeys never meet. */
export const uniqueUsername = (prefix: string) => `${prefix}.${randomInt(1e6, 1e7)}`;

/** The names the matrix's areas that a role may read have in the catalogue of `language`, in the matrix's order. */
export const areaNamesOf = (role: TStaffRole, language: Language) =>
  PERMISSION_AREAS.filter((area) => PERMISSIONS[role][area] !== undefined).map((area) => catalogues[language].workshop.areas[area].name);

/** Starts the visit in a language, as a returning visitor's kept choice does. */
export async function startInLanguage(context: BrowserContext, language: Language, brand = BRAND) {
  await context.addCookies([{ name: 'servicebay_language', value: language, url: brandUrl(brand, '/') }]);
}

/** Signs in through Login, in the page's language, and waits for a signed-in screen. */
export async function signInThroughLogin(page: Page, username: string, password = DEMO_PASSWORD, language: Language = 'en') {
  const texts = catalogues[language].workshop.login;
  await page.goto(workshopUrl('/login'));
  await page.getByRole('textbox', { name: texts.username }).fill(username);
  await page.getByLabel(texts.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
  await page.waitForURL(/\/workshop\/w\/[^/]+\/dashboard$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** Where the workshop app keeps its staff session (packages/api-client/src/staff/staff-session-store.ts). */
const STAFF_SESSION_KEY = 'servicebay.staff-session';

/**
 * Signs a staff member in through the API, for journeys about other screens (the journeys about
 * signing in use Login): the session kept where the workshop app keeps it, from the brand's origin.
 * Then opens `landOn` (a path under /workshop); the app's home goes on to the dashboard, which is
 * waited for as Login's own sign-in is; `landOn: null` stays on the origin, for a journey that opens
 * its own screen next.
 */
export async function signInToWorkshopByApi(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  { landOn = '/', brand = BRAND }: { landOn?: string | null; brand?: string } = {},
) {
  // The manifest is the lightest page of the origin whose policy lets it call the API.
  if (new URL(page.url()).origin !== new URL(brandUrl(brand)).origin) await page.goto(brandUrl(brand, '/manifest.webmanifest'));
  await page.evaluate(
    async ({ key, body }) => {
      const response = await fetch('/api/staff/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const envelope = await response.json();
      if (envelope.status !== 'SUCCESS') throw new Error(`staff sign-in: ${response.status} ${JSON.stringify(envelope.error)}`);
      const { accessToken, refreshToken, expiresInSeconds, staff } = envelope.data;
      // As the app's staff session store saves it.
      localStorage.setItem(key, JSON.stringify({ accessToken, refreshToken, accessExpiresAt: Date.now() + expiresInSeconds * 1000, staffId: staff.staffId }));
    },
    { key: STAFF_SESSION_KEY, body: { username, password } },
  );
  if (landOn === null) return;
  await page.goto(workshopUrl(landOn, brand));
  if (landOn !== '/') return;
  await page.waitForURL(/\/workshop\/w\/[^/]+\/dashboard$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const otherLanguage = (language: Language): Language => (language === 'en' ? 'ar' : 'en');

/** Chooses a language with the header's picker and waits for the page to follow (lang and dir). */
export async function pickLanguage(page: Page, language: Language) {
  await page.getByRole('combobox', { name: /^(Language|اللغة)$/ }).selectOption(language);
  await expect
    .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]))
    .toEqual([language, language === 'ar' ? 'rtl' : 'ltr']);
}

/**
 * Every screen a workshop journey opens: axe finds nothing serious, in English and in Arabic, and a
 * picture of it at the desktop's 1280 px in each goes to /tmp/shots (the phone's widths are
 * phone-widths.e2e.ts's; a tablet's 1024 px as well added nothing). The screen is left in the language
 * it was in; answers where it scrolled sideways, for the journey to report at its end.
 */
export async function checkScreen(page: Page, name: string): Promise<string[]> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const start: Language = (await page.evaluate(() => document.documentElement.lang)) === 'ar' ? 'ar' : 'en';
  const overflows: string[] = [];
  for (const language of [start, otherLanguage(start)]) {
    if (language !== start) await pickLanguage(page, language);
    await expect.poll(() => seriousAccessibilityIssues(page), { message: `axe on ${name} in ${language}` }).toEqual([]);
    overflows.push(...(await shootAtWidths(page, { dir: SHOTS, name: `workshop-${name}-${language}`, viewport, widths: [1280] })));
  }
  await pickLanguage(page, start);
  return overflows;
}

/**
 * A new screen as the issues ask to see it: at 320, 390 and 1280 px (screens.ts WIDTHS) in Arabic
 * and English, axe clean in each at the journey's own size (`within`: only that part of the page,
 * `fullPage`: which widths are shot whole). Ends in English at the journey's viewport; answers
 * where it scrolled sideways, for the journey to report at its end.
 */
export async function checkScreenEverywhere(page: Page, name: string, { within, fullPage }: { within?: string; fullPage?: (width: number) => boolean } = {}) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const overflows: string[] = [];
  for (const language of ['ar', 'en'] as const) {
    await pickLanguage(page, language);
    await expect.poll(() => seriousAccessibilityIssues(page, within), { message: `axe on ${name} in ${language}` }).toEqual([]);
    overflows.push(...(await shootAtWidths(page, { dir: SHOTS, name: `workshop-${name}-${language}`, viewport, fullPage })));
  }
  return overflows;
}

type Envelope<T> = { status: 'SUCCESS'; data: T } | { status: 'FAILURE'; error: { code: string } };

/** Calls the API as a developer's script would, naming the brand by header (the demo brand unless another is named). */
export async function callApi<T>(method: string, path: string, body?: unknown, token?: string, brand = BRAND): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${inject('port')}/api${path}`, {
    method,
    headers: {
      'x-client-name': brand,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status !== 'SUCCESS') throw new Error(`${method} ${path}: ${envelope.error.code}`);
  return envelope.data;
}

type Person = { username: string; name: string; email: string; mobileNumber: string; workshopId: string };

/**
 * A person of the demo brand's first workshop, added by its owner through the API: each journey
 * changes its own people's passwords, never a demo account's.
 */
export async function addPerson(role: TStaffRole, prefix: string): Promise<Person> {
  const owner = await callApi<{ accessToken: string; staff: { workshops: { workshopId: string; name: string }[] } }>('POST', '/staff/sign-in', {
    username: 'owner',
    password: DEMO_PASSWORD,
  });
  const { workshopId } = owner.staff.workshops.find((workshop) => workshop.name === 'Sri Balaji Motors') ?? owner.staff.workshops[0]!;
  const username = uniqueUsername(prefix);
  const person = {
    name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} Tester`,
    username,
    role,
    technicianKind: role === 'technician' ? 'operator' : null,
    email: `${username}@example.com`,
    mobileNumber: `7${String(randomInt(0, 1e9)).padStart(9, '0')}`,
    workshopIds: [workshopId],
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
  };
  await callApi('POST', `/staff/workshops/${workshopId}/people`, person, owner.accessToken);
  return { username, name: person.name, email: person.email, mobileNumber: person.mobileNumber, workshopId };
}

/** The last message the development outbox holds for an address or number. */
export async function lastMessageTo(to: string): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      body = (await callApi<{ body: string }[]>('GET', `/dev/outbox?to=${encodeURIComponent(to)}`))[0]?.body ?? '';
      return body;
    })
    .not.toBe('');
  return body;
}
