import { describe, expect, it } from 'vitest';
import { lastCodeSentTo, uniqueIndianNumber } from '../support/api';
import { brandUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { typeCode } from '../support/customer';
import { holdTheApp } from '../support/hold-the-app';

const browser = useBrowser();
const shot = (name: string) => ({ path: `e2e/artifacts/${name}.png` });

describe('the sign-in screen paints before the JavaScript arrives', () => {
  it('arrives rendered, in the brand, to be seen at once and used once the app has taken it over', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const release = await holdTheApp(page);
    await page.goto(brandUrl('pearl', '/login'), { waitUntil: 'commit' });
    // Without a line of the app's code: the heading, the brand's number field and colours.
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await expect.poll(() => page.getByText('+973').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim())).toBe('#6d28d9');
    await expect.poll(() => page.locator('#root').getAttribute('data-prerendered')).toBe('/login');
    await page.screenshot(shot('login-pearl-before-javascript-phone'));
    // Nothing can be typed or pressed before the app runs it: the takeover would reset a typed
    // number, and the form would submit natively, reloading the page.
    const root = page.locator('#root');
    await expect.poll(() => root.evaluate((element) => element.hasAttribute('inert'))).toBe(true);
    for (const control of [page.getByRole('textbox', { name: 'Mobile number' }), page.getByRole('button', { name: 'Continue as guest' })]) {
      await expect.poll(() => control.isDisabled()).toBe(true);
    }
    const fieldId = () => page.getByRole('textbox', { name: 'Mobile number' }).getAttribute('id');
    const serversFieldId = await fieldId();
    release();
    await expect.poll(() => root.evaluate((element) => element.hasAttribute('inert') || element.hasAttribute('aria-disabled'))).toBe(false);
    // Taken over as it is: Mantine's own useId swapped every field's id for a random one during
    // the takeover, a second render of every field in one long task (src/theme/mantine-use-id.ts).
    await expect.poll(fieldId).toBe(serversFieldId);
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await expect.poll(() => page.getByRole('button', { name: 'Continue', exact: true }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL((url) => ['/portal/dashboard', '/onboarding'].includes(url.pathname));
  });

  it('a visitor who starts typing the moment the app arrives is signed in with what they typed', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const release = await holdTheApp(page);
    const number = uniqueIndianNumber();
    await page.goto(brandUrl('servicebay', '/login'), { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    release();
    // The driver waits for the field to be usable, as a visitor's taps do nothing until then.
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(number);
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(/\/otp$/);
    await typeCode(page, await lastCodeSentTo('servicebay', `+91${number}`));
    await page.waitForURL((url) => ['/portal/dashboard', '/onboarding'].includes(url.pathname));
  });

  it('the download-the-app panel is on the server’s screen on a computer, so nothing moves as the app arrives; never on a phone', async () => {
    const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    for (const [viewport, userAgent, isShown] of [
      [DESKTOP, undefined, true],
      [PHONE, iPhone, false],
      // A phone held sideways is desktop-wide, and still a phone.
      [{ width: 844, height: 390 }, iPhone, false],
    ] as const) {
      const page = await browser.newPage({ viewport, userAgent });
      const release = await holdTheApp(page);
      await page.goto(brandUrl('pearl', '/login'), { waitUntil: 'commit' });
      const panel = page.getByRole('heading', { name: 'Get the app' });
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      const cardTop = () => page.getByRole('heading', { name: 'Login' }).evaluate((element) => Math.round(element.getBoundingClientRect().top));
      // Measured once the page's styles and the slide's image are in: the layout the server's screen paints.
      await page.waitForFunction(
        () =>
          document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet &&
          Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete),
      );
      const before = await cardTop();
      if (viewport === DESKTOP) await expect.poll(() => panel.isVisible()).toBe(true);
      release();
      await expect.poll(() => page.locator('#root').evaluate((element) => element.hasAttribute('inert'))).toBe(false);
      await expect.poll(() => panel.isVisible()).toBe(isShown);
      if (viewport === DESKTOP) await expect.poll(cardTop).toBe(before);
    }
  });

  it('the slides’ carousel loads at the visitor’s first contact, not with the page, and then slides', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const carouselRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/slide-carousel-[^/]*\.js$/.test(request.url())) carouselRequests.push(request.url());
    });
    await page.goto(brandUrl('pearl', '/login'));
    await page.waitForLoadState('networkidle');
    expect(carouselRequests).toEqual([]);
    const next = page.getByRole('button', { name: 'Next slide' });
    // A mouse moving over the slides is the first contact; the carousel comes alive.
    await next.hover();
    await expect.poll(() => next.getAttribute('data-inactive')).toBe(null);
    expect(carouselRequests).toHaveLength(1);
    const secondSlideLeft = () => page.locator('img[src$="slide-2.svg"]').evaluate((image) => image.getBoundingClientRect().left);
    await expect.poll(secondSlideLeft).toBeGreaterThan(PHONE.width / 2);
    await next.click();
    await expect.poll(secondSlideLeft).toBeLessThan(PHONE.width / 2);
  });

  it('a screen that needs the visitor (the portal) is not rendered by the server', async () => {
    const page = await browser.newPage();
    // A document of the brand's origin that runs no app (API answers may not fetch: decision 0022),
    // so the pages are fetched as that brand without being opened.
    await page.goto(brandUrl('servicebay', '/manifest.webmanifest'));
    const pageHtml = (pathname: string) => page.evaluate(async (url) => (await fetch(url, { headers: { accept: 'text/html' } })).text(), pathname);
    await expect.poll(() => pageHtml('/portal/dashboard')).toContain('<div id="root"></div>');
    await expect.poll(() => pageHtml('/login')).toMatch(/<div id="root" data-prerendered="\/login" inert aria-disabled="true">.*Continue as guest/s);
  });
});
