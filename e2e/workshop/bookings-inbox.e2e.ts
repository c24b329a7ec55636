import { describe, expect, it } from 'vitest';
import { brandUrl, DESKTOP, transitionsDone, useBrowser } from '../support/browser';
import { bookingAt, workshopOf } from '../support/job-cards';
import { checkScreen, signInToWorkshopByApi, TABLET } from '../support/workshop';

const PATIENTLY = { timeout: 15_000 };
const browser = useBrowser();

describe('the bookings inbox', () => {
  it('shows the gate the bookings waiting, with no answer to give; the advisor rejects one with remarks the customer reads', async () => {
    const { workshopId } = await workshopOf('security');
    const customer = await browser.newPage({ viewport: DESKTOP });
    const booked = await bookingAt(customer, workshopId, { signIn: 'api' });

    // Security reads bookings (the matrix) but does not answer them; a booking already waiting is not marked new.
    const gate = await browser.newPage({ viewport: TABLET });
    await signInToWorkshopByApi(gate, 'security');
    await gate
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /^Bookings/ })
      .click();
    const waiting = gate.getByRole('listitem', { name: booked.bookingCode });
    await waiting.waitFor();
    await gate.getByText('You can see the bookings waiting; the advisors and managers accept them.').waitFor();
    await expect.poll(() => waiting.getByRole('button').count()).toBe(0);
    await expect.poll(() => waiting.getAttribute('data-new')).toBeNull();
    await expect.poll(() => waiting.innerText()).toMatch(new RegExp(`Own visit[\\s\\S]*${booked.plate}[\\s\\S]*Basic Service`));
    const overflows = await checkScreen(gate, 'inbox-security');

    // The advisor rejects it: the remarks are asked, and the booking leaves both inboxes, live at the gate.
    const advisor = await browser.newPage({ viewport: DESKTOP });
    await signInToWorkshopByApi(advisor, 'advisor');
    await advisor
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /^Bookings/ })
      .click();
    await advisor.getByRole('button', { name: `Reject booking ${booked.bookingCode}` }).click();
    const dialog = advisor.getByRole('dialog', { name: `Reject booking ${booked.bookingCode}?` });
    await dialog.waitFor();
    await transitionsDone(advisor);
    await dialog.getByRole('textbox', { name: 'Remarks for the customer' }).fill('No');
    await dialog.getByRole('button', { name: 'Reject booking' }).click();
    await dialog.getByText('Minimum 3 characters required').waitFor();
    overflows.push(...(await checkScreen(advisor, 'reject-booking')));
    const remarks = 'We are fully booked that day; please choose another slot.';
    await dialog.getByRole('textbox', { name: 'Remarks for the customer' }).fill(remarks);
    await dialog.getByRole('button', { name: 'Reject booking' }).click();
    await advisor.getByText(`Booking ${booked.bookingCode} rejected`).waitFor();
    await advisor.getByRole('listitem', { name: booked.bookingCode }).waitFor({ state: 'detached' });
    await waiting.waitFor({ state: 'detached', ...PATIENTLY });

    // The customer reads the remarks on their booking.
    await customer.goto(brandUrl('servicebay', `/portal/booking_details/${booked.bookingId}`));
    const booking = customer.getByRole('region', { name: `Booking ${booked.bookingCode}` });
    await booking.getByText('Cancelled', { exact: true }).waitFor(PATIENTLY);
    await booking.getByText(remarks).waitFor();
    expect(overflows).toEqual([]);
  });
});
