import { describe, expect, it } from 'vitest';
import { brandUrl, PHONE, useBrowser } from '../support/browser';

const browser = useBrowser();

describe('the workshop app', () => {
  it('is served under /workshop with its signed-out shell, in English and Arabic', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(brandUrl('servicebay', '/workshop'));
    await expect.poll(() => page.getByRole('heading', { name: 'Workshop management' }).isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.getByRole('heading', { name: 'إدارة الورشة' }).isVisible()).toBe(true);
  });
});
