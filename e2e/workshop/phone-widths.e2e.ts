import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { PHONE, transitionsDone, useBrowser } from '../support/browser';
import { bookingAt, cardByApi, staffSignIn, workshopOf } from '../support/job-cards';
import { shootAtWidths } from '../support/screens';
import { callApi, catalogues, SHOTS, signInToWorkshopByApi, startInLanguage, workshopUrl } from '../support/workshop';

const JOURNEY_MS = 240_000;
const browser = useBrowser();

/**
 * The workshop app is made for a desk and a tablet (the journeys shoot it at 1280 px), but an owner
 * looks at the day on the phone and a gate keeper has nothing else: every screen must fit a 320 px
 * phone without sideways scroll, in both languages, and pass axe there. The screens are visited by
 * their addresses (a page load each: after the job card, in Arabic, the app moved on inside itself
 * scrolls 4 px sideways at 320 px, its hidden navbar), each waiting for its heading and for nothing
 * to be loading.
 */
async function showsFitted(page: Page, path: string, name: string, language: 'en' | 'ar'): Promise<string[]> {
  if (new URL(page.url()).pathname !== `/workshop${path}`) await page.goto(workshopUrl(path));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"]').count()).toBe(0);
  await transitionsDone(page);
  await expect.poll(() => seriousAccessibilityIssues(page), { message: `axe on ${name} in ${language}` }).toEqual([]);
  return shootAtWidths(page, { dir: SHOTS, name: `workshop-phone-${name}-${language}`, viewport: PHONE, widths: [320, 390] });
}

describe('the workshop app on a phone', () => {
  for (const language of ['en', 'ar'] as const) {
    it(
      `fits every screen to 320 and 390 px, in ${language === 'en' ? 'English' : 'Arabic'}`,
      async () => {
        // The demo advisor's workshop, where cardByApi accepts bookings; the owner has every workshop.
        const { workshopId } = await workshopOf('advisor');
        const customer = await browser.newPage({ viewport: PHONE });
        const booked = await bookingAt(customer, workshopId, { signIn: 'api' });
        const card = await cardByApi(workshopId, booked, ['inWorkshop']);
        // A booking still waiting, so the inbox has one to show.
        await bookingAt(await browser.newPage({ viewport: PHONE }), workshopId, { signIn: 'api' });
        const { accessToken } = await staffSignIn('owner');
        const found = await callApi<{ items: { customerId: string }[] }>(
          'GET',
          `/staff/workshops/${workshopId}/customers?q=${booked.plate}`,
          undefined,
          accessToken,
        );
        const customerId = found.items[0]!.customerId;

        const page = await browser.newPage({ viewport: PHONE });
        await startInLanguage(page.context(), language);
        const overflows: string[] = [];
        for (const [path, name] of [
          ['/login', 'login'],
          ['/login/code', 'login-code'],
          ['/forgot-password', 'forgot-password'],
          ['/sign-up', 'sign-up'],
          ['/no-such-screen', 'not-found'],
        ] as const)
          overflows.push(...(await showsFitted(page, path, name, language)));

        const at = `/w/${workshopId}`;
        // Signed in through the API: the app starts again, signed in, on the workshop's dashboard.
        await signInToWorkshopByApi(page, 'owner', undefined, { landOn: `${at}/dashboard` });
        for (const [path, name] of [
          [`${at}/dashboard`, 'dashboard'],
          [`${at}/bookings`, 'bookings'],
          [`${at}/job-cards`, 'job-board'],
          [`${at}/job-cards/${card.jobCardId}`, 'job-card'],
          [`${at}/customers`, 'customers'],
          [`${at}/customers/${customerId}`, 'customer'],
          [`${at}/people`, 'people'],
          [`${at}/settings`, 'settings'],
          [`${at}/change-password`, 'change-password'],
          [`${at}/help`, 'help'],
        ] as const)
          overflows.push(...(await showsFitted(page, path, name, language)));

        // The lists are cards on a phone, the plate and the vehicle first: no grid that scrolls sideways.
        await page.goto(workshopUrl(`${at}/job-cards?q=${booked.plate}`));
        const jobCard = page.getByRole('listitem', { name: new RegExp(`^${booked.plate}, JC-\\d+$`) });
        await jobCard.waitFor();
        await expect.poll(() => jobCard.getByRole('link').innerText()).toMatch(new RegExp(`^${booked.plate}\\n`));
        await expect.poll(() => page.getByRole('table').count()).toBe(0);
        await page.goto(workshopUrl(`${at}/customers?q=${booked.plate}`));
        await page.getByRole('main').getByRole('listitem').filter({ hasText: booked.plate }).first().waitFor();
        await expect.poll(() => page.getByRole('table').count()).toBe(0);

        // The navbar folds behind its burger on a phone, and opens over the screen.
        await page.getByRole('button', { name: catalogues[language].workshop.nav.openMenu }).click();
        await page.getByRole('navigation', { name: catalogues[language].workshop.nav.label }).getByRole('link').first().waitFor();
        overflows.push(...(await shootAtWidths(page, { dir: SHOTS, name: `workshop-phone-navbar-${language}`, viewport: PHONE, widths: [320] })));
        expect(overflows).toEqual([]);
      },
      JOURNEY_MS,
    );
  }
});
