import {
  bookingStateOfCard,
  bookingStatusOf,
  customerChangeProblem,
  ERRORS,
  isJobCardOpen,
  jobCardPath,
  JOB_CARD_STATUSES,
  type TBooking,
  type TBookingState,
  type TJobCard,
  type TJobCardStatus,
  type TStaffSession,
} from '@servicebay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { deskMoveAnswered } from '../../../test/desk-handover';
import { A_PICKUP } from '../../../test/job-card-factories';
import { asStaff, demoStaff } from '../../../test/staff-factories';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
});
afterAll(() => t.close());

type Answer = { statusCode: number; json: () => { data?: unknown; error?: { code: string; message: string } } };
const errorCode = (answer: Answer) => (answer.statusCode === 200 ? null : answer.json().error?.code);

/** A customer's booking, accepted or not, with the calls of each side: the customer's and the workshop's owner's. */
async function bookingAt(isPickupRequired: boolean) {
  const shopper = await customerWithBooking(t.app, 'servicebay', undefined, { isPickupRequired });
  const { workshopId } = await shopper.booking();
  const base = `/staff/workshops/${workshopId}`;
  const owners = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    asStaff(t.app, 'servicebay', owner)({ method, url: `/api${url}`, payload: payload as object | undefined });
  const staff = (method: 'GET' | 'POST', url: string, payload?: object) => owners(method, `${base}${url}`, payload);
  const card = async (jobCardId: string) => (await staff('GET', `/job-cards/${jobCardId}`)).json().data as TJobCard;
  return {
    ...shopper,
    accept: () => staff('POST', `/bookings/${shopper.bookingId}/accept`),
    reject: () => staff('POST', `/bookings/${shopper.bookingId}/reject`, { remarks: 'No bay free' }),
    // As the desk moves it: invoiced, paid and read out on the way to delivery (desk-handover.ts).
    move: (jobCardId: string, status: TJobCardStatus) =>
      deskMoveAnswered(owners, `${base}/job-cards/${jobCardId}`, status, {
        ...(status === 'pickupScheduled' ? { pickup: A_PICKUP } : {}),
        ...(status === 'cancelled' || status === 'estimationRejected' ? { remarks: 'Customer declined' } : {}),
      }),
    card,
    change: () => shopper.call({ method: 'PATCH', url: `/api/transaction/booking/${shopper.bookingId}`, payload: { notes: 'Gate code 1234' } }),
    cancel: () => shopper.call({ method: 'DELETE', url: `/api/transaction/booking/${shopper.bookingId}` }),
  };
}

/** What the customer's booking must read while its card is in `status` (null: not accepted yet). */
const expectedState = (status: TJobCardStatus | null): TBookingState => (status ? bookingStateOfCard(status) : 'booked');

/** A cancelled booking leaves no job card open, and a card cancelled or rejected leaves no booking in progress. */
function expectOneLife(booking: TBooking, card: TJobCard | null) {
  if (!card) return;
  expect(booking.status === 'Cancelled', `${booking.status} beside a ${card.status} card`).toBe(
    card.status === 'cancelled' || card.status === 'estimationRejected',
  );
  expect(booking.status === 'Completed', `${booking.status} beside a ${card.status} card`).toBe(card.status === 'delivered' || card.status === 'completed');
  if (booking.status !== 'InProgress') expect(isJobCardOpen(card.status)).toBe(false);
}

describe('one life for a booking and its job card (ARCHITECTURE.md section 7)', () => {
  // Every status a card of each service mode can reach, and the booking not yet accepted (null).
  const combinations = [true, false].flatMap((isPickupRequired) => [
    { isPickupRequired, status: null },
    ...JOB_CARD_STATUSES.filter((status) => status === 'confirmed' || jobCardPath('confirmed', status, 'owner', { isPickupRequired })).map((status) => ({
      isPickupRequired,
      status,
    })),
  ]);

  // One test per (service mode, card status): each a card of its own, so a slow machine spends its
  // time limit on one card, not on all 28.
  for (const { isPickupRequired, status } of combinations) {
    const label = `${isPickupRequired ? 'pickup' : 'own visit'}, card ${status ?? 'none'}`;
    it(`every (booking state, job-card state, actor): ${label}, each side's changes answered as the machines say`, async () => {
      const booking = await bookingAt(isPickupRequired);
      let jobCardId: string | null = null;
      if (status) {
        const accepted = await booking.accept();
        expect(accepted.statusCode, label).toBe(200);
        jobCardId = (accepted.json().data as TJobCard).jobCardId;
        // The booking follows the card at every move on the way.
        for (const next of jobCardPath('confirmed', status, 'owner', { isPickupRequired })!) {
          expect((await booking.move(jobCardId, next)).statusCode, `${label}: move to ${next}`).toBe(200);
          expect((await booking.booking()).appointmentStatus, `${label}: at ${next}`).toBe(bookingStatusOf(bookingStateOfCard(next)).appointmentStatus);
        }
      }
      const state = expectedState(status);
      const before = await booking.booking();
      expect({ status: before.status, appointmentStatus: before.appointmentStatus, deleted: before.deleted }, label).toEqual(bookingStatusOf(state));
      expectOneLife(before, jobCardId ? await booking.card(jobCardId) : null);

      // The workshop answers only a booking that waits for it.
      if (status) {
        expect(errorCode(await booking.accept()), label).toBe('jobCards/booking-not-waiting');
        expect(errorCode(await booking.reject()), label).toBe('jobCards/booking-not-waiting');
      }

      // The customer: before the handover, a change and a cancellation (the card cancelled with it); after it, the reason.
      const problem = customerChangeProblem(state);
      expect(errorCode(await booking.change()), `${label}: change`).toBe(problem);
      const cancelled = await booking.cancel();
      expect(errorCode(cancelled), `${label}: cancel`).toBe(problem);
      if (problem) expect(cancelled.json().error?.message).toBe(ERRORS[problem].message);
      const after = await booking.booking();
      const card = jobCardId ? await booking.card(jobCardId) : null;
      expectOneLife(after, card);
      if (problem) {
        expect(after.status, label).toBe(before.status);
        expect(card?.status ?? null, label).toBe(status);
      } else {
        expect(after, label).toMatchObject({ status: 'Cancelled', appointmentStatus: 'cancelled', remarks: 'Cancelled by the customer' });
        expect(card?.status ?? 'cancelled', label).toBe('cancelled');
      }
    });
  }

  it('a booking the workshop rejects is cancelled with its remarks; its customer can change nothing more', async () => {
    const booking = await bookingAt(false);
    expect((await booking.reject()).statusCode).toBe(200);
    expect(await booking.booking()).toMatchObject({ status: 'Cancelled', remarks: 'No bay free', deleted: true });
    expect(errorCode(await booking.cancel())).toBe('bookings/cannot-change');
    expect(errorCode(await booking.accept())).toBe('jobCards/booking-not-waiting');
  });

  it("an own visit's card never takes the driver's steps", async () => {
    const booking = await bookingAt(false);
    const card = (await booking.accept()).json().data as TJobCard;
    expect(card.nextStatuses).not.toContain('pickupScheduled');
    expect(errorCode(await booking.move(card.jobCardId, 'pickupScheduled'))).toBe('jobCards/step-not-allowed');
  });

  it("the customer's Cancel against the advisor's move, at once: one wins, the other is refused, and the two never disagree", async () => {
    const ROUNDS = 24;
    const bookings = [];
    for (let round = 0; round < ROUNDS; round++) {
      const booking = await bookingAt(false);
      bookings.push({ booking, card: (await booking.accept()).json().data as TJobCard });
    }
    // Every pair at once. A staff request spends a few milliseconds on its session before its
    // transaction starts, a customer's less: the Cancel goes out 0 to 11 ms after the move, so that
    // across the rounds each side's transaction starts first, and many overlap.
    const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const outcomes = await Promise.all(
      bookings.map(async ({ booking, card }, round) => {
        const [move, cancel] = await Promise.all([booking.move(card.jobCardId, 'inWorkshop'), after(round % 12).then(() => booking.cancel())]);
        return { booking, card, cancel, move };
      }),
    );
    for (const { booking, card, cancel, move } of outcomes) {
      // Exactly one of the two, and the loser told why: never a 5xx, never both, never neither.
      expect([cancel.statusCode, move.statusCode].sort()).toEqual([200, 409]);
      const after = await booking.booking();
      const cardAfter = await booking.card(card.jobCardId);
      expectOneLife(after, cardAfter);
      if (cancel.statusCode === 200) {
        expect(errorCode(move)).toBe('jobCards/step-not-allowed');
        expect([after.status, cardAfter.status]).toEqual(['Cancelled', 'cancelled']);
      } else {
        expect(errorCode(cancel)).toBe('bookings/vehicle-handed-over');
        expect([after.appointmentStatus, cardAfter.status]).toEqual(['inService', 'inWorkshop']);
      }
    }
    // 24 customers booked one after another: minutes on a busy two-core machine, never a verdict on speed.
  }, 180_000);
});
