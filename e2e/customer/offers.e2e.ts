import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, DESKTOP, PHONE, transitionsDone, useBrowser } from '../support/browser';
import { signInByApi } from '../support/customer';
import { openInApp, PATIENTLY, seen } from '../support/garage';
import { horizontalOverflow } from '../support/screens';
import { formatCalendarDay } from '../../apps/customer/src/shared/day-text';

/**
 * Rewards and offers (customer spec sections 2, 4, 8 and 9): the seeded offers in their sections
 * by date, expired ones grey, the Expired section's empty state, a code copied, an offer's
 * details with its terms, the dashboard's row of offers and articles, none of it on a web-hub
 * brand, and the app-update prompts. Screenshots go to e2e/artifacts/offers.
 */
const browser = useBrowser();
const SMALL_PHONE = { width: 320, height: 640 };
const shot = (name: string) => ({ path: `e2e/artifacts/offers/${name}.png`, fullPage: true });
const noSeriousIssues = (page: Page) => expect.poll(() => seriousAccessibilityIssues(page), PATIENTLY).toEqual([]);
const section = (page: Page | Locator, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page | Locator, name: string) => page.getByRole('article', { name, exact: true });
/** The grey of expired offer cards (features/offers/card-paint.ts). */
const EXPIRED_GREY = 'rgb(92, 99, 112)';

type ListedOffer = { offerId: string; offerCode: string; name: string; validity: { startDate: string; endDate: string }; section: string };

/** The brand's offers as the API lists them to the page, in its language. */
const listedOffers = (page: Page, language = 'en') =>
  page.evaluate(async (lang) => (await (await fetch('/api/catalog/offers', { headers: { 'accept-language': lang } })).json()).data as ListedOffer[], language);

/** A calendar day as the spec shows dates (DD MMM YYYY), in the app's own words (its unit test pins them). */
const dayText = formatCalendarDay;

async function inArabic(page: Page) {
  await openInApp(page, '/portal/languages');
  await page.getByRole('radio', { name: 'العربية' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
}

/**
 * Shoots the screen at 320, 390 and 1280 px, checking none scrolls sideways, and axe finds nothing
 * serious at the phone's and the desktop's width (the offers' screens' one set: the booking
 * screens' journey leaves them to this one).
 */
async function shootAtEveryWidth(page: Page, name: string) {
  // The pointer is left where the last tap was; at another width that may hover some other control.
  await page.mouse.move(0, 0);
  for (const viewport of [SMALL_PHONE, PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await transitionsDone(page);
    await page.screenshot(shot(`${name}-${viewport.width}`));
    await expect.poll(() => horizontalOverflow(page), { message: `${name} at ${viewport.width} px sideways` }).toBe(0);
    if (viewport !== SMALL_PHONE) await noSeriousIssues(page);
  }
}

describe('rewards and offers', () => {
  it('sorts the seeded offers into Newly added, Offers and Expired by date; expired ones are grey; a code copies', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber() });
    // Chromium refuses every permission not granted here, location too; a customer with no address
    // who refused their location is asked for one before the dashboard (addresses.e2e.ts).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write', 'geolocation'], { origin: new URL(page.url()).origin });
    const offers = await listedOffers(page);
    const byCode = (code: string) => offers.find((offer) => offer.offerCode === code)!;

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'Rewards and offers', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/portal/offers');
    await page.getByRole('heading', { name: 'Rewards and offers', level: 1 }).waitFor();

    // Started within the last ten days: newly added; earlier and still running: offers; ended: expired.
    await card(section(page, 'Newly added'), '15% Off First Service').waitFor();
    await card(section(page, 'Newly added'), 'AC Service Summer Deal').waitFor();
    await card(section(page, 'Offers'), 'Flat 500 Off').waitFor();
    const expired = card(section(page, 'Expired offers'), 'Monsoon Care 10% Off');
    await expired.waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(4);
    // Not started yet: not listed at all.
    await expect.poll(() => page.getByText('New Year Special').count()).toBe(0);

    // Each card: the code, the end of validity as DD MMM YYYY; expired ones grey, marked, without a copy button.
    const first = card(page, '15% Off First Service');
    await seen(first, 'FIRST15');
    await seen(first, `Valid till ${dayText(byCode('FIRST15').validity.endDate, 'en')}`);
    await seen(expired, 'Expired');
    await seen(expired, `Ended ${dayText(byCode('MONSOON10').validity.endDate, 'en')}`);
    await expect.poll(() => expired.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(EXPIRED_GREY);
    await expect.poll(() => first.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(EXPIRED_GREY);
    await expect.poll(() => expired.getByRole('button').count()).toBe(0);
    await noSeriousIssues(page);

    // Copy puts the code on the clipboard, and the button says so.
    await first.getByRole('button', { name: 'Copy code FIRST15' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('FIRST15');
    await first.getByRole('button', { name: 'Copied' }).waitFor();
    await seen(page, 'Code FIRST15 copied');

    // A tap on the card opens the offer: its name, code, validity, terms, and a way to book.
    await first.getByRole('link', { name: '15% Off First Service' }).click();
    await page.waitForURL((url) => url.pathname === `/portal/offer-details/${byCode('FIRST15').offerId}`);
    await page.getByRole('heading', { name: 'Offer details', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '15% Off First Service', level: 2 }).waitFor();
    await seen(page, 'FIRST15');
    const { startDate, endDate } = byCode('FIRST15').validity;
    await seen(page.getByRole('region', { name: 'Validity' }), `${dayText(startDate, 'en')} to ${dayText(endDate, 'en')}`);
    const terms = page.getByRole('region', { name: 'Terms and conditions' }).getByRole('listitem');
    await expect
      .poll(() => terms.allInnerTexts())
      .toEqual(['For a customer’s first booking.', 'One code per booking; cannot be combined with other offers.', 'Valid at all of the brand’s workshops.']);
    await expect.poll(() => page.getByRole('link', { name: 'Book a Service' }).getAttribute('href')).toBe('/portal/book_service');
    await page.getByRole('button', { name: 'Copy code FIRST15' }).waitFor();
    await noSeriousIssues(page);

    // An expired offer's details: grey, a note that the code no longer applies, nothing to copy or book.
    await openInApp(page, `/portal/offer-details/${byCode('MONSOON10').offerId}`);
    await seen(page, 'This offer has ended: its code can no longer be applied.');
    await expect.poll(() => page.getByRole('button', { name: /^Copy code/ }).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: 'Book a Service' }).count()).toBe(0);
    await noSeriousIssues(page);

    // An offer the brand does not list.
    await openInApp(page, '/portal/offer-details/no-such-offer');
    await page.getByRole('heading', { name: 'Offer not found' }).waitFor();
    await page.getByRole('link', { name: 'All offers' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/offers');
  });

  it('the dashboard’s row holds the usable offers and the articles; an article opens its page in a new tab', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber() });
    const row = section(page, 'Offers and articles');
    await card(row, '15% Off First Service').waitFor();
    await card(row, 'Flat 500 Off').waitFor();
    await expect.poll(() => card(row, 'Monsoon Care 10% Off').count()).toBe(0);
    const article = row.getByRole('link', { name: /^Article Choosing the right engine oil/ });
    await expect.poll(() => article.getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Motor_oil');
    await expect.poll(() => article.getAttribute('target')).toBe('_blank');
    await expect.poll(() => article.getAttribute('rel')).toContain('noopener');
    // A mouse steps through the row; it snaps card by card.
    const rail = row.getByRole('list');
    await row.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => rail.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await rail.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await row.getByRole('button', { name: 'Next' }).and(row.locator(':disabled')).waitFor();
    await noSeriousIssues(page);
    // The row stays at its end: the last card is seen whole.
    const lastCard = row.getByRole('listitem').last();
    await expect
      .poll(() => lastCard.evaluate((item) => item.getBoundingClientRect().right <= item.parentElement!.getBoundingClientRect().right + 1))
      .toBe(true);
    await expect.poll(() => row.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.screenshot(shot('dashboard-row-end-1280'));
    await row.getByRole('link', { name: 'See all offers' }).click();
    await page.waitForURL((url) => url.pathname === '/portal/offers');
  });

  it('says when no offer has expired (the bike brand’s demo offers are all running)', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'throttle', { mobileNumber: uniqueIndianNumber(), landOn: '/portal/offers' });
    const expired = section(page, 'Expired offers');
    await seen(expired, 'No expired offers');
    await expect.poll(() => expired.getByRole('article').count()).toBe(0);
    await card(section(page, 'Newly added'), '15% Off First Service').waitFor();
    await noSeriousIssues(page);
  });

  it('a web-hub brand has no offers: no menu entry, the screens lead to the dashboard, its row holds articles only', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInByApi(page, 'fleethub', { mobileNumber: uniqueIndianNumber() });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Settings', exact: true }).waitFor();
    await expect.poll(() => menu.getByRole('link', { name: 'Rewards and offers' }).count()).toBe(0);
    const row = section(page, 'Articles');
    await row.getByRole('link', { name: /Choosing the right engine oil/ }).waitFor();
    await expect.poll(() => row.getByRole('article').count()).toBe(0);
    await expect.poll(() => row.getByRole('link', { name: 'See all offers' }).count()).toBe(0);
    for (const path of ['/portal/offers', '/portal/offer-details/any']) {
      await openInApp(page, path);
      await page.waitForURL((url) => url.pathname === '/portal/dashboard');
    }
  });

  it('reads in Arabic: sections, names and dates with Arabic month names', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber() });
    await inArabic(page);
    await openInApp(page, '/portal/offers');
    await page.getByRole('heading', { name: 'المكافآت والعروض', level: 1 }).waitFor();
    const first = card(section(page, 'أُضيفت حديثًا'), 'خصم 15٪ على أول خدمة');
    await first.waitFor();
    const [offer] = (await listedOffers(page, 'ar')).filter((listed) => listed.offerCode === 'FIRST15');
    const endDate = dayText(offer!.validity.endDate, 'ar');
    expect(endDate).toMatch(/[\u0600-\u06FF]/);
    await seen(first, `صالح حتى ${endDate}`);
    await section(page, 'العروض المنتهية').getByText('منتهٍ').first().waitFor();
    await noSeriousIssues(page);
  });

  it('looks right at 320, 390 and 1280 px in English and Arabic (screenshots in e2e/artifacts/offers)', { timeout: 240_000 }, async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: '/portal/offers' });
    const [firstNew] = (await listedOffers(page)).filter((offer) => offer.section === 'new');
    const [firstExpired] = (await listedOffers(page)).filter((offer) => offer.section === 'expired');
    for (const language of ['en', 'ar'] as const) {
      if (language === 'ar') await inArabic(page);
      // The dashboard's row of offers at every width: home.e2e.ts's set of the new customer's dashboard.
      await openInApp(page, '/portal/offers');
      await page.getByRole('article').first().waitFor();
      await shootAtEveryWidth(page, `offers-${language}`);
      await openInApp(page, `/portal/offer-details/${firstNew!.offerId}`);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await shootAtEveryWidth(page, `offer-details-${language}`);
      await openInApp(page, `/portal/offer-details/${firstExpired!.offerId}`);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await shootAtEveryWidth(page, `offer-details-expired-${language}`);
    }
    const bike = await browser.newPage({ viewport: PHONE });
    await signInByApi(bike, 'throttle', { mobileNumber: uniqueIndianNumber(), landOn: '/portal/offers' });
    await seen(bike, 'No expired offers');
    await shootAtEveryWidth(bike, 'offers-no-expired-en');
  });
});

/** Global settings as the API answers them, with some versions raised: what a newer release would set. */
async function withVersions(page: Page, versions: Record<string, string>) {
  const settings = await page.evaluate(async () => (await (await fetch('/api/settings/global-settings')).json()).data as Record<string, string>);
  await page.route(/\/api\/settings\/global-settings/, (route) => route.fulfill({ json: { status: 'SUCCESS', data: { ...settings, ...versions } } }));
}

const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('the app-update prompt (customer spec section 8)', () => {
  it('is a dialog that cannot be closed while this version is below minAppVersion; Update loads the newest', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber() });
    // The seeded minimum is this release (1.0.0): nothing asks to update.
    await section(page, 'Offers and articles').getByRole('article').first().waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await withVersions(page, { minAppVersion: '99.0.0' });
    await page.goto(brandUrl('servicebay', '/portal/dashboard'));
    const dialog = page.getByRole('dialog', { name: 'Update required' });
    await dialog.waitFor();
    await transitionsDone(page);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByRole('button', { name: /close/i }).count()).toBe(0);
    await noSeriousIssues(page);
    await page.screenshot(shot('update-required-390'));
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Update now' }).click();
    await reloaded;
  });

  it('names the store on a phone below the store’s version, and Later puts it off for the visit', async () => {
    const page = await browser.newPage({ viewport: PHONE, userAgent: ANDROID_PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: null });
    await withVersions(page, { androidVersion: '1.1.0' });
    await page.goto(brandUrl('servicebay', '/portal/dashboard'));
    const dialog = page.getByRole('dialog', { name: 'App Update' });
    await seen(dialog, 'A newer version of ServiceBay is available on Google Play.');
    await expect
      .poll(() => dialog.getByRole('link', { name: 'Update on Google Play' }).getAttribute('href'))
      .toBe('https://play.google.com/store/apps/details?id=com.servicebay.app');
    await noSeriousIssues(page);
    await page.screenshot(shot('update-store-390'));
    await dialog.getByRole('button', { name: 'Later' }).click();
    await expect.poll(() => dialog.count(), PATIENTLY).toBe(0);
    await openInApp(page, '/portal/offers');
    await openInApp(page, '/portal/dashboard');
    await section(page, 'Offers and articles').getByRole('article').first().waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
