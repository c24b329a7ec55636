import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, PHONE, useBrowser } from '../support/browser';
import { signInByApi, storedSession } from '../support/customer';

const browser = useBrowser();
/** A quarter of an hour and more: the access token (15 minutes) is due again. */
const ACCESS_TOKEN_LIFE_MS = 16 * 60_000;

/**
 * Issue 26 item 23: two tabs of one customer share one rotating refresh token. Each renews when its
 * access token falls due (the browsers' clock moved on), one after the other and both at once, and
 * both stay signed in: the kept session follows across tabs, and a tab that raced the other is not
 * taken for a thief (the server's reuse leeway, session.service.ts).
 */
describe('two tabs of one customer', () => {
  it('stay signed in while each renews its token, one after the other and both at once', async () => {
    const mobileNumber = uniqueIndianNumber();
    const first = await browser.newPage({ viewport: PHONE });
    await signInByApi(first, 'servicebay', { mobileNumber, landOn: null });
    const second = await first.context().newPage();
    const clock = first.context().clock;
    let browserTime = Date.now();
    const timePasses = async () => {
      browserTime += ACCESS_TOKEN_LIFE_MS;
      await clock.setFixedTime(browserTime);
    };
    const refreshToken = async () => (await storedSession(first))?.refreshToken;
    const profileShown = async (page: Page) => {
      await page.getByText(`+91${mobileNumber}`).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/portal/profile');
    };
    const openProfile = async (page: Page) => {
      await page.goto(brandUrl('servicebay', '/portal/profile'));
      await profileShown(page);
    };
    await openProfile(first);
    await openProfile(second);

    // One after the other: each renewal is the other tab's too.
    let held = await refreshToken();
    for (const page of [first, second]) {
      await timePasses();
      await openProfile(page);
      await expect.poll(refreshToken).not.toBe(held);
      held = await refreshToken();
      await expect.poll(async () => (await storedSession(page === first ? second : first))?.refreshToken).toBe(held);
    }

    // Both at once, with the same token.
    await timePasses();
    await Promise.all([first.reload(), second.reload()]);
    await Promise.all([profileShown(first), profileShown(second)]);
    await expect.poll(refreshToken).not.toBe(held);

    // Still signed in everywhere afterwards: a call with what each tab now holds is answered.
    await timePasses();
    for (const page of [first, second]) await openProfile(page);
  });
});
