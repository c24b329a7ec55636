import { describe, expect, it } from 'vitest';
import { uniqueIndianNumber } from '../support/api';
import { brandUrl, PHONE, useBrowser } from '../support/browser';
import { signInByApi } from '../support/customer';

const browser = useBrowser();

describe('dialogs', () => {
  it('every dialog’s close button is named, in the language showing', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber(), landOn: '/portal/languages' });
    // The phone menu is a drawer: a dialog with its own close button.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Close' }).click();
    await menu.waitFor({ state: 'hidden' });

    await page.getByRole('radio', { name: 'العربية' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.goto(brandUrl('servicebay', '/portal/dashboard'));
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'إغلاق' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('a dialog drawn at its first opening opens with its transition and gives the focus back when it closes', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInByApi(page, 'servicebay', { mobileNumber: uniqueIndianNumber() });
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    for (const time of ['first', 'second']) {
      await openMenu.click();
      const menu = page.getByRole('dialog', { name: 'Main menu' });
      await menu.getByRole('link', { name: 'My vehicles', exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(() => openMenu.evaluate((button) => button === document.activeElement), { message: `focus back after the ${time} opening` }).toBe(true);
    }
  });
});
