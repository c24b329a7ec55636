import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser';
import { bookingAt, cardByApi, openJobCard, staffSignIn, workshopOf } from '../support/job-cards';
import { callApi, checkScreen, signInToWorkshopByApi } from '../support/workshop';

const browser = useBrowser();

type Estimate = { lines: { lineId: string }[] };

describe('the cashier takes the payments of a tax invoice (issue 27 part 5)', () => {
  it('takes a cash part-payment with the change worked out, then the rest by card, each with a receipt, until it is paid in full', async () => {
    const { workshopId } = await workshopOf('cashier');
    const booked = await bookingAt(await browser.newPage({ viewport: DESKTOP }), workshopId, { signIn: 'api' });
    const card = await cardByApi(workshopId, booked, ['inWorkshop']);
    // The desk's side through the API: the booked service (approved by the booking) invoiced when ready.
    const { accessToken } = await staffSignIn('accounts');
    const base = `/staff/workshops/${workshopId}/job-cards/${card.jobCardId}`;
    const estimate = await callApi<Estimate>('GET', `${base}/estimate`, undefined, accessToken);
    expect(estimate.lines.length).toBeGreaterThan(0);
    const advisor = (await staffSignIn('advisor')).accessToken;
    for (const status of ['workInProgress', 'readyForDelivery']) await callApi('POST', `${base}/status`, { status }, advisor);
    const invoice = await callApi<{ number: string; totals: { grandTotal: number } }>('POST', `${base}/invoices`, {}, accessToken);

    const page = await browser.newPage({ viewport: DESKTOP });
    await signInToWorkshopByApi(page, 'cashier', undefined, { landOn: null });
    await openJobCard(page, workshopId, card);
    const payments = page.getByRole('region', { name: 'Payments' });
    await payments.getByText(`Invoice ${invoice.number}`).waitFor();
    await payments.getByText('Balance due').waitFor();

    await payments.getByRole('button', { name: 'Take payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a payment' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('1000');
    await dialog.getByRole('textbox', { name: 'Cash handed over' }).fill('1500');
    await dialog.getByText('Change to give: ₹500.00').waitFor();
    await dialog.getByRole('button', { name: 'Save payment' }).click();
    await page.getByText(/^Payment of ₹1,000.00 taken: receipt RC\d{4}\/\d{4}$/).waitFor();
    // The receipt's line (its print button names the receipt too, for a screen reader).
    await payments.getByText(/^Receipt RC\d{4}\/\d{4} · /).waitFor();

    await payments.getByRole('button', { name: 'Take payment' }).click();
    await dialog.getByText('Card', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Reference (UTR or slip number)' }).fill('SLIP-4471');
    await dialog.getByRole('button', { name: 'Save payment' }).click();
    await payments.getByText('Paid in full').waitFor();
    await expect.poll(() => payments.getByText(/^Receipt RC\d{4}\/\d{4} · /).count()).toBe(2);
    await expect.poll(() => payments.getByRole('button', { name: 'Take payment' }).count()).toBe(0);

    const overflows = await checkScreen(page, 'payments');

    // Accounts takes back the booked service's line with a credit note, once.
    const accounts = await browser.newPage({ viewport: DESKTOP });
    await signInToWorkshopByApi(accounts, 'accounts', undefined, { landOn: null });
    await openJobCard(accounts, workshopId, card);
    const invoices = accounts.getByRole('region', { name: 'Invoices' });
    await invoices.getByRole('button', { name: 'Credit note' }).click();
    const credit = accounts.getByRole('dialog', { name: `Credit note for ${invoice.number}` });
    await credit.getByText('Whole lines', { exact: true }).first().click();
    await credit.getByRole('checkbox').first().check();
    await credit.getByRole('textbox', { name: 'Reason' }).fill('Service not done');
    await credit.getByRole('button', { name: 'Issue' }).click();
    await accounts.getByText(/^Credit note CN\d{4}\/\d{4} issued for ₹[\d,.]+$/).waitFor();
    await invoices.getByRole('button', { name: 'Credit note' }).click();
    await credit.getByRole('textbox', { name: 'Amount with tax' }).fill('10');
    await credit.getByRole('button', { name: 'Issue' }).click();
    await credit.getByText('Credit note or debit note already generated').waitFor();
    expect(overflows).toEqual([]);
  });
});
