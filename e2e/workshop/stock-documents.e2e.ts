import { randomInt } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueIndianNumber } from '../support/api';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { DESKTOP, useBrowser } from '../support/browser';
import { staffSignIn, uniquePlate } from '../support/job-cards';
import { shootAtWidths } from '../support/screens';
import { callApi, catalogues, checkScreen, pickLanguage, SHOTS, signInToWorkshopByApi, workshopUrl, checkScreenEverywhere } from '../support/workshop';

const JOURNEY_MS = 300_000;
const browser = useBrowser();

type Workshop = { workshopId: string; name: string };
type Inward = { inwardId: string; number: string; lines: { inwardLineId: string }[] };

/** Where the other journeys work: the first workshop of the demo's staff (their bookings, cards and payments). */
const STAFF_WORKSHOP = 'Sri Balaji Motors';

/**
 * One of the owner's workshops that no other journey uses: not the staff's (STAFF_WORKSHOP), not
 * the owner's first (where the owner lands), not the last (stock.e2e.ts's, whose low-stock list
 * must hold only its own part). Its part, vendor, customer and card are this journey's own anyway
 * (a part number of its own, a reorder level of 0 so it never joins a low-stock list).
 */
async function documentsWorkshop(): Promise<{ token: string; workshop: Workshop }> {
  const owner = await staffSignIn('owner');
  const { workshops } = owner.staff;
  const quiet = workshops.find((each, index) => index > 0 && index < workshops.length - 1 && each.name !== STAFF_WORKSHOP);
  return { token: owner.accessToken, workshop: quiet ?? workshops[0]! };
}

/** A walk-in's card holding two brake pad sets (a part line), the line's id, and the card's API path. */
async function cardWithPads(base: string, token: string, partNo: string) {
  const customer = await callApi<{ customerId: string }>('POST', `${base}/customers`, { name: 'Returns Walk-in', mobileNumber: uniqueIndianNumber() }, token);
  const [make] = await callApi<{ makeId: string }[]>('GET', '/catalog/vehicle/makes');
  const [model] = await callApi<{ modelId: string }[]>('GET', `/catalog/vehicles/models?makeId=${make!.makeId}`);
  const [variant] = await callApi<{ vehicleId: string; fuelType: string; endYear: number | null }[]>(
    'GET',
    `/catalog/vehicle/variants?modelId=${model!.modelId}`,
  );
  const withVehicle = await callApi<{ vehicles: { vehicleId: string }[] }>(
    'POST',
    `${base}/customers/${customer.customerId}/vehicles`,
    {
      makeId: make!.makeId,
      modelId: model!.modelId,
      year: variant!.endYear ?? 2024,
      fuelType: variant!.fuelType,
      catalogVehicleId: variant!.vehicleId,
      registrationNumber: uniquePlate(),
    },
    token,
  );
  const card = await callApi<{ jobCardId: string; jobCardNo: string }>(
    'POST',
    `${base}/job-cards`,
    { customerId: customer.customerId, vehicleId: withVehicle.vehicles[0]!.vehicleId },
    token,
  );
  const cardPath = `${base}/job-cards/${card.jobCardId}`;
  const line = { kind: 'part', name: 'Brake pad set', partNo, quantity: 2, unitPrice: 1250, taxPercentage: 18, hsnSac: '87083000' };
  await callApi('POST', `${cardPath}/estimate/lines`, line, token);
  const estimate = await callApi<{ lines: { lineId: string }[] }>('GET', `${cardPath}/estimate`, undefined, token);
  return { card, cardPath, lineId: estimate.lines[0]!.lineId };
}

/** The card's estimate sent and approved at the counter, the work done and ready, and its tax invoice issued. */
async function taxInvoiceOf(cardPath: string, token: string) {
  await callApi('POST', `${cardPath}/estimate/send`, {}, token);
  const estimate = await callApi<{ lines: { lineId: string }[]; sending: { versions: { version: number }[] } }>(
    'GET',
    `${cardPath}/estimate`,
    undefined,
    token,
  );
  const lines = estimate.lines.map((line) => ({ lineId: line.lineId, approval: 'approved' }));
  await callApi('POST', `${cardPath}/estimate/approval`, { version: estimate.sending.versions[0]!.version, lines, via: 'counter' }, token);
  for (const status of ['workInProgress', 'readyForDelivery']) await callApi('POST', `${cardPath}/status`, { status }, token);
  return callApi<{ number: string; lines: { name: string; quantity: number }[] }>('POST', `${cardPath}/invoices`, {}, token);
}

/**
 * A dialog in Arabic then in English at every width, axe clean in each (the language picker sits
 * behind an open dialog, so it is opened once per language); left open in English for the journey.
 */
async function shootDialog(page: Page, name: string, open: (language: 'ar' | 'en') => Promise<void>): Promise<{ dialog: Locator; overflows: string[] }> {
  const overflows: string[] = [];
  const dialog = page.getByRole('dialog');
  for (const language of ['ar', 'en'] as const) {
    await pickLanguage(page, language);
    await open(language);
    await dialog.waitFor();
    await expect.poll(() => seriousAccessibilityIssues(page), { message: `axe on the ${name} dialog in ${language}` }).toEqual([]);
    overflows.push(...(await shootAtWidths(page, { dir: SHOTS, name: `workshop-${name}-${language}`, viewport: DESKTOP })));
    if (language === 'ar') {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  }
  return { dialog, overflows };
}

/** The rows of a table on screen as the text of their cells. */
const cellsOf = (rows: Locator) =>
  rows.evaluateAll((each) => each.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => (cell as HTMLElement).innerText.trim())));

const named = (template: string, values: Record<string, string>) => template.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

describe('stock documents: inward, return to the vendor, debit note (issue 28 parts 4, 5, 7 and 9)', () => {
  it(
    'two of three ordered come on a bill and go on a card invoiced as issued; the third, sent back from the Inwards screen, is debited once; the ledger and the register explain it',
    async () => {
      const { token, workshop } = await documentsWorkshop();
      const base = `/staff/workshops/${workshop.workshopId}`;
      const partNumber = `RV-${randomInt(1e5, 1e6)}`;
      const part = await callApi<{ partId: string }>(
        'POST',
        `${base}/parts`,
        {
          partNumber,
          name: 'Brake pad set',
          taxPercentage: 18,
          unit: 'set',
          purchasePrice: 500,
          sellingPrice: 1250,
          hsn: '87083000',
          reorderLevel: 0,
          bin: 'R2',
        },
        token,
      );
      const vendorName = `Pads & Co ${partNumber}`;
      const vendor = await callApi<{ vendorId: string }>('POST', `${base}/vendors`, { name: vendorName, paymentTermsDays: 30 }, token);
      const order = await callApi<{ lines: { orderLineId: string }[] }>(
        'POST',
        `${base}/purchase-orders`,
        { vendorId: vendor.vendorId, lines: [{ partId: part.partId, quantity: 3 }] },
        token,
      );
      const today = new Date().toISOString().slice(0, 10);
      const inwardOf = (quantity: number, numbers: { billNumber?: string; challanNumber?: string }) =>
        callApi<Inward>(
          'POST',
          `${base}/inwards`,
          {
            vendorId: vendor.vendorId,
            inwardDate: today,
            ...numbers,
            amount: 590 * quantity,
            lines: [{ partId: part.partId, orderLineId: order.lines[0]!.orderLineId, quantity, unitPrice: 500, taxPercentage: 18 }],
            complete: true,
          },
          token,
        );

      // Two of the three on the vendor's bill; both issued to the card, whose tax invoice bills exactly them.
      const first = await inwardOf(2, { billNumber: `INV-${partNumber}` });
      const { card, cardPath, lineId } = await cardWithPads(base, token, partNumber);
      await callApi('POST', `${base}/stock-issues`, { jobCardId: card.jobCardId, lines: [{ jobCardLineId: lineId, partId: part.partId, quantity: 2 }] }, token);
      const invoice = await taxInvoiceOf(cardPath, token);
      expect(invoice.lines.map((line) => [line.name, line.quantity])).toEqual([['Brake pad set', 2]]);
      // The third comes later on a delivery challan, and turns out cracked.
      const third = await inwardOf(1, { challanNumber: `DC-${partNumber}` });

      const overflows: string[] = [];
      const page = await browser.newPage({ viewport: DESKTOP });
      await signInToWorkshopByApi(page, 'owner', undefined, { landOn: null });
      await page.goto(workshopUrl(`/w/${workshop.workshopId}/dashboard`));
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Inwards' }).click();
      await page.getByRole('heading', { name: 'Inwards', level: 1 }).waitFor();
      const thirdCard = page.getByRole('listitem', { name: third.number });
      await thirdCard.getByText(`Challan DC-${partNumber}`).waitFor();
      await page.getByRole('listitem', { name: first.number }).getByText(`Bill INV-${partNumber}`).waitFor();
      overflows.push(...(await checkScreenEverywhere(page, 'inwards')));

      // Sent back from the Inwards screen: at most what is left of the line (one).
      const returning = await shootDialog(page, 'vendor-return', (language) =>
        thirdCard.getByRole('button', { name: named(catalogues[language].workshop.stock.inwards.returnOf, { number: third.number }) }).click(),
      );
      overflows.push(...returning.overflows);
      const returnLine = returning.dialog.getByRole('group', { name: 'Brake pad set' });
      await returnLine.getByText('At most 1').waitFor();
      await returnLine.getByLabel('Quantity to return').fill('2');
      await returning.dialog.getByRole('button', { name: 'Return to vendor', exact: true }).click();
      await returnLine.getByText('Return quantity should not be more than the quantity received on this inward').waitFor();
      await returnLine.getByLabel('Quantity to return').fill('1');
      await returning.dialog.getByLabel('Reason').fill('Cracked backing plate');
      await returning.dialog.getByRole('button', { name: 'Return to vendor', exact: true }).click();
      const returned = page.getByText(/^Vendor return (\S+) saved$/);
      await returned.waitFor();
      const vendorReturnNumber = /^Vendor return (\S+) saved$/.exec(await returned.innerText())![1]!;
      await returning.dialog.waitFor({ state: 'detached' });
      await thirdCard.getByText('1 returned').waitFor();

      // A second desk opens the debit note on the same inward before the first desk issues it.
      const other = await browser.newPage({ viewport: DESKTOP });
      await signInToWorkshopByApi(other, 'owner', undefined, { landOn: null });
      await other.goto(workshopUrl(`/w/${workshop.workshopId}/inwards`));
      await other
        .getByRole('listitem', { name: third.number })
        .getByRole('button', { name: `Debit note for inward ${third.number}` })
        .click();
      const late = other.getByRole('dialog', { name: `Debit note for inward ${third.number}` });
      await late.getByText('Whole lines', { exact: true }).click();
      await late.getByRole('checkbox', { name: new RegExp(partNumber) }).check();
      await late.getByLabel('Reason').fill('Cracked, second desk');

      // The debit note for the returned line, by the first desk.
      const debiting = await shootDialog(page, 'debit-note', (language) =>
        thirdCard.getByRole('button', { name: named(catalogues[language].workshop.stock.inwards.debitNoteOf, { number: third.number }) }).click(),
      );
      overflows.push(...debiting.overflows);
      await debiting.dialog.getByText('Whole lines', { exact: true }).click();
      await debiting.dialog.getByRole('button', { name: 'Issue debit note' }).click();
      await debiting.dialog.getByText('A debit note needs an amount or at least one selected line').waitFor();
      await debiting.dialog.getByRole('checkbox', { name: new RegExp(partNumber) }).check();
      await debiting.dialog.getByLabel('Reason').fill('Cracked backing plate');
      overflows.push(...(await shootAtWidths(page, { dir: SHOTS, name: 'workshop-debit-note-lines-en', viewport: DESKTOP, widths: [320] })));
      await debiting.dialog.getByRole('button', { name: 'Issue debit note' }).click();
      const issued = page.getByText(/^Debit note (\S+) issued for ₹590\.00$/);
      await issued.waitFor();
      const noteNumber = /^Debit note (\S+) issued/.exec(await issued.innerText())![1]!;
      await thirdCard.getByText(`Debit note ${noteNumber}`).waitFor();
      await expect.poll(() => thirdCard.getByRole('button', { name: `Debit note for inward ${third.number}` }).count()).toBe(0);

      // The second desk's attempt is refused in its dialog, with what it typed kept.
      await late.getByRole('button', { name: 'Issue debit note' }).click();
      await late.getByRole('alert').getByText('Credit note or debit note already generated').waitFor();
      await expect.poll(() => late.getByRole('checkbox', { name: new RegExp(partNumber) }).isChecked()).toBe(true);
      await expect.poll(() => late.getByLabel('Reason').inputValue()).toBe('Cracked, second desk');
      overflows.push(...(await shootAtWidths(other, { dir: SHOTS, name: 'workshop-debit-note-refused-en', viewport: DESKTOP, widths: [390] })));
      await other.close();

      // The part's ledger, newest first: two in on the bill, two out to the card, one in on the challan, one back to the vendor.
      await page.goto(workshopUrl(`/w/${workshop.workshopId}/parts/${part.partId}`));
      const ledger = page.getByRole('region', { name: 'Ledger' });
      await ledger.locator('tbody tr').nth(3).waitFor();
      const lines = await cellsOf(ledger.locator('tbody tr'));
      expect(lines.map((cells) => cells.slice(1, 5))).toEqual([
        ['Returned to vendor', `Vendor return ${vendorReturnNumber}`, '-1', '0'],
        ['Inward', `Inward ${third.number}`, '+1', '1'],
        ['Issued to job card', `Job card ${card.jobCardNo}`, '-2', '0'],
        ['Inward', `Inward ${first.number}`, '+2', '2'],
      ]);
      overflows.push(...(await checkScreen(page, 'part-ledger-returned')));

      // The register of this month shows the note, and exports it.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Debit notes' }).click();
      await page.getByRole('heading', { name: 'Debit notes', level: 1 }).waitFor();
      const noteRow = page.locator('table tbody tr').filter({ hasText: noteNumber });
      await noteRow.waitFor();
      const [noteCells] = await cellsOf(noteRow);
      expect(noteCells!.slice(1, 5)).toEqual([noteNumber, third.number, vendorName, '₹500.00']);
      expect(noteCells!.at(-1)).toBe('₹590.00');
      overflows.push(...(await checkScreenEverywhere(page, 'debit-notes')));
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^debit-notes-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(await download.path());
      const sheetRows: unknown[][] = [];
      book.worksheets[0]!.eachRow((row) => sheetRows.push((row.values as unknown[]).slice(1)));
      expect(sheetRows.find((row) => row[1] === noteNumber)?.slice(2, 5)).toEqual([third.number, vendorName, 500]);
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );
});
