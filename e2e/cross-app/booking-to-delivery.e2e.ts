import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { brandUrl, DESKTOP, transitionsDone, useBrowser } from '../support/browser';
import { deskMove, readyToLeave, type DeskCall } from '../../apps/api/test/desk-handover';
import { bookedByApi, customerWithCartAt, staffSignIn, workshopOf } from '../support/job-cards';
import { callApi, checkScreen, signInToWorkshopByApi } from '../support/workshop';

/**
 * ARCHITECTURE.md section 7, one life: a customer books at the demo advisor's workshop; the advisor,
 * signed in in another browser, sees it arrive in the inbox without a reload, accepts it and moves
 * its job card from the pickup to the delivery; the customer's booking details, open all along,
 * follow each visible step live (the timeline's bars and the bell's unread count) and end Completed.
 */
const JOURNEY_MS = 300_000;
const PATIENTLY = { timeout: 15_000 };
const browser = useBrowser();

const bell = (page: Page, count: number) => page.getByRole('banner').getByRole('button', { name: `Notifications, ${count} unread`, exact: true });
const bar = (page: Page, name: string) => page.getByRole('progressbar', { name, exact: true });

/** Presses a move of the job card and waits for the card to show its new status in its header. */
async function move(advisor: Page, button: string, status: string) {
  await advisor.getByRole('group', { name: 'Next step' }).getByRole('button', { name: button, exact: true }).click();
  await advisor.getByRole('main').getByText(status, { exact: true }).first().waitFor(PATIENTLY);
}

describe('a booking’s one life, from the customer app to the workshop and back', () => {
  it(
    'the advisor sees a booking arrive live, accepts it and delivers the vehicle; the customer follows every step live to Completed',
    async () => {
      const workshop = await workshopOf('advisor');
      const customer = await browser.newPage({ viewport: DESKTOP });
      const cart = await customerWithCartAt(customer, workshop.workshopId, { signIn: 'api' });

      // The advisor's inbox is open before the booking is made.
      const advisor = await browser.newPage({ viewport: DESKTOP });
      await signInToWorkshopByApi(advisor, 'advisor');
      await advisor
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: /^Bookings/ })
        .click();
      await advisor.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
      await advisor.getByText(/^Waiting: \d+$/).waitFor();
      await advisor.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

      // The customer books pickup and drop: the booking arrives in the inbox live, marked new, and the navbar counts it.
      const booked = await bookedByApi(customer, cart, { isPickupRequired: true });
      const arrived = advisor.getByRole('listitem', { name: booked.bookingCode });
      await arrived.waitFor(PATIENTLY);
      await expect.poll(() => arrived.getAttribute('data-new')).toBe('true');
      await expect.poll(() => arrived.innerText()).toMatch(/^new$[\s\S]*Pickup and drop[\s\S]*Basic Service/im);
      await expect.poll(() => advisor.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      await advisor.getByRole('link', { name: /^Bookings [1-9]\d* waiting$/ }).waitFor();
      const overflows = await checkScreen(advisor, 'inbox');

      // The customer's booking details, open from now on: booked, one notification.
      await customer.goto(brandUrl('servicebay', `/portal/booking_details/${booked.bookingId}`));
      await bar(customer, 'Booking: 100% done').waitFor(PATIENTLY);
      await bell(customer, 1).waitFor(PATIENTLY);

      // Accept: the new job card opens, confirmed, its moves offered.
      await arrived.getByRole('button', { name: `Accept booking ${booked.bookingCode}` }).click();
      await advisor.waitForURL(/\/workshop\/w\/[^/]+\/job-cards\/[^/]+$/);
      await advisor.getByRole('heading', { name: /^Job card JC-\d+$/, level: 1 }).waitFor();
      await advisor.getByRole('main').getByText('Confirmed', { exact: true }).first().waitFor();
      await advisor.getByText(booked.plate, { exact: true }).first().waitFor();
      overflows.push(...(await checkScreen(advisor, 'job-card-confirmed')));

      // Pickup: the driver and the time (the slot's start, offered first).
      await advisor.getByRole('group', { name: 'Next step' }).getByRole('button', { name: 'Schedule pickup', exact: true }).click();
      const pickup = advisor.getByRole('dialog', { name: 'Schedule the pickup' });
      await pickup.waitFor();
      await transitionsDone(advisor);
      await pickup.getByRole('button', { name: 'Schedule pickup' }).click();
      await pickup.getByText('This field is required').first().waitFor();
      await pickup.getByRole('textbox', { name: 'Driver’s name' }).fill('Suresh Kumar');
      await pickup.getByRole('textbox', { name: 'Driver’s mobile number' }).fill('9800011122');
      await expect.poll(() => pickup.getByLabel('Pickup time').inputValue()).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
      overflows.push(...(await checkScreen(advisor, 'pickup-dialog')));
      await pickup.getByRole('button', { name: 'Schedule pickup' }).click();
      await pickup.waitFor({ state: 'hidden' });
      await advisor.getByRole('main').getByText('Pickup Scheduled', { exact: true }).first().waitFor(PATIENTLY);
      await advisor.getByText(/^Suresh Kumar, \+91 9800011122, pickup /).waitFor();

      // Picked up: the customer's pickup bar fills and a notification arrives.
      await move(advisor, 'Picked up', 'Picked Up');
      await bar(customer, 'Pickup: 100% done').waitFor(PATIENTLY);
      await bell(customer, 2).waitFor(PATIENTLY);

      // In the workshop (a step the customer is not shown), then the work.
      await move(advisor, 'Vehicle in workshop', 'In Workshop');
      // The estimate the workshop skipped counts as behind the booking: two of the six work steps.
      await move(advisor, 'Start work', 'Work In Progress');
      await bar(customer, 'Work: 33% done').waitFor(PATIENTLY);
      await bell(customer, 3).waitFor(PATIENTLY);
      await move(advisor, 'Ready for delivery', 'Ready for Delivery');
      await bar(customer, 'Work: 67% done').waitFor(PATIENTLY);
      await bell(customer, 4).waitFor(PATIENTLY);

      // The money (issue 27 part 5), the owner's at the desk: the tax invoice, the balance in cash, the odometer out
      // and the delivery checklist. The advisor's card follows live, its hand-over list ticked, and offers Deliver.
      await advisor.getByText('Next: issue the tax invoice under Invoices').waitFor();
      const handover = advisor.getByRole('region', { name: 'Before the vehicle leaves' });
      const item = (state: 'Done' | 'To do', text: RegExp) =>
        handover
          .getByRole('listitem')
          .filter({ hasText: `${state}:` })
          .filter({ hasText: text });
      await item('To do', /Issue the tax invoice/).waitFor();
      const { accessToken } = await staffSignIn('owner');
      const desk: DeskCall = (method, url, body) => callApi(method, url, body, accessToken);
      const cardPath = `/staff/workshops/${workshop.workshopId}/job-cards/${advisor.url().split('/').at(-1)}`;
      await deskMove(desk, cardPath, 'invoice');
      await readyToLeave(desk, cardPath);
      for (const done of [/Tax invoice \S+ issued/, /Odometer out \d+ km/, /Delivery checklist walked \(7 items\)/, /Paid in full/])
        await item('Done', done).waitFor(PATIENTLY);
      // The customer was told of the invoice and of the bill paid (Payment Pending settled).
      await bell(customer, 6).waitFor(PATIENTLY);
      overflows.push(...(await checkScreen(advisor, 'job-card-ready-to-leave')));

      // Delivered at the customer's place: the booking is Completed for them, and the advisor has no step left.
      await move(advisor, 'Deliver vehicle', 'Delivered');
      await bar(customer, 'Delivery: 100% done').waitFor(PATIENTLY);
      await bar(customer, 'Work: 100% done').waitFor();
      await bell(customer, 7).waitFor(PATIENTLY);
      await customer
        .getByRole('region', { name: `Booking ${booked.bookingCode}` })
        .getByText('Completed', { exact: true })
        .waitFor(PATIENTLY);
      await advisor.getByText('No step is yours to take now.').waitFor();

      // The customer's dashboard: no booking under way any more, and the vehicle's last service is today's.
      await customer.goto(brandUrl('servicebay', '/portal/dashboard'));
      const lastService = customer.getByLabel('Service and odometer').locator('dd').first();
      await expect.poll(() => lastService.innerText(), PATIENTLY).toMatch(/^\d\d [A-Z][a-z]{2} \d{4}$/);
      await expect.poll(() => customer.getByRole('region', { name: 'Your service' }).count()).toBe(0);

      // The card's history: every step, by the advisor.
      const history = advisor.getByRole('region', { name: 'History' });
      await expect
        .poll(async () =>
          (await history.innerText()).match(/^(Confirmed|Pickup Scheduled|Picked Up|In Workshop|Work In Progress|Ready for Delivery|Delivered)$/gm),
        )
        .toEqual(['Confirmed', 'Pickup Scheduled', 'Picked Up', 'In Workshop', 'Work In Progress', 'Ready for Delivery', 'Delivered']);
      // The advisor's steps; the invoice (and its Invoice step) was the owner's.
      await expect.poll(async () => (await history.innerText()).match(/By Rahul Verma/g)?.length).toBe(7);
      overflows.push(...(await checkScreen(advisor, 'job-card-delivered')));

      // Delivered, the card offers its gate pass: the server's PDF (its text is read in the API's card-prints test), opened in a tab of its own.
      const popup = advisor.waitForEvent('popup');
      await advisor.getByRole('button', { name: 'Print gate pass' }).click();
      await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
      await (await popup).close();
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );
});
