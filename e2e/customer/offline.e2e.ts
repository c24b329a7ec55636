import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { brandUrl, PHONE, useBrowser } from '../support/browser';

const browser = useBrowser();
const isControlledByServiceWorker = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

describe('the installed app offline', () => {
  it('opens from the service worker’s cache with a notice that it is offline, and carries on once back online', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(brandUrl('servicebay', '/login'));
    await page.getByRole('button', { name: 'Continue', exact: true }).waitFor();
    // The worker takes control once it has precached the shell.
    await expect.poll(() => isControlledByServiceWorker(page), { timeout: 30_000 }).toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'You’re offline' });
    await notice.waitFor();
    await expect.poll(() => notice.isVisible()).toBe(true);
    // The shell itself came from the cache: the app runs, and says the brand could not load.
    await page.getByRole('heading', { name: 'We could not load this page' }).waitFor();
    await page.screenshot({ path: 'e2e/artifacts/offline-phone.png' });
    // The worker keeps no API answers (they are per brand and per customer): offline, they fail.
    await expect
      .poll(() =>
        page.evaluate(() =>
          fetch('/api/health').then(
            () => 'answered',
            () => 'failed',
          ),
        ),
      )
      .toBe('failed');

    // Back online, the app tries again by itself.
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Continue', exact: true }).waitFor();
    await expect.poll(() => notice.count()).toBe(0);
  });
});
