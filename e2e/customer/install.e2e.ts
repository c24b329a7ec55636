import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandUrl, CHROMIUM, FLAGS, PHONE } from '../support/browser';

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/**
 * The customer app is an installable web app for each brand. Chrome judges that itself; a normal
 * profile is needed, since it never offers to install from an incognito one (a plain context).
 */
describe('installing the customer app', () => {
  let profileDir: string;
  let browser: BrowserContext;

  beforeAll(async () => {
    profileDir = mkdtempSync(path.join(tmpdir(), 'servicebay-profile-'));
    browser = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM, args: FLAGS, viewport: PHONE });
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(profileDir, { recursive: true, force: true });
  });

  it.each([
    ['marina', 'Marina Motors'],
    ['throttle', 'Throttle Bikes'],
  ])('Chrome finds the %s app installable, under the brand’s own name and icon', async (brand, name) => {
    const page = await browser.newPage();
    await page.goto(brandUrl(brand, '/login'));
    await page.getByRole('button', { name: 'Continue', exact: true }).waitFor();
    const chrome = await browser.newCDPSession(page);
    // Chrome judges installability once the manifest and the service worker are in; ask until it has.
    await expect.poll(() => chrome.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });

    const { data } = await chrome.send('Page.getAppManifest');
    const manifest = JSON.parse(data!) as Manifest;
    expect(manifest).toMatchObject({ name, start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.src)).toContain(`/api/brand-assets/${brand}/icon.svg`);
    // Android wants 192 and 512 px PNGs; each icon loads as the type it is listed with, at its size.
    const pngSizes = manifest.icons.filter((icon) => icon.type === 'image/png' && icon.purpose === 'any').map((icon) => icon.sizes);
    expect(pngSizes).toEqual(['192x192', '512x512']);
    const served = await page.evaluate(
      (icons) =>
        Promise.all(
          icons.map(async (icon) => {
            const response = await fetch(icon.src);
            const bitmap = icon.type === 'image/png' ? await createImageBitmap(await response.blob()) : null;
            return { sizes: icon.sizes, type: response.headers.get('content-type')?.split(';')[0], size: bitmap ? `${bitmap.width}x${bitmap.height}` : 'any' };
          }),
        ),
      manifest.icons,
    );
    expect(served).toEqual(manifest.icons.map((icon) => ({ sizes: icon.sizes, type: icon.type, size: icon.sizes })));
    await expect.poll(() => page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(`/icons/brands/${brand}/apple-touch-icon.png`);
    await page.close();
  });
});
