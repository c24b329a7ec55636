import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { majorOf, workAdvanceOf } from '@servicebay/domain';
import { apiAs } from '../support/account';
import { seriousAccessibilityIssues } from '../support/accessibility';
import { brandUrl, DESKTOP, transitionsDone, useBrowser } from '../support/browser';
import { choose, lineCard } from '../support/estimate-answer';
import { bookingAt, cardByApi, openJobCard, staffSignIn, workshopOf, type Booked } from '../support/job-cards';
import { horizontalOverflow } from '../support/screens';
import { callApi, pickLanguage, SHOTS, signInToWorkshopByApi } from '../support/workshop';

/**
 * Issue 27 part 2, the customer's side: the workshop sends the estimate of a booking (the booked
 * service and two parts); the customer approves two lines and declines one on the booking's
 * details, on a phone, the bill moving as they choose, and sends the answer, which the workshop
 * reads line by line. A walk-in without the app answers through the link the SMS carries, without
 * signing in: a version sent meanwhile is read again and answered afresh. Each screen is looked at
 * in English and Arabic at 320 and 390 px and on a desktop, and axe finds nothing serious.
 */
const JOURNEY_MS = 240_000;
const PHONE = { width: 390, height: 844 };
const PATIENTLY = { timeout: 15_000 };
const browser = useBrowser();

const PADS = { kind: 'part', name: 'Brake pad set', partNo: 'BP-2291', quantity: 2, unitPrice: 1250, taxPercentage: 18 };
const OIL = { kind: 'part', name: 'Engine oil 5W-30', partNo: 'EO-530', quantity: 3.5, unitPrice: 520, taxPercentage: 18 };

type Line = { lineId: string; name: string; approval: string; total: number };
type Estimate = { lines: Line[]; totals: { grandTotal: number } };
type Card = { jobCardId: string; jobCardNo: string; mobileNumber: string | null };

/** The desk's side of one job card's estimate, through the staff API as the demo advisor. */
async function deskOf(workshopId: string, booked: Booked) {
  const card = (await cardByApi(workshopId, booked, ['inWorkshop'])) as unknown as Card;
  const { accessToken } = await staffSignIn('advisor');
  const base = `/staff/workshops/${workshopId}/job-cards/${card.jobCardId}`;
  return {
    card,
    estimate: () => callApi<Estimate>('GET', `${base}/estimate`, undefined, accessToken),
    add: (line: object) => callApi<Estimate>('POST', `${base}/estimate/lines`, line, accessToken),
    change: (lineId: string, line: object) => callApi<Estimate>('PUT', `${base}/estimate/lines/${lineId}`, line, accessToken),
    send: (body: { advancePercent?: number } = {}) => callApi('POST', `${base}/estimate/send`, body, accessToken),
  };
}

/** The token of the estimate link the development outbox holds for the customer's number. */
async function estimateLinkSentTo(mobileNumber: string): Promise<string> {
  const to = encodeURIComponent(`+${mobileNumber.replace(/^\+/, '')}`);
  let token: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await callApi<{ body: string }[]>('GET', `/dev/outbox?to=${to}`);
      token = outbox.map((message) => /\/estimate\/([\w.-]+)/.exec(message.body)?.[1]).find(Boolean);
      return token;
    })
    .toBeTruthy();
  return token!;
}

const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(amount);
const approvalsOf = (estimate: Estimate) => Object.fromEntries(estimate.lines.map((line) => [line.name, line.approval]));

/** The bill's total as the screen shows it. */
const totalShown = (estimate: Locator) =>
  estimate
    .getByRole('region', { name: 'Your bill' })
    .getByText('Total', { exact: true })
    .locator('xpath=..')
    .innerText()
    .then((text) => text.replace('Total', '').trim());

/**
 * The estimate's section at 320 and 390 px and a desktop's 1280 (the section alone: the whole
 * page's pictures are large), and axe on the page; answers where the page scrolled sideways.
 */
async function lookAt(page: Page, estimate: Locator, name: string): Promise<string[]> {
  const viewport = page.viewportSize() ?? PHONE;
  const overflows: string[] = [];
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: width > 1000 ? DESKTOP.height : 720 });
    // A screen as tall as the page: the header and the held Send then sit where they belong, not over the section.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height: Math.min(height, 8000) });
    await transitionsDone(page);
    await estimate.screenshot({ path: `${SHOTS}/estimate-${name}-${width}.png` });
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) overflows.push(`${name} at ${width} px overflows ${overflow} px sideways`);
  }
  await page.setViewportSize(viewport);
  await expect.poll(() => seriousAccessibilityIssues(page), { message: `axe on ${name}` }).toEqual([]);
  return overflows;
}

describe('the customer answers the workshop’s estimate, line by line', () => {
  it(
    'on the booking’s details: two lines approved, one declined, the bill following; the workshop reads the answer',
    async () => {
      const workshop = await workshopOf('advisor');
      const page = await browser.newPage({ viewport: PHONE, hasTouch: true });
      const booked = await bookingAt(page, workshop.workshopId, { signIn: 'api' });
      const desk = await deskOf(workshop.workshopId, booked);
      const estimateReads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/estimate')) estimateReads.push(request.url());
      });

      // In the workshop, no estimate sent yet: the details do not ask for one.
      await page.goto(brandUrl('servicebay', `/portal/booking_details/${booked.bookingId}`));
      await page.getByRole('heading', { name: `Booking ${booked.bookingCode}` }).waitFor(PATIENTLY);
      await page.getByRole('progressbar', { name: 'Booking: 100% done' }).waitFor();
      expect(estimateReads).toEqual([]);

      await desk.add(PADS);
      const [service] = (await desk.add(OIL)).lines.filter((line) => line.name !== PADS.name && line.name !== OIL.name);
      await desk.send();

      // Sent: the timeline's Estimate step is done, and the details ask for it.
      await page.reload();
      const estimate = page.getByRole('region', { name: 'Estimate', exact: true });
      await estimate.waitFor(PATIENTLY);
      await estimate.getByText('Awaiting your answer').waitFor();
      await expect.poll(() => estimate.getByRole('listitem').count()).toBe(3);
      await lineCard(estimate, PADS.name)
        .getByText(`2 × ${rupees(1250)}`)
        .waitFor();
      // The service the customer booked comes approved; the parts wait for an answer, and Send for every line.
      const approve = (name: string) => lineCard(estimate, name).getByRole('radio', { name: 'Approve', exact: true });
      await expect.poll(() => approve(service!.name).isChecked()).toBe(true);
      await expect.poll(() => approve(PADS.name).isChecked()).toBe(false);
      await expect.poll(() => lineCard(estimate, PADS.name).getByRole('radio', { name: 'Decline', exact: true }).isChecked()).toBe(false);
      const send = estimate.getByRole('button', { name: 'Send my answer' });
      await expect.poll(() => send.isDisabled()).toBe(true);
      await estimate.getByText('Approve or decline each line to send your answer (2 left)').waitFor();
      const sentTotal = (await desk.estimate()).totals.grandTotal;
      await expect.poll(() => totalShown(estimate)).toBe(rupees(sentTotal));
      const overflows = await lookAt(page, estimate, 'booking-waiting-en');

      await choose(estimate, PADS.name, 'Approve');
      await estimate.getByText('Approve or decline each line to send your answer (1 left)').waitFor();
      await choose(estimate, OIL.name, 'Decline');
      // The declined oil leaves the bill and stays as recommended work: 3.5 × 520 with 18 % tax.
      await estimate.getByText('Recommended work you declined (1)').waitFor();
      await lineCard(estimate, OIL.name).getByText('Recommended work', { exact: true }).waitFor();
      await expect.poll(() => totalShown(estimate)).not.toBe(rupees(sentTotal));
      const chosenTotal = await totalShown(estimate);
      await expect.poll(() => send.isEnabled()).toBe(true);
      overflows.push(...(await lookAt(page, estimate, 'booking-chosen-en')));

      await send.click();
      await estimate.getByText(/^Answered on \d\d [A-Z][a-z]{2} \d{4}$/).waitFor(PATIENTLY);
      await page.getByText('Thank you: your answer is with the workshop').waitFor();
      await expect.poll(() => estimate.getByRole('radio').count()).toBe(0);
      await lineCard(estimate, OIL.name).getByText('Declined', { exact: true }).waitFor();

      // The workshop reads the answer line by line; the declined oil is out of its totals too.
      const answered = await desk.estimate();
      expect(approvalsOf(answered)).toEqual({ [service!.name]: 'approved', [PADS.name]: 'approved', [OIL.name]: 'declined' });
      // What the screen added up as the customer chose is the workshop's own total.
      expect(chosenTotal).toBe(rupees(answered.totals.grandTotal));
      await expect.poll(() => totalShown(estimate)).toBe(chosenTotal);
      overflows.push(...(await lookAt(page, estimate, 'booking-answered-en')));

      // In Arabic, right to left: the answers as given.
      await apiAs(page, 'PATCH', '/users/me/settings', { language: 'ar' });
      await page.reload();
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const arabic = page.getByRole('region', { name: 'التقدير', exact: true });
      await arabic.getByText('تم الرد', { exact: true }).waitFor(PATIENTLY);
      overflows.push(...(await lookAt(page, arabic, 'booking-answered-ar')));
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'with an advance asked on the approved work: one step approves and pays it through the gateway; the bill counts it',
    async () => {
      const workshop = await workshopOf('advisor');
      const page = await browser.newPage({ viewport: PHONE, hasTouch: true });
      const booked = await bookingAt(page, workshop.workshopId, { signIn: 'api' });
      const desk = await deskOf(workshop.workshopId, booked);
      await desk.add(PADS);
      const service = (await desk.add(OIL)).lines.find((line) => line.name !== PADS.name && line.name !== OIL.name)!;
      // The advisor asks half of the approved work in advance as the estimate goes, at the desk.
      const advisor = await browser.newPage({ viewport: DESKTOP });
      await signInToWorkshopByApi(advisor, 'advisor', undefined, { landOn: null });
      await openJobCard(advisor, workshop.workshopId, desk.card);
      const editor = advisor.getByRole('region', { name: 'Estimate' });
      await editor.getByRole('combobox', { name: 'Advance on approved work' }).selectOption({ label: '50% advance' });
      await editor.getByRole('button', { name: 'Send to customer' }).click();
      await editor.getByText('50% of the approved work asked in advance, paid with the answer in the app').waitFor(PATIENTLY);
      await editor.screenshot({ path: `${SHOTS}/estimate-desk-advance-asked-en-1280.png` });
      await expect.poll(() => seriousAccessibilityIssues(advisor), { message: 'axe on the desk’s estimate' }).toEqual([]);

      await page.goto(brandUrl('servicebay', `/portal/booking_details/${booked.bookingId}`));
      const estimate = page.getByRole('region', { name: 'Estimate', exact: true });
      await estimate.getByText('Awaiting your answer').waitFor(PATIENTLY);
      await choose(estimate, PADS.name, 'Approve');
      await choose(estimate, OIL.name, 'Decline');
      // Half of what is approved (the booked service and the pads, with tax), moving with the choices.
      const lines = (await desk.estimate()).lines;
      const approved = Object.fromEntries(lines.map((line) => [line.lineId, line.name === OIL.name ? 'declined' : 'approved'] as const));
      const advance = rupees(majorOf(workAdvanceOf(lines, approved, 50, 'INR'), 'INR'));
      await estimate.getByText(`The workshop asks 50% of the approved work in advance: ${advance}, paid with your answer.`).waitFor();
      const pay = estimate.getByRole('button', { name: `Approve and pay ${advance}` });
      await pay.waitFor();
      const overflows = await lookAt(page, estimate, 'booking-advance-en');

      // The link the SMS carried cannot take money: it says so and leads to the booking.
      const visitor = await browser.newPage({ viewport: PHONE });
      await visitor.goto(brandUrl('servicebay', `/estimate/${await estimateLinkSentTo(desk.card.mobileNumber!)}`));
      const byLink = visitor.getByRole('region', { name: 'Estimate', exact: true });
      await choose(byLink, PADS.name, 'Approve');
      await choose(byLink, OIL.name, 'Decline');
      await byLink.getByText('Sign in to your booking to approve and pay it in one step.', { exact: false }).waitFor(PATIENTLY);
      await expect.poll(() => byLink.getByRole('button', { name: `Approve and pay ${advance}` }).isDisabled()).toBe(true);
      await byLink.getByRole('link', { name: 'Open my booking' }).waitFor();
      overflows.push(...(await lookAt(visitor, visitor.getByRole('main'), 'link-advance-en')));
      await visitor.close();

      await pay.click();
      await page.waitForURL((url) => url.pathname.startsWith('/api/payments/test-checkout/'), PATIENTLY);
      await page.getByRole('button', { name: 'Pay successfully' }).click();
      await page.waitForURL((url) => url.pathname === `/portal/booking_details/${booked.bookingId}`, PATIENTLY);
      // Paid: the answer is the customer's, and the workshop reads it with the advance on the bill.
      await estimate.getByText(/^Answered on /).waitFor(PATIENTLY);
      await expect
        .poll(async () => approvalsOf(await desk.estimate()))
        .toEqual({ [service.name]: 'approved', [PADS.name]: 'approved', [OIL.name]: 'declined' });
      await expect
        .poll(
          async () => (await apiAs<{ estimate: { advancePayment: number } }>(page, 'GET', `/transaction/booking/${booked.bookingId}`)).estimate.advancePayment,
        )
        .toBeGreaterThan(0);

      await apiAs(page, 'PATCH', '/users/me/settings', { language: 'ar' });
      await page.reload();
      await page.getByRole('region', { name: 'التقدير', exact: true }).getByText('تم الرد', { exact: true }).waitFor(PATIENTLY);
      overflows.push(...(await lookAt(page, page.getByRole('region', { name: 'التقدير', exact: true }), 'booking-advance-paid-ar')));
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'through the link an SMS carries, without signing in: a version sent meanwhile is read again and answered; an unknown or expired link says so',
    async () => {
      const workshop = await workshopOf('advisor');
      const customer = await browser.newPage({ viewport: PHONE });
      const booked = await bookingAt(customer, workshop.workshopId, { signIn: 'api' });
      const desk = await deskOf(workshop.workshopId, booked);
      const padsLine = (await desk.add(PADS)).lines.find((line) => line.name === PADS.name)!;
      await desk.send();
      const token = await estimateLinkSentTo(desk.card.mobileNumber!);

      // Someone with no session at all, on a phone.
      const visitor = await browser.newPage({ viewport: PHONE, hasTouch: true });
      await visitor.goto(brandUrl('servicebay', `/estimate/${token}`));
      await visitor.getByRole('heading', { name: `Estimate from ${workshop.name}`, level: 1 }).waitFor(PATIENTLY);
      await visitor.getByText(desk.card.jobCardNo, { exact: true }).waitFor();
      await visitor.getByText(booked.plate, { exact: true }).waitFor();
      const estimate = visitor.getByRole('region', { name: 'Estimate', exact: true });
      await expect.poll(() => estimate.getByRole('listitem').count()).toBe(2);
      const service = (await desk.estimate()).lines.find((line) => line.name !== PADS.name)!;
      const overflows = await lookAt(visitor, visitor.getByRole('main'), 'link-waiting-en');

      await choose(estimate, service.name, 'Approve');
      await choose(estimate, PADS.name, 'Decline');
      // Chosen, then read in Arabic: the choices stay.
      await pickLanguage(visitor, 'ar');
      const arabic = visitor.getByRole('region', { name: 'التقدير', exact: true });
      await arabic.getByText('أعمال موصى بها رفضتها (1)').waitFor();
      overflows.push(...(await lookAt(visitor, visitor.getByRole('main'), 'link-chosen-ar')));
      await pickLanguage(visitor, 'en');

      // The workshop changes the pads and sends again before the answer goes: it is refused, and the latest version shows, to answer afresh.
      await desk.change(padsLine.lineId, { ...PADS, quantity: 4 });
      await desk.send();
      await estimate.getByRole('button', { name: 'Send my answer' }).click();
      await estimate.getByText('The workshop changed this estimate since you opened it.', { exact: false }).waitFor(PATIENTLY);
      await estimate.getByText('Revised estimate (version 2)').waitFor(PATIENTLY);
      await lineCard(estimate, PADS.name)
        .getByText(`4 × ${rupees(1250)}`)
        .waitFor();
      await expect.poll(() => estimate.getByRole('button', { name: 'Send my answer' }).isDisabled()).toBe(true);
      overflows.push(...(await lookAt(visitor, visitor.getByRole('main'), 'link-changed-en')));

      await choose(estimate, service.name, 'Approve');
      await choose(estimate, PADS.name, 'Approve');
      await estimate.getByRole('button', { name: 'Send my answer' }).click();
      await estimate.getByText(/^Answered on /).waitFor(PATIENTLY);
      await expect.poll(async () => approvalsOf(await desk.estimate())).toEqual({ [service.name]: 'approved', [PADS.name]: 'approved' });
      await pickLanguage(visitor, 'ar');
      await arabic.getByText(/^تم الرد في /).waitFor();
      overflows.push(...(await lookAt(visitor, visitor.getByRole('main'), 'link-answered-ar')));

      // A link that is not the brand's opens nothing.
      await pickLanguage(visitor, 'en');
      await visitor.goto(brandUrl('servicebay', `/estimate/${token!.slice(0, -2)}xx`));
      await visitor.getByRole('heading', { name: 'This estimate was not found', level: 1 }).waitFor(PATIENTLY);
      overflows.push(...(await lookAt(visitor, visitor.getByRole('main'), 'link-not-found-en')));

      // An expired one says what to do: the server's answer past the link's week (estimate-link.ts), as it comes.
      await visitor.route('**/api/estimate-links/**', (route) =>
        route.fulfill({
          status: 410,
          contentType: 'application/json',
          body: JSON.stringify({
            status: 'FAILURE',
            error: { code: 'billing/link-expired', title: 'Link expired', message: 'This link has expired. Ask the workshop to send it again' },
          }),
        }),
      );
      await visitor.goto(brandUrl('servicebay', `/estimate/${token}`));
      await visitor.getByRole('heading', { name: 'Link expired', level: 1 }).waitFor(PATIENTLY);
      await visitor.getByText('This link has expired. Ask the workshop to send it again', { exact: true }).waitFor();
      overflows.push(...(await lookAt(visitor, visitor.getByRole('main'), 'link-expired-en')));
      await pickLanguage(visitor, 'ar');
      await visitor.getByText('انتهت صلاحية هذا الرابط. اطلب من الورشة إرساله مرة أخرى', { exact: true }).waitFor();
      overflows.push(...(await lookAt(visitor, visitor.getByRole('main'), 'link-expired-ar')));
      expect(overflows).toEqual([]);
    },
    JOURNEY_MS,
  );
});
