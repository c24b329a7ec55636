import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser';
import { bookingAt, cardByApi, openJobCard, workshopOf } from '../support/job-cards';
import { shootAtWidths } from '../support/screens';
import { checkScreen, SHOTS, signInToWorkshopByApi } from '../support/workshop';

const browser = useBrowser();

describe("a job card's estimate at the desk (issue 27 part 1)", () => {
  it('starts with the booked service, takes lines from the keyboard with the totals moving as they are typed, refuses the same part twice, changes and removes a line', async () => {
    const { workshopId } = await workshopOf('advisor');
    const booked = await bookingAt(await browser.newPage({ viewport: DESKTOP }), workshopId, { signIn: 'api' });
    const card = await cardByApi(workshopId, booked, ['inWorkshop']);
    const page = await browser.newPage({ viewport: DESKTOP });
    await signInToWorkshopByApi(page, 'advisor', undefined, { landOn: null });
    await openJobCard(page, workshopId, card);

    const estimate = page.getByRole('region', { name: 'Estimate' });
    const lines = estimate.getByRole('table', { name: 'Estimate' });
    // The customer's booked service is the first line, approved by their booking.
    await lines.getByText('Approved').waitFor();
    await expect.poll(() => lines.locator('tbody tr').count()).toBe(1);

    const form = estimate.getByRole('form', { name: 'Add a line' });
    await form.getByRole('combobox', { name: 'Part or labour' }).fill('Brake pad set');
    await form.getByRole('textbox', { name: 'Part number' }).fill('BP-2291');
    await form.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await form.getByRole('textbox', { name: 'Unit price' }).fill('1250');
    await form.getByRole('textbox', { name: 'Discount' }).fill('10');
    // 2 x 1,250 less 10 % is 2,250, with 18 % GST 2,655: shown before it is added, and in the totals.
    await form.getByText('Line total ₹2,655.00').waitFor();
    await estimate.getByText('Including the line being typed').waitFor();
    await form.getByRole('textbox', { name: 'Unit price' }).press('Enter');
    await page.getByText('Brake pad set added').waitFor();
    await lines.getByText('Brake pad set').waitFor();
    await lines.getByText('CGST').or(lines.getByText('18% · ₹405.00')).first().waitFor();
    // The next line is typed at once: the name field has the cursor again, empty.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? null)).toBe('');

    // The same part by its number, spaced and in lower case: 'increase its quantity instead'.
    await form.getByRole('combobox', { name: 'Part or labour' }).fill('Front pads');
    await form.getByRole('textbox', { name: 'Part number' }).fill('bp 2291');
    await form.getByRole('textbox', { name: 'Unit price' }).fill('900');
    await form.getByRole('button', { name: 'Add line' }).click();
    await form.getByText('This part is already on the job card: increase its quantity instead').waitFor();

    // A discount above the quantity price is refused at the field, before anything is sent.
    await form.getByRole('button', { name: 'Discount in percent: switch to an amount' }).click();
    await form.getByRole('textbox', { name: 'Discount' }).fill('5000');
    await form.getByRole('button', { name: 'Add line' }).click();
    await form.getByText('Discount should not be more than the quantity price').waitFor();
    await form.getByRole('textbox', { name: 'Discount' }).fill('');
    await form.getByRole('combobox', { name: 'Part or labour' }).fill('');

    // Three sets, not two: the line changes in the same form.
    await estimate.getByRole('button', { name: 'Change Brake pad set' }).click();
    const change = estimate.getByRole('form', { name: 'Change line 2' });
    await change.getByRole('textbox', { name: 'Quantity' }).fill('3');
    await change.getByText('Line total ₹3,982.50').waitFor();
    await change.getByRole('button', { name: 'Save line' }).click();
    await page.getByText('Line saved').waitFor();
    await lines.getByText('₹3,982.50').waitFor();

    // Sent: the lines frozen as version 1, the link texted; the customer answers at the counter.
    await estimate.getByText('Not sent to the customer yet').waitFor();
    await estimate.getByRole('button', { name: 'Send to customer' }).click();
    await page.getByText(/^Estimate sent: link texted to •••• \d{4}$/).waitFor();
    await estimate.getByText(/^Version 1 sent .*: waiting for customer approval$/).waitFor();
    await estimate.getByRole('button', { name: 'Record answer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record the customer’s answer to version 1' });
    await dialog.getByRole('button', { name: 'Save answer' }).and(page.locator('[disabled]')).waitFor();
    await dialog.getByRole('button', { name: 'Approve all' }).click();
    await dialog.getByRole('radiogroup', { name: 'Brake pad set' }).getByText('Decline').click();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Pads next visit');
    await dialog.getByRole('button', { name: 'Save answer' }).click();
    await page.getByText('Answer recorded').waitFor();
    await estimate.getByText(/answered .* at the counter, taken by .*: 1 approved, 1 declined$/).waitFor();
    await lines.getByText('Declined').waitFor();

    // A proforma of the approved work, its PDF opened in a tab of its own.
    await estimate.getByRole('button', { name: 'Issue proforma' }).click();
    await page.getByText(/^Proforma PF\d{4}\/\d{4} issued$/).waitFor();
    const popup = page.waitForEvent('popup');
    await estimate.getByRole('button', { name: /^PDF PF\d{4}\/\d{4}$/ }).click();
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
    await (await popup).close();

    const overflows = await checkScreen(page, 'estimate');
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInToWorkshopByApi(phone, 'advisor', undefined, { landOn: null });
    await openJobCard(phone, workshopId, card);
    await phone.getByRole('list', { name: 'Estimate' }).getByRole('listitem', { name: 'Brake pad set' }).waitFor();
    overflows.push(
      ...(await shootAtWidths(phone, { dir: SHOTS, name: 'workshop-estimate-phone-en', viewport: { width: 390, height: 844 }, widths: [320, 390] })),
    );

    await estimate.getByRole('button', { name: 'Remove Brake pad set' }).click();
    await page.getByRole('dialog', { name: 'Remove this line?' }).getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('Brake pad set removed').waitFor();
    await expect.poll(() => lines.locator('tbody tr').count()).toBe(1);
    // A changed estimate needs a new answer.
    await estimate.getByText('Changed since version 1 was sent: send it again for a new answer').waitFor();
    await estimate.getByRole('button', { name: 'Send new version' }).waitFor();
    expect(overflows).toEqual([]);
  });
});
