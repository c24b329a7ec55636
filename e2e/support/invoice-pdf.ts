import type { Locator } from 'playwright-core';
import { PATIENTLY } from './garage';

/**
 * The customer app's Invoice button tapped (it opens a new tab on a signed, expiring address):
 * answers what that address serves, its content type and its bytes, for the journey to read the
 * PDF with the tools a person would (apps/api/test/pdf-reading.ts).
 */
export async function openedInvoice(button: Locator): Promise<{ contentType: string; pdf: Buffer }> {
  const page = button.page();
  const asked = page.context().waitForEvent('request', { predicate: (request) => request.url().includes('/api/invoice-links/'), ...PATIENTLY });
  await button.click();
  const url = (await asked).url();
  // Fetched from the page (the brand's host resolves in the browser), as its bytes.
  const { contentType, bytes } = await page.evaluate(async (address) => {
    const response = await fetch(address);
    return { contentType: response.headers.get('content-type') ?? '', bytes: [...new Uint8Array(await response.arrayBuffer())] };
  }, url);
  return { contentType, pdf: Buffer.from(bytes) };
}
