import { describe, expect, it } from 'vitest';
import { brandUrl, DESKTOP, transitionsDone, useBrowser } from '../support/browser';
import { bookingAt, cardByApi, moveButtons, openJobCard, workshopOf } from '../support/job-cards';
import { checkScreen, signInToWorkshopByApi, TABLET } from '../support/workshop';

const PATIENTLY = { timeout: 15_000 };
const browser = useBrowser();

describe('a job card, by role', () => {
  it('shows a cashier a work-in-progress card with no move to make and its details read-only', async () => {
    const { workshopId } = await workshopOf('cashier');
    const booked = await bookingAt(await browser.newPage({ viewport: DESKTOP }), workshopId, { signIn: 'api' });
    const card = await cardByApi(workshopId, booked, ['inWorkshop', 'workInProgress']);

    const page = await browser.newPage({ viewport: TABLET });
    await signInToWorkshopByApi(page, 'cashier', undefined, { landOn: null });
    await openJobCard(page, workshopId, card);
    await page.getByText('No step is yours to take now.').waitFor();
    await expect.poll(() => page.getByRole('group', { name: 'Next step' }).count()).toBe(0);
    await page.getByText('You can see these details; the advisors and managers change them.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Save details' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('textbox', { name: 'Odometer in' }).getAttribute('readonly')).not.toBeNull();
    const overflows = await checkScreen(page, 'job-card-cashier');
    expect(overflows).toEqual([]);
  });

  it('lets a technician move work in progress to ready for delivery, and no further', async () => {
    const { workshopId } = await workshopOf('tech');
    const booked = await bookingAt(await browser.newPage({ viewport: DESKTOP }), workshopId, { signIn: 'api' });
    const card = await cardByApi(workshopId, booked, ['inWorkshop', 'workInProgress']);

    const page = await browser.newPage({ viewport: DESKTOP });
    await signInToWorkshopByApi(page, 'tech', undefined, { landOn: null });
    await openJobCard(page, workshopId, card);
    await expect.poll(() => moveButtons(page)).toEqual(['Ready for delivery', 'Spares pending']);
    const overflows = await checkScreen(page, 'job-card-technician');
    await page.getByRole('button', { name: 'Ready for delivery', exact: true }).click();
    await page.getByText(`Job card ${card.jobCardNo}: Ready for Delivery`).waitFor();
    await page.getByRole('region', { name: 'History' }).getByText('Ready for Delivery').waitFor();
    await expect.poll(() => page.getByText('No step is yours to take now.').count()).toBe(1);
    expect(overflows).toEqual([]);
  });

  it('takes the advisor’s intake details (refusing an odometer out not above the in), and asks remarks to cancel, which the customer reads', async () => {
    const { workshopId } = await workshopOf('advisor');
    const customer = await browser.newPage({ viewport: DESKTOP });
    const booked = await bookingAt(customer, workshopId, { signIn: 'api' });
    const card = await cardByApi(workshopId, booked);
    await customer.goto(brandUrl('servicebay', `/portal/booking_details/${booked.bookingId}`));
    const booking = customer.getByRole('region', { name: `Booking ${booked.bookingCode}` });
    await booking.getByText('In progress', { exact: true }).waitFor(PATIENTLY);

    const page = await browser.newPage({ viewport: DESKTOP });
    await signInToWorkshopByApi(page, 'advisor', undefined, { landOn: null });
    await openJobCard(page, workshopId, card);

    // Odometer out above odometer in (workshop spec section 5), then saved.
    await page.getByRole('textbox', { name: 'Odometer in' }).fill('45210');
    await page.getByRole('textbox', { name: 'Odometer out' }).fill('45200');
    await page.getByRole('textbox', { name: 'Concerns and complaints' }).fill('Brake noise\nAC not cooling');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Odometer out above odometer in').waitFor();
    const overflows = await checkScreen(page, 'job-card-intake-refused');
    await page.getByRole('textbox', { name: 'Odometer out' }).fill('');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Job card details saved').waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Concerns and complaints' }).inputValue()).toBe('Brake noise\nAC not cooling');

    // Cancelling asks the remarks the customer reads.
    await page.getByRole('button', { name: 'Cancel job card', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel job card ${card.jobCardNo}?` });
    await dialog.waitFor();
    await transitionsDone(page);
    await dialog.getByRole('button', { name: 'Cancel job card' }).click();
    await dialog.getByText('This field is required').waitFor();
    overflows.push(...(await checkScreen(page, 'cancel-job-card')));
    const remarks = 'The part is out of stock for three weeks; please book again later.';
    await dialog.getByRole('textbox', { name: 'Remarks for the customer' }).fill(remarks);
    await dialog.getByRole('button', { name: 'Cancel job card' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('main').getByText('Cancelled', { exact: true }).first().waitFor();
    await page.getByRole('region', { name: 'History' }).getByText(`“${remarks}”`).waitFor();

    // The customer's details, open all along, say so with the remarks.
    await booking.getByText('Cancelled', { exact: true }).waitFor(PATIENTLY);
    await booking.getByText(remarks).waitFor(PATIENTLY);
    expect(overflows).toEqual([]);
  });
});
