import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, PHONE, useBrowser } from '../support/browser';
import { signInByApi } from '../support/customer';
import { PATIENTLY } from '../support/garage';

/**
 * Terms, privacy and about come from the brand's settings (issue 8, part 5): the demo brands link
 * the platform's standard pages on their own host, never a placeholder site, and a brand whose
 * settings name no page shows no entry for it.
 */
const browser = useBrowser();
const shot = (name: string) => ({ path: `e2e/artifacts/${name}.png`, fullPage: true });
const title = (page: Page) => page.evaluate(() => document.title);

/** The tab a link with target=_blank opens, once its page heading is up. */
async function tabOpenedBy(page: Page, click: () => Promise<void>, heading: string): Promise<Page> {
  const [opened] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await opened.getByRole('heading', { name: heading, level: 1 }).waitFor(PATIENTLY);
  return opened;
}

describe('the brand’s own pages', () => {
  it('a visitor opens the terms and the privacy policy from the sign-in screen: the brand’s pages, with its header', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(brandUrl('servicebay', '/login'));
    const terms = await tabOpenedBy(page, () => page.getByRole('link', { name: 'Terms and conditions' }).click(), 'Terms and conditions');
    await expect.poll(() => new URL(terms.url()).pathname).toBe('/legal/terms');
    await terms.getByRole('heading', { name: 'Advance payments and refunds', level: 2 }).waitFor();
    await terms.getByRole('link', { name: 'ServiceBay home' }).waitFor();
    await expect.poll(() => terms.getByRole('link', { name: 'Help and support' }).getAttribute('href')).toBe('/portal/help-and-support');
    await expect.poll(() => title(terms)).toBe('Terms and conditions · ServiceBay');
    await expect.poll(() => seriousAccessibilityIssues(terms)).toEqual([]);
    await terms.screenshot(shot('legal-terms-phone'));

    const privacy = await tabOpenedBy(page, () => page.getByRole('link', { name: 'Privacy policy' }).click(), 'Privacy policy');
    // The erasure delay is the domain's, as the account-deletion screen says it.
    await expect.poll(() => privacy.getByText('erased 30 days after your request', { exact: false }).isVisible()).toBe(true);
  });

  it('in Arabic, right to left, on a Gulf brand', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 720 }, locale: 'ar-SA' });
    await page.goto(brandUrl('sahara', '/legal/about'));
    await page.getByRole('heading', { name: 'عن Sahara Auto', level: 1 }).waitFor(PATIENTLY);
    await expect.poll(() => page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`)).toBe('ar rtl');
    await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);
    await expect.poll(() => seriousAccessibilityIssues(page)).toEqual([]);
    await page.screenshot(shot('legal-about-ar-320'));
  });

  it('settings list only the pages the brand names: About on ServiceBay, none on FleetHub', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: '/portal/settings' });
    const about = await tabOpenedBy(page, () => page.getByRole('link', { name: /About ServiceBay/ }).click(), 'About ServiceBay');
    await expect.poll(() => new URL(about.url()).pathname).toBe('/legal/about');

    const fleet = await browser.newPage({ viewport: PHONE });
    await signInByApi(fleet, 'fleethub', { mobileNumber: uniqueIndianNumber(), landOn: '/portal/settings' });
    await fleet.getByRole('link', { name: /Terms and conditions/ }).waitFor();
    await expect.poll(() => fleet.getByRole('link', { name: /About/ }).count()).toBe(0);
  });

  it('an unknown page of the kind is not found', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(brandUrl('servicebay', '/legal/cookies'));
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor(PATIENTLY);
  });
});
