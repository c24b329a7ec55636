import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/account';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, DESKTOP, PHONE, transitionsDone, useBrowser } from '../support/browser';
import { signInByApi } from '../support/customer';

const browser = useBrowser();
const shot = (name: string) => ({ path: `e2e/artifacts/${name}.png`, fullPage: true });
const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).filter({ visible: true }).first().isVisible()).toBe(true);
const direction = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir].join(' '));

type Settings = { language: string; deleteRequest: boolean; notificationsEnabled: boolean };
const settings = (page: Page) => apiAs<Settings>(page, 'GET', '/users/me/settings');

describe('settings', () => {
  it('a customer switches to Arabic, which is saved and applied on the next visit, and back to English', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber() });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/portal\/settings$/);
    await page.getByRole('link', { name: /Languages/ }).click();
    await page.waitForURL(/\/portal\/languages$/);

    await page.getByRole('radio', { name: 'العربية' }).click();
    await expect.poll(() => direction(page)).toBe('ar rtl');
    await visible(page, 'اللغات');
    await expect.poll(async () => (await settings(page)).language).toBe('ar');
    await page.screenshot(shot('languages-arabic-phone'));

    // A new visit starts in English and takes the account's language once the customer is known.
    await page.goto(brandUrl('servicebay', '/portal/settings'));
    await expect.poll(() => direction(page)).toBe('ar rtl');
    await visible(page, 'الإعدادات');

    await page.getByRole('link', { name: /اللغات/ }).click();
    await page.getByRole('radio', { name: 'English' }).click();
    await expect.poll(() => direction(page)).toBe('en ltr');
    await expect.poll(async () => (await settings(page)).language).toBe('en');
  });

  it('notification switches are saved as they change', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: '/portal/settings' });
    const notifications = page.getByRole('switch', { name: /Booking notifications/ });
    await expect.poll(() => notifications.isChecked()).toBe(true);
    await notifications.click({ force: true });
    await expect.poll(async () => (await settings(page)).notificationsEnabled).toBe(false);
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: /Booking notifications/ }).isChecked()).toBe(false);
  });

  it('help and support: one answer open at a time, write to the brand, call us', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: '/portal/settings' });
    await page.getByRole('link', { name: /Help and support/ }).click();
    await page.waitForURL(/\/portal\/help-and-support$/);

    // The questions speak of what the app does today: no booking or payment questions yet.
    const vehicles = page.getByRole('button', { name: 'How do I add or change my vehicle?' });
    const addresses = page.getByRole('button', { name: 'What are my addresses for?' });
    await vehicles.click();
    await expect.poll(() => vehicles.getAttribute('aria-expanded')).toBe('true');
    await addresses.click();
    await expect.poll(() => addresses.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => vehicles.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByRole('button', { name: /book a service|pay/i }).count()).toBe(0);
    await transitionsDone(page);

    await page.getByRole('button', { name: 'Contact us' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact us' });
    await contact.getByRole('button', { name: 'Write email' }).click();
    await visible(page, 'Please enter your message');
    await visible(page, /support@servicebay\.example\.com/);
    await contact.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Call us' }).click();
    const call = page.getByRole('dialog', { name: 'Call us' });
    await expect.poll(() => call.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:+9118002664477');
    await page.screenshot(shot('help-call-phone'));
  });

  it('a customer requests account deletion: the form gives way to the 30-day message', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const number = uniqueIndianNumber();
    await signInByApi(page, 'servicebay', { mobileNumber: number, landOn: '/portal/settings' });

    const panel = page.getByRole('button', { name: 'Delete account' });
    await panel.click();
    await expect.poll(() => panel.getAttribute('aria-expanded')).toBe('true');
    await transitionsDone(page);
    await expect.poll(() => page.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe(`+91${number}`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Country' }).inputValue()).toBe('India');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ravi Kumar');
    await page.getByRole('button', { name: 'Request account deletion' }).click();

    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    const message = 'Your account deletion request has been received. Your data will be erased in 30 days.';
    await expect.poll(() => page.getByRole('status').filter({ hasText: message }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Request account deletion' }).count()).toBe(0);
    await expect.poll(async () => (await settings(page)).deleteRequest).toBe(true);
    await page.screenshot(shot('delete-account-requested-phone'));

    // The request stays on record: a new visit shows the message, not the form.
    await page.reload();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: message }).isVisible()).toBe(true);
  });

  it('a customer who asks the system for less motion gets the panel open at once, without animation', async () => {
    const page = await browser.newPage({ viewport: PHONE, reducedMotion: 'reduce' });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: '/portal/settings' });
    await page.getByRole('button', { name: 'Delete account' }).click();
    // Sampled for twenty frames: the panel never animates its height (it would from the second frame).
    const heightTransitionFrames = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let frames = 0;
          let animated = 0;
          const sample = () => {
            if (document.getAnimations().some((animation) => animation instanceof CSSTransition && animation.transitionProperty === 'height')) animated++;
            if (++frames < 20) requestAnimationFrame(sample);
            else resolve(animated);
          };
          sample();
        }),
    );
    expect(heightTransitionFrames).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Request account deletion' }).isVisible()).toBe(true);
  });
});
