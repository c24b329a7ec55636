import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { brandUrl, PHONE, useBrowser } from '../support/browser';

const browser = useBrowser();
const isControlledByServiceWorker = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You’re offline' });

/** Opens /login online and waits until the service worker has precached the shell and controls the page. */
async function installApp(page: Page) {
  await page.goto(brandUrl('servicebay', '/login'));
  await page.getByRole('button', { name: 'Continue', exact: true }).waitFor();
  await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);
}

describe('the installed app offline', () => {
  it('starts cold from the service worker’s cache on the brand’s last profile, says it is offline, and carries on once back online', async () => {
    const page = await browser.newPage({ viewport: PHONE, serviceWorkers: 'allow' });
    await installApp(page);
    const context = page.context();
    await context.setOffline(true);
    // A cold start: the app's only tab closed, the installed app opened again, with no network.
    await page.close();
    const cold = await context.newPage();
    await cold.goto(brandUrl('servicebay', '/login'));

    const notice = offlineNotice(cold);
    await notice.waitFor();
    // The shell came from the cache and runs on the profile kept from the last start: the brand's
    // own sign-in screen, not a startup error.
    await cold.getByRole('button', { name: 'Continue', exact: true }).waitFor();
    await expect.poll(() => cold.evaluate(() => document.title)).not.toBe('');
    await expect.poll(() => cold.getByRole('heading', { name: 'We could not load this page' }).count()).toBe(0);
    await cold.screenshot({ path: 'e2e/artifacts/offline-phone.png' });
    // The worker keeps no API answers (they are per brand and per customer): offline, they fail.
    await expect
      .poll(() =>
        cold.evaluate(() =>
          fetch('/api/health').then(
            () => 'answered',
            () => 'failed',
          ),
        ),
      )
      .toBe('failed');

    await context.setOffline(false);
    await expect.poll(() => notice.count()).toBe(0);
    await cold.getByRole('button', { name: 'Continue', exact: true }).waitFor();
  });

  it('without a kept profile, says the brand could not load and tries again by itself once back online', async () => {
    const page = await browser.newPage({ viewport: PHONE, serviceWorkers: 'allow' });
    await installApp(page);
    await page.evaluate(() => localStorage.removeItem('servicebay.client-profile'));
    await page.context().setOffline(true);
    await page.reload();

    const notice = offlineNotice(page);
    await notice.waitFor();
    await page.getByRole('heading', { name: 'We could not load this page' }).waitFor();

    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Continue', exact: true }).waitFor();
    await expect.poll(() => notice.count()).toBe(0);
  });
});
