import { describe, expect, it } from 'vitest';
import { brandUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import { bookingAt } from '../support/job-cards';
import { signInThroughLogin } from '../support/workshop';

/**
 * The README's quick start, end to end on whichever database this pass runs (the embedded PGlite
 * when CI runs the other journeys on PostgreSQL, decision 0038): one process serves both apps on
 * its demo data; a customer signs in by a one-time code and books, and the workshop's owner signs in
 * and finds the booking waiting in the inbox.
 */
const browser = useBrowser();

describe('the quick start', () => {
  it('serves the customer app and the workshop app on one database: a booking made in one waits in the other', async () => {
    // The owner signs in first, and lands in the workshop where the work is (the busiest of theirs).
    const owner = await browser.newPage({ viewport: DESKTOP });
    await signInThroughLogin(owner, 'owner');
    const workshopId = /\/w\/([^/]+)\/dashboard$/.exec(new URL(owner.url()).pathname)![1]!;
    const customer = await browser.newPage({ viewport: PHONE });
    // Signs in through the app's own screens (the one-time code from the development outbox), then books.
    const booked = await bookingAt(customer, workshopId);
    await customer.goto(brandUrl('servicebay', `/portal/booking_details/${booked.bookingId}`));
    await customer.getByRole('heading', { name: 'Booking details', level: 1 }).waitFor();
    await customer.getByRole('progressbar', { name: 'Booking: 100% done' }).waitFor();

    await owner
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /^Bookings/ })
      .click();
    const waiting = owner.getByRole('listitem', { name: booked.bookingCode });
    await waiting.waitFor();
    await expect.poll(() => waiting.innerText()).toMatch(new RegExp(`${booked.plate}[\\s\\S]*Basic Service`));
  });
});
