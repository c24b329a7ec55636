import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** The system Chromium, with the flags this machine needs (no sandbox as root, no background traffic). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export const brandUrl = (brand: string, pathname = '/') => `http://${brand}.localhost:${inject('port')}${pathname}`;

/** One browser per test file; each journey gets its own context (storage, viewport). */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(options: { viewport?: { width: number; height: number }; userAgent?: string } = {}): Promise<Page> {
      const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, ...(options.userAgent ? { userAgent: options.userAgent } : {}) });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}
