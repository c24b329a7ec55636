import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCustomerEstimate, TEstimate, TEstimateLineBody, TJobCard, TStaffSession } from '@servicebay/domain';
import { linkTokenSentTo } from '../../../test/billing-factories';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { openWalkIn } from '../../../test/job-card-factories';
import { asStaff, demoStaff } from '../../../test/staff-factories';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
});
afterAll(() => t.close());

type Answer = { statusCode: number; body: string; json: () => unknown };
const dataOf = <T>(answer: Answer): T => {
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: T }).data;
};
const codeOf = (answer: Answer) => (answer.json() as { error: { code: string } }).error.code;
const pads: TEstimateLineBody = { kind: 'part', name: 'Brake pad set', partNo: 'BP-2291', quantity: 2, unitPrice: 1250, taxPercentage: 18 };

/** A customer's booking whose job card is in the workshop, and the desk's calls on its estimate. */
async function cardInWorkshop() {
  const shopper = await customerWithBooking(t.app, 'servicebay');
  const booking = await shopper.booking();
  const desk = asStaff(t.app, 'servicebay', owner);
  const base = `/api/staff/workshops/${booking.workshopId}`;
  const card = dataOf<TJobCard>(await desk({ method: 'POST', url: `${base}/bookings/${booking.bookingId}/accept` }));
  dataOf(await desk({ method: 'POST', url: `${base}/job-cards/${card.jobCardId}/status`, payload: { status: 'inWorkshop' } }));
  const estimate = `${base}/job-cards/${card.jobCardId}/estimate`;
  return {
    shopper,
    booking,
    card,
    desk: {
      get: () => desk({ method: 'GET', url: estimate }),
      add: (line: TEstimateLineBody) => desk({ method: 'POST', url: `${estimate}/lines`, payload: line }),
      change: (lineId: string, line: TEstimateLineBody) => desk({ method: 'PUT', url: `${estimate}/lines/${lineId}`, payload: line }),
      send: () => desk({ method: 'POST', url: `${estimate}/send` }),
      resend: () => desk({ method: 'POST', url: `${estimate}/resend` }),
      record: (payload: object) => desk({ method: 'POST', url: `${estimate}/approval`, payload }),
      card: () => desk({ method: 'GET', url: `${base}/job-cards/${card.jobCardId}` }),
    },
    customer: {
      get: () => shopper.call({ method: 'GET', url: `/api/transaction/booking/${booking.bookingId}/estimate` }),
      answer: (payload: object) => shopper.call({ method: 'POST', url: `/api/transaction/booking/${booking.bookingId}/estimate/answer`, payload }),
    },
  };
}

const answerAll = (estimate: TCustomerEstimate, approval: (name: string) => 'approved' | 'declined') => ({
  version: estimate.version,
  lines: estimate.lines.map((line) => ({ lineId: line.lineId, approval: approval(line.name) })),
});

describe('sending an estimate and the customer’s answer, line by line (issue 27 part 2)', () => {
  it("freezes a version, moves the card to Estimate on the customer's timeline, texts the link; the customer approves one line and declines another in the app", async () => {
    const { card, desk, customer, shopper } = await cardInWorkshop();
    dataOf(await desk.add(pads));
    const sent = dataOf<{ estimate: TEstimate; link: { sentTo: string } | null }>(await desk.send());
    expect(sent.link?.sentTo).toMatch(/^•••• \d{4}$/);
    expect(sent.estimate.sending).toMatchObject({ needsSending: false, versions: [{ version: 1, sentBy: expect.any(String), answeredAt: null }] });
    expect(dataOf<TJobCard>(await desk.card()).status).toBe('estimate');
    expect((await shopper.booking()).events.filter((event) => event.updatedAt !== null).map((event) => event.name)).toContain('Estimate');
    expect(await linkTokenSentTo(t.app, 'servicebay', card.mobileNumber!)).toMatch(/^[\w-]+\.[\w]+\.[\w-]+$/);

    const shown = dataOf<TCustomerEstimate>(await customer.get());
    expect(shown).toMatchObject({ version: 1, canAnswer: true, jobCardNo: card.jobCardNo });
    expect(shown.lines).toHaveLength(2);
    // Every line is answered, once: fewer is refused.
    expect(codeOf(await customer.answer({ version: 1, lines: [{ lineId: shown.lines[0]!.lineId, approval: 'approved' }] }))).toBe('billing/answer-incomplete');
    const answered = dataOf<TCustomerEstimate>(await customer.answer(answerAll(shown, (name) => (name === 'Brake pad set' ? 'declined' : 'approved'))));
    expect(answered).toMatchObject({ canAnswer: false, answeredAt: expect.any(String) });
    expect(codeOf(await customer.answer(answerAll(shown, () => 'approved')))).toBe('billing/estimate-answered');

    const estimate = dataOf<TEstimate>(await desk.get());
    expect(estimate.lines.map((line) => [line.name, line.approval])).toContainEqual(['Brake pad set', 'declined']);
    expect(estimate.sending.versions[0]).toMatchObject({ answeredVia: 'app', answeredBy: null, approvedCount: 1, declinedCount: 1 });
    // The declined line stays on the card as recommended work, out of the totals.
    expect(estimate.totals.declinedTotal).toBe(2950);
    expect(dataOf<TJobCard>(await desk.card()).status).toBe('estimate');
  });

  it('needs a new version when the lines change; the link opens the latest and, all declined, ends the card as Estimation Rejected', async () => {
    const { card, desk, customer, shopper } = await cardInWorkshop();
    const first = dataOf<TEstimate>(await desk.add(pads));
    dataOf(await desk.send());
    const padsLine = first.lines.find((line) => line.name === 'Brake pad set')!;
    const changed = dataOf<TEstimate>(await desk.change(padsLine.lineId, { ...pads, quantity: 4 }));
    expect(changed.sending.needsSending).toBe(true);
    const stale = dataOf<TCustomerEstimate>(await customer.get());
    expect(stale.canAnswer).toBe(false);
    expect(codeOf(await customer.answer(answerAll(stale, () => 'approved')))).toBe('billing/estimate-outdated');

    const resent = dataOf<{ estimate: TEstimate }>(await desk.send());
    expect(resent.estimate.sending.versions.map((version) => version.version)).toEqual([2, 1]);
    const token = await linkTokenSentTo(t.app, 'servicebay', card.mobileNumber!);
    const link = (url = '', brand = 'servicebay') =>
      onBrand(t.app, brand)({ method: url ? 'POST' : 'GET', url: `/api/estimate-links/${token}${url}`, ...(url ? { payload: {} } : {}) });
    const byLink = dataOf<TCustomerEstimate>(await link());
    expect(byLink).toMatchObject({ version: 2, canAnswer: true });
    expect(byLink.lines.find((line) => line.name === 'Brake pad set')).toMatchObject({ quantity: 4 });
    // Another brand's host, and a tampered link, open nothing.
    expect((await link('', 'pearl')).statusCode).toBe(404);
    expect((await onBrand(t.app, 'servicebay')({ method: 'GET', url: `/api/estimate-links/${token.slice(0, -2)}xx` })).statusCode).toBe(404);

    const declined = await onBrand(
      t.app,
      'servicebay',
    )({ method: 'POST', url: `/api/estimate-links/${token}/answer`, payload: answerAll(byLink, () => 'declined') });
    expect(dataOf<TCustomerEstimate>(declined).answeredAt).not.toBeNull();
    expect(dataOf<TJobCard>(await desk.card()).status).toBe('estimationRejected');
    expect(await shopper.booking()).toMatchObject({ status: 'Cancelled', remarks: 'The customer declined the estimate' });
    expect(dataOf<TEstimate>(await desk.get()).sending.versions[0]).toMatchObject({ version: 2, answeredVia: 'link', declinedCount: 2 });
  });

  it('records an answer the desk took by phone, with who took it; resends the link; refuses an empty estimate', async () => {
    const workshopId = owner.staff.workshops[0]!.workshopId;
    const { card } = await openWalkIn(t.app, { brand: 'servicebay', session: owner, workshopId, plate: `KA05MX${randomInt(1000, 10_000)}` });
    const desk = asStaff(t.app, 'servicebay', owner);
    const estimate = `/api/staff/workshops/${workshopId}/job-cards/${card.jobCardId}/estimate`;
    expect(codeOf(await desk({ method: 'POST', url: `${estimate}/send` }))).toBe('billing/nothing-to-send');
    expect(codeOf(await desk({ method: 'POST', url: `${estimate}/resend` }))).toBe('billing/not-sent');
    const added = dataOf<TEstimate>(await desk({ method: 'POST', url: `${estimate}/lines`, payload: pads }));
    dataOf(await desk({ method: 'POST', url: `${estimate}/send` }));
    expect(dataOf<{ sentTo: string }>(await desk({ method: 'POST', url: `${estimate}/resend` })).sentTo).toMatch(/^•••• \d{4}$/);

    const lines = added.lines.map((line) => ({ lineId: line.lineId, approval: 'approved' }));
    const recorded = dataOf<TEstimate>(
      await desk({ method: 'POST', url: `${estimate}/approval`, payload: { version: 1, lines, via: 'phone', note: 'Approved on a call at 11:05' } }),
    );
    expect(recorded.sending.versions[0]).toMatchObject({ answeredVia: 'phone', answeredBy: owner.staff.name, approvedCount: 1 });
    expect(recorded.lines[0]!.approval).toBe('approved');
  });

  it('takes one answer when two come at once', async () => {
    const { desk, customer } = await cardInWorkshop();
    dataOf(await desk.add(pads));
    dataOf(await desk.send());
    const shown = dataOf<TCustomerEstimate>(await customer.get());
    const both = await Promise.all([
      customer.answer(answerAll(shown, () => 'approved')),
      desk.record({ ...answerAll(shown, () => 'declined'), via: 'counter' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it("shows a customer only their own booking's estimate", async () => {
    const { booking, desk } = await cardInWorkshop();
    dataOf(await desk.add(pads));
    dataOf(await desk.send());
    const stranger = await customerWithBooking(t.app, 'servicebay');
    expect((await stranger.call({ method: 'GET', url: `/api/transaction/booking/${booking.bookingId}/estimate` })).statusCode).toBe(404);
    expect(
      (
        await stranger.call({
          method: 'POST',
          url: `/api/transaction/booking/${booking.bookingId}/estimate/answer`,
          payload: { version: 1, lines: [{ lineId: booking.bookingId, approval: 'approved' }] },
        })
      ).statusCode,
    ).toBe(404);
  });
});
