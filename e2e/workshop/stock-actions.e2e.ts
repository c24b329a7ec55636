import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser';
import { openJobCard, staffSignIn, walkInCardByApi } from '../support/job-cards';
import { callApi, checkScreen, signInToWorkshopByApi, workshopUrl } from '../support/workshop';

const JOURNEY_MS = 240_000;
const browser = useBrowser();

/**
 * The owner's fourth workshop from the end, where no other stock journey keeps parts, vendors or
 * orders, so journeys running beside this one never share its stock.
 */
async function actionsWorkshop(): Promise<{ token: string; workshopId: string }> {
  const owner = await staffSignIn('owner');
  return { token: owner.accessToken, workshopId: owner.staff.workshops.at(-4)!.workshopId };
}

/** The app on a screen of the workshop, signed in as the owner. */
async function ownerAt(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: DESKTOP });
  await signInToWorkshopByApi(page, 'owner', undefined, { landOn: null });
  await page.goto(workshopUrl(path));
  return page;
}

describe('stock actions: a pending order line cancelled, a card line’s part ordered, a vendor deleted (issue 28)', () => {
  it(
    'cancels a PENDING order line behind a confirmation, orders the rest of a card line from its Parts panel (Spares Pending), and deletes a vendor without documents but not one with them',
    async () => {
      const { token, workshopId } = await actionsWorkshop();
      const base = `/staff/workshops/${workshopId}`;
      const partNumber = `BA-${randomInt(1e5, 1e6)}`;
      const partBody = { partNumber, name: 'Brake pad set', taxPercentage: 18, unit: 'set', purchasePrice: 500, sellingPrice: 1250, hsn: '87083000' };
      const part = await callApi<{ partId: string }>('POST', `${base}/parts`, partBody, token);
      const vendorName = `Pads Direct ${partNumber}`;
      const vendor = await callApi<{ vendorId: string }>('POST', `${base}/vendors`, { name: vendorName, paymentTermsDays: 30 }, token);
      const unused = await callApi<{ vendorId: string }>('POST', `${base}/vendors`, { name: `Never Used ${partNumber}`, paymentTermsDays: 15 }, token);
      // One set on the shelf, issued to a card needing three: the card line's part is known and two are still to order.
      await callApi(
        'POST',
        `${base}/inwards`,
        {
          vendorId: vendor.vendorId,
          inwardDate: new Date().toISOString().slice(0, 10),
          billNumber: `INV-${partNumber}`,
          amount: 590,
          lines: [{ partId: part.partId, quantity: 1, unitPrice: 500, taxPercentage: 18 }],
          complete: true,
        },
        token,
      );
      const padsLine = { kind: 'part', name: 'Brake pad set', partNo: partNumber, quantity: 3, unitPrice: 1250, taxPercentage: 18, hsnSac: '87083000' };
      const { card, lineIds } = await walkInCardByApi(workshopId, token, [padsLine]);
      const issue = { jobCardId: card.jobCardId, lines: [{ jobCardLineId: lineIds[0]!, partId: part.partId, quantity: 1 }] };
      await callApi('POST', `${base}/stock-issues`, issue, token);
      const order = await callApi<{ number: string }>(
        'POST',
        `${base}/purchase-orders`,
        { vendorId: vendor.vendorId, lines: [{ partId: part.partId, quantity: 4 }] },
        token,
      );
      const overflows: string[] = [];

      // The pending line cancelled from the orders screen, after the confirmation.
      const page = await ownerAt(`/w/${workshopId}/purchase-orders`);
      const ordered = page.getByRole('listitem', { name: order.number });
      await ordered.getByText('PENDING').waitFor();
      await ordered.getByRole('button', { name: `Cancel line ${partNumber} · Brake pad set on ${order.number}` }).click();
      const asking = page.getByRole('dialog', { name: `Cancel ${partNumber} · Brake pad set?` });
      await asking.waitFor();
      overflows.push(...(await checkScreen(page, 'order-line-cancel')));
      await asking.getByRole('button', { name: 'Cancel line' }).click();
      await asking.waitFor({ state: 'detached' });
      await ordered.getByText('Cancelled', { exact: true }).waitFor();
      await expect.poll(() => ordered.getByRole('button', { name: /^Cancel line / }).count()).toBe(0);

      // The card line's rest ordered from its Parts panel: the dialog filled in for it, the line then Spares Pending.
      await openJobCard(page, workshopId, card);
      const panel = page.getByRole('region', { name: 'Parts', exact: true });
      await panel.getByText('Needed 3 · ordered 0 · inwarded 0 · issued 1').waitFor();
      await panel.getByRole('button', { name: 'Order Brake pad set' }).click();
      const newOrder = page.getByRole('dialog', { name: 'New purchase order' });
      await newOrder.getByLabel('Vendor').selectOption({ label: vendorName });
      const line = newOrder.getByRole('group', { name: 'Line 1' });
      await expect.poll(() => line.getByLabel('Part').inputValue()).toMatch(new RegExp(`^${partNumber} · `));
      await expect.poll(() => line.getByLabel('Quantity').inputValue()).toBe('2');
      await newOrder.getByRole('button', { name: 'Create order' }).click();
      await newOrder.waitFor({ state: 'detached' });
      await panel.getByText('Spares Pending').waitFor();
      await panel.getByText('Needed 3 · ordered 2 · inwarded 0 · issued 1').waitFor();
      await expect.poll(() => panel.getByRole('button', { name: 'Order Brake pad set' }).count()).toBe(0);

      // A vendor the orders name stays, with the API's refusal; one with no documents goes, back to the list.
      const deleteVendor = async (vendorId: string, name: string) => {
        await page.goto(workshopUrl(`/w/${workshopId}/vendors/${vendorId}`));
        await page.getByRole('heading', { name, level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Delete vendor' }).click();
        const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
        await confirm.waitFor();
        return confirm;
      };
      const refused = await deleteVendor(vendor.vendorId, vendorName);
      await refused.getByRole('button', { name: 'Delete vendor' }).click();
      await page.getByText('This step is not allowed now').waitFor();
      await page.getByRole('heading', { name: vendorName, level: 1 }).waitFor();
      const confirm = await deleteVendor(unused.vendorId, `Never Used ${partNumber}`);
      overflows.push(...(await checkScreen(page, 'vendor-delete')));
      await confirm.getByRole('button', { name: 'Delete vendor' }).click();
      await page.getByRole('heading', { name: 'Vendors', level: 1 }).waitFor();
      await page.getByText(`Vendor Never Used ${partNumber} deleted`).waitFor();
      await expect.poll(() => page.getByRole('link', { name: `Never Used ${partNumber}` }).count()).toBe(0);
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );
});
