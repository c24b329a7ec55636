import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser';
import { shootAtWidths } from '../support/screens';
import { bookingAt, cardByApi, staffSignIn, workshopOf } from '../support/job-cards';
import { callApi, checkScreen, pickLanguage, SHOTS, signInToWorkshopByApi, workshopUrl } from '../support/workshop';

const JOURNEY_MS = 240_000;
const browser = useBrowser();

type Invoice = { invoiceId: string; number: string; totals: { grandTotal: number } };
type Card = Awaited<ReturnType<typeof cardByApi>>;

/** A booked card at the workshop invoiced through the API: the booked service (approved by the booking), ready, billed by accounts. */
async function invoicedCard(workshopId: string): Promise<{ card: Card; plate: string; invoice: Invoice; accounts: string }> {
  const booked = await bookingAt(await browser.newPage({ viewport: DESKTOP }), workshopId, { signIn: 'api' });
  const card = await cardByApi(workshopId, booked, ['inWorkshop']);
  const base = `/staff/workshops/${workshopId}/job-cards/${card.jobCardId}`;
  const advisor = (await staffSignIn('advisor')).accessToken;
  // Reading the estimate brings the booking's services in as its first lines, approved by the booking.
  const estimate = await callApi<{ lines: unknown[] }>('GET', `${base}/estimate`, undefined, advisor);
  expect(estimate.lines.length).toBeGreaterThan(0);
  for (const status of ['workInProgress', 'readyForDelivery']) await callApi('POST', `${base}/status`, { status }, advisor);
  const accounts = (await staffSignIn('accounts')).accessToken;
  const invoice = await callApi<Invoice>('POST', `${base}/invoices`, {}, accounts);
  return { card, plate: booked.plate, invoice, accounts };
}

/** The register's rows on screen (the grid's body rows at the desk). */
const rows = (page: Page) => page.locator('table tbody tr');

/** Waits for the register to show one row, the document's (the search asks once typing pauses). */
async function onlyRow(page: Page, number: string) {
  await rows(page).filter({ hasText: number }).waitFor();
  await expect.poll(() => rows(page).count()).toBe(1);
}

/** Picks a whole month on the period's calendar: `months` back from the one shown, its first to its last day. */
async function pickMonthBack(page: Page, months: number) {
  await page.getByRole('button', { name: 'Period' }).click();
  for (let step = 0; step < months; step++) await page.getByRole('button', { name: 'Previous month' }).click();
  // The grid shows the neighbours' days too, marked outside: the month's own first and last.
  const days = page.locator('.mantine-DatePickerInput-day:not([data-outside])');
  await days.first().click();
  await days.last().click();
}

/** The workbook the download saved: its only sheet's rows as arrays of cell values. */
async function workbookRows(path: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const values: ExcelJS.CellValue[][] = [];
  book.worksheets[0]!.eachRow((row) => values.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return values;
}

/** Shoots the phone widths in both languages (checkScreen shoots the desk's and runs axe). */
async function shootPhones(page: Page, name: string) {
  const overflows: string[] = [];
  for (const language of ['ar', 'en'] as const) {
    await pickLanguage(page, language);
    overflows.push(...(await shootAtWidths(page, { dir: SHOTS, name: `workshop-${name}-${language}`, viewport: DESKTOP, widths: [320, 390] })));
  }
  return overflows;
}

describe('the invoice and credit-note registers (issue 27 parts 6 and 9)', () => {
  it(
    'accounts finds an invoice by its plate in this month, not in another, exports the period to Excel, opens its card; and finds its credit note',
    async () => {
      const { workshopId } = await workshopOf('accounts');
      const { card, plate, invoice, accounts } = await invoicedCard(workshopId);
      const note = await callApi<{ number: string; total: number }>(
        'POST',
        `/staff/workshops/${workshopId}/invoices/${invoice.invoiceId}/credit-notes`,
        { prefix: 'CN', amount: 100, reason: 'Goodwill' },
        accounts,
      );

      const page = await browser.newPage({ viewport: DESKTOP });
      await signInToWorkshopByApi(page, 'accounts', undefined, { landOn: null });
      await page.goto(workshopUrl(`/w/${workshopId}/dashboard`));
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invoices' }).click();
      await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();

      // This month's register, searched by the plate as the customer reads it out.
      await page.getByRole('textbox', { name: 'Search' }).fill(plate.toLowerCase());
      await onlyRow(page, invoice.number);
      const totals = page.getByRole('region', { name: 'Totals of the period' });
      await totals.getByText('Documents').waitFor();
      await expect.poll(() => totals.locator('dd').first().innerText()).toBe('1');

      // Another month has nothing of it; 'This month' brings it back.
      await pickMonthBack(page, 2);
      await expect.poll(() => totals.locator('dd').first().innerText()).toBe('0');
      await expect.poll(() => rows(page).filter({ hasText: invoice.number }).count()).toBe(0);
      await page.getByRole('button', { name: 'This month' }).click();
      await onlyRow(page, invoice.number);
      const overflows = await checkScreen(page, 'invoice-register');
      overflows.push(...(await shootPhones(page, 'invoice-register')));

      // The period as a workbook: the header, the one invoice found, the totals.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const sheet = await workbookRows((await download.path())!);
      expect(sheet[0]).toEqual(['Date', 'Invoice no.', 'Job card', 'Customer', 'Plate', 'Taxable value', 'Tax', 'Grand total', 'Paid', 'Balance']);
      expect(sheet).toHaveLength(3);
      expect(sheet[1]!.slice(1, 3)).toEqual([invoice.number, card.jobCardNo]);
      expect(sheet[1]![4]).toBe(plate);
      expect(sheet[1]![7]).toBe(invoice.totals.grandTotal);
      expect(sheet[2]![0]).toBe('Total');
      await page.getByText(/^invoices-.*\.xlsx downloaded$/).waitFor();

      // A row opens its job card.
      await rows(page).first().getByRole('cell').first().click();
      await page.getByRole('heading', { name: `Job card ${card.jobCardNo}`, level: 1 }).waitFor();

      // The credit note, in its own register, by the credited invoice's number.
      await page.goBack();
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Credit notes' }).click();
      await page.getByRole('heading', { name: 'Credit notes', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Search' }).fill(invoice.number);
      await onlyRow(page, note.number);
      overflows.push(...(await checkScreen(page, 'credit-note-register')));
      overflows.push(...(await shootPhones(page, 'credit-note-register')));
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );
});
