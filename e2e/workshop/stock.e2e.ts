import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser';
import { openJobCard, staffSignIn, walkInCardByApi } from '../support/job-cards';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { shootAtWidths } from '../support/screens';
import { callApi, checkScreen, SHOTS, signInToWorkshopByApi, workshopUrl, checkScreenEverywhere } from '../support/workshop';

const JOURNEY_MS = 240_000;
const browser = useBrowser();

type Workshop = { workshopId: string; name: string };
type Card = { jobCardId: string; jobCardNo: string };

/**
 * The owner's last workshop, where no other journey keeps stock or books: its parts, vendor, customer
 * and card are this journey's own, so journeys running beside it never share its stock or its capacity.
 */
async function stockWorkshop(): Promise<{ token: string; workshop: Workshop }> {
  const owner = await staffSignIn('owner');
  return { token: owner.accessToken, workshop: owner.staff.workshops.at(-1)! };
}

/** A walk-in's card at the workshop, its estimate holding two brake pad sets: a part line the store has to supply. */
async function cardWithPads(workshopId: string, token: string, partNo: string): Promise<{ card: Card; lineId: string }> {
  const line = { kind: 'part', name: 'Brake pad set', partNo, quantity: 2, unitPrice: 1250, taxPercentage: 18, hsnSac: '87083000' };
  const { card, lineIds } = await walkInCardByApi(workshopId, token, [line]);
  return { card, lineId: lineIds[0]! };
}

/** The card's parts panel, and its one line's state badge text. */
const partsPanel = (page: Page) => page.getByRole('region', { name: 'Parts', exact: true });

/** Issues `quantity` of the line through the panel's dialog; the line's part number is the master's, so no part is picked. */
async function issueThroughPanel(page: Page, quantity: string) {
  await partsPanel(page).getByRole('button', { name: 'Issue Brake pad set' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue Brake pad set to the job card' });
  await dialog.waitFor();
  await dialog.getByLabel('Quantity').fill(quantity);
  await dialog.getByRole('button', { name: 'Issue', exact: true }).click();
  return dialog;
}

describe('stock: order, inward, issue to a job card (issue 28 part 9)', () => {
  it(
    'a part ordered for a card and half inwarded on a bill is issued from the card’s panel within on hand; the card shows Part Issued and the ledger explains each quantity',
    async () => {
      const { token, workshop } = await stockWorkshop();
      const base = `/staff/workshops/${workshop.workshopId}`;
      const partNumber = `BP-${randomInt(1e5, 1e6)}`;
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
          reorderLevel: 2,
          bin: 'B4',
        },
        token,
      );
      const vendor = await callApi<{ vendorId: string }>('POST', `${base}/vendors`, { name: `Brakes Direct ${partNumber}`, paymentTermsDays: 30 }, token);
      const { card, lineId } = await cardWithPads(workshop.workshopId, token, partNumber);
      const order = await callApi<{ number: string; lines: { orderLineId: string }[] }>(
        'POST',
        `${base}/purchase-orders`,
        { vendorId: vendor.vendorId, lines: [{ partId: part.partId, quantity: 2, jobCardLineId: lineId }] },
        token,
      );
      const inward = (billNumber: string) =>
        callApi<{ number: string }>(
          'POST',
          `${base}/inwards`,
          {
            vendorId: vendor.vendorId,
            inwardDate: new Date().toISOString().slice(0, 10),
            billNumber,
            amount: 590,
            lines: [{ partId: part.partId, orderLineId: order.lines[0]!.orderLineId, quantity: 1, unitPrice: 500, taxPercentage: 18 }],
            complete: true,
          },
          token,
        );
      const overflows: string[] = [];
      const page = await browser.newPage({ viewport: DESKTOP });
      await signInToWorkshopByApi(page, 'owner', undefined, { landOn: null });
      await page.goto(workshopUrl(`/w/${workshop.workshopId}/dashboard`));

      // Half the order comes on the vendor's first bill: received against the order on its screen.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Purchase orders' }).click();
      await page.getByRole('heading', { name: 'Purchase orders', level: 1 }).waitFor();
      await page.getByRole('button', { name: `Receive against ${order.number}` }).click();
      const receipt = page.getByRole('dialog', { name: `Inward against ${order.number}` });
      await receipt.getByLabel('Vendor bill no.').fill(`INV-${partNumber}-1`);
      await receipt.getByLabel('Bill amount (with tax)').fill('590');
      const orderLine = receipt.getByRole('group', { name: `${partNumber} · Brake pad set` });
      await expect.poll(() => orderLine.getByLabel('Received').inputValue()).toBe('2');
      await orderLine.getByLabel('Received').fill('1');
      await orderLine.getByLabel('Unit price').fill('500');
      await orderLine.getByLabel('Tax rate (%)').fill('18');
      // The dialog in English at each width (the language picker sits behind it), axe clean.
      await expect.poll(() => seriousAccessibilityIssues(page), { message: 'axe on the inward dialog' }).toEqual([]);
      overflows.push(...(await shootAtWidths(page, { dir: SHOTS, name: 'workshop-inward-en', viewport: DESKTOP })));
      await receipt.getByRole('button', { name: 'Complete inward' }).click();
      await receipt.waitFor({ state: 'detached' });
      const ordered = page.getByRole('listitem', { name: order.number });
      await ordered.getByText('1 of 2 received').waitFor();
      await ordered.getByText('PENDING').waitFor();
      overflows.push(...(await checkScreenEverywhere(page, 'purchase-orders')));
      const inwards = await callApi<{ number: string; billNumber: string | null }[]>('GET', `${base}/inwards`, undefined, token);
      const first = inwards.find((each) => each.billNumber === `INV-${partNumber}-1`)!;

      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Stock', exact: true }).click();
      await page.getByRole('heading', { name: 'Parts', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Search parts' }).fill(partNumber.toLowerCase());
      const row = page.locator('table tbody tr').filter({ hasText: partNumber });
      await row.waitFor();
      await expect.poll(() => page.locator('table tbody tr').count()).toBe(1);
      // One on hand, below its reorder level of two.
      await expect.poll(() => row.innerText()).toMatch(/Low stock\s+1/);
      overflows.push(...(await checkScreenEverywhere(page, 'parts')));

      // The card waits for the rest of its order: Spares Pending; one is issued, two are refused (one on hand).
      await openJobCard(page, workshop.workshopId, card);
      const panel = partsPanel(page);
      await panel.getByText('Spares Pending').waitFor();
      await panel.getByText('Needed 2 · ordered 2 · inwarded 1 · issued 0').waitFor();
      const refused = await issueThroughPanel(page, '2');
      // The API's refusal, at the quantity it refused.
      await refused.getByText('The quantity should not be more than the quantity on hand').waitFor();
      await refused.getByLabel('Quantity').fill('1');
      await refused.getByRole('button', { name: 'Issue', exact: true }).click();
      await page.getByText('1 of Brake pad set issued').waitFor();
      await panel.getByText('Needed 2 · ordered 2 · inwarded 1 · issued 1').waitFor();

      // The rest comes on a second bill: Part Inwarded; issued from the panel, the line is Part Issued.
      const second = await inward(`INV-${partNumber}-2`);
      await page.reload();
      await panel.getByText('Part Inwarded').waitFor();
      await issueThroughPanel(page, '1');
      await panel.getByText('Part Issued').waitFor();
      await panel.getByText('Needed 2 · ordered 2 · inwarded 2 · issued 2').waitFor();
      await expect.poll(() => panel.getByRole('button', { name: 'Issue Brake pad set' }).isDisabled()).toBe(true);
      overflows.push(...(await checkScreenEverywhere(page, 'job-card-parts')));

      // The part's ledger, newest first: each quantity by its document, the stock after it.
      await page.goto(workshopUrl(`/w/${workshop.workshopId}/parts/${part.partId}`));
      const ledger = page.getByRole('region', { name: 'Ledger' });
      await ledger.locator('tbody tr').nth(3).waitFor();
      const lines = await ledger
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => (cell as HTMLElement).innerText.trim())));
      expect(lines.map((cells) => cells.slice(1, 5))).toEqual([
        ['Issued to job card', `Job card ${card.jobCardNo}`, '-1', '0'],
        ['Inward', `Inward ${second.number}`, '+1', '1'],
        ['Issued to job card', `Job card ${card.jobCardNo}`, '-1', '0'],
        ['Inward', `Inward ${first.number}`, '+1', '1'],
      ]);
      overflows.push(...(await checkScreen(page, 'part-ledger')));

      // Nothing left of it here: on the low-stock list, ordered again in one action, the valuation exported.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Stock on hand' }).click();
      await page.getByRole('heading', { name: 'Stock on hand', level: 1 }).waitFor();
      await page.getByRole('radiogroup', { name: 'Which parts' }).getByText('Low stock').click();
      await page.getByRole('link', { name: partNumber }).waitFor();
      overflows.push(...(await checkScreenEverywhere(page, 'stock-low')));
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
      expect(download.suggestedFilename()).toBe('stock-on-hand.xlsx');
      await page.getByRole('button', { name: 'Order these parts' }).click();
      const reorder = page.getByRole('dialog', { name: 'New purchase order' });
      await reorder.getByLabel('Vendor').selectOption({ label: `Brakes Direct ${partNumber}` });
      // The workshop's only low part, filled in with what brings it up to its reorder level.
      const lineOfPart = reorder.getByRole('group', { name: 'Line 1' });
      await expect.poll(() => lineOfPart.getByLabel('Part').inputValue()).toMatch(new RegExp(`^${partNumber} · `));
      await expect.poll(() => lineOfPart.getByLabel('Quantity').inputValue()).toBe('2');
      await reorder.getByRole('button', { name: 'Create order' }).click();
      await page.getByText(/^Purchase order PO\S+ created$/).waitFor();

      // What the workshop owes the vendor: both bills, the running balance.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Vendors' }).click();
      await page.getByRole('heading', { name: 'Vendors', level: 1 }).waitFor();
      overflows.push(...(await checkScreen(page, 'vendors')));
      await page.getByRole('link', { name: `Brakes Direct ${partNumber}` }).click();
      const statement = page.getByRole('region', { name: 'Statement' });
      await statement.locator('tbody tr').nth(1).waitFor();
      const entries = await statement
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => (cell as HTMLElement).innerText.trim())));
      expect(entries.map((cells) => cells.slice(1))).toEqual([
        [`Inward ${first.number}`, `INV-${partNumber}-1`, '₹590.00', '₹590.00'],
        [`Inward ${second.number}`, `INV-${partNumber}-2`, '₹590.00', '₹1,180.00'],
      ]);
      overflows.push(...(await checkScreenEverywhere(page, 'vendor-statement')));
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );
});
