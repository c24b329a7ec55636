import { describe, expect, it } from 'vitest';
import { bookingStateOfCard, JOB_CARD_STATUSES, JOB_CARD_TRANSITIONS } from '../job-cards/job-card-status';
import {
  BOOKING_ACTORS,
  BOOKING_STATES,
  bookingStatusOf,
  canCustomerChange,
  canCustomerChangeBooking,
  canMoveBooking,
  customerChangeProblem,
  isBookingActive,
  type TBookingState,
} from './booking-status';

describe("a booking's life (ARCHITECTURE.md section 7)", () => {
  it('the customer may call it off only before the vehicle is handed over; the workshop takes every other move; the system only gives an unpaid booked slot back', () => {
    const moves = BOOKING_STATES.flatMap((from) =>
      BOOKING_STATES.flatMap((to) => BOOKING_ACTORS.filter((by) => canMoveBooking(from, to, by)).map((by) => `${from} -> ${to} by ${by}`)),
    );
    expect(moves).toEqual([
      'booked -> confirmed by workshop',
      'booked -> cancelled by customer',
      'booked -> cancelled by workshop',
      'booked -> cancelled by system',
      'confirmed -> handedOver by workshop',
      'confirmed -> cancelled by customer',
      'confirmed -> cancelled by workshop',
      'handedOver -> completed by workshop',
      'handedOver -> cancelled by workshop',
    ]);
  });

  it('never leaves an end, and never goes back', () => {
    for (const by of BOOKING_ACTORS)
      for (const to of BOOKING_STATES) {
        expect(canMoveBooking('completed', to, by)).toBe(false);
        expect(canMoveBooking('cancelled', to, by)).toBe(false);
        expect(canMoveBooking('handedOver', 'confirmed', by)).toBe(false);
      }
  });

  it('the customer reschedules and cancels before the handover, is told why after it, and the spec fields say the same', () => {
    const problems = Object.fromEntries(BOOKING_STATES.map((state) => [state, customerChangeProblem(state)]));
    expect(problems).toEqual({
      booked: null,
      confirmed: null,
      handedOver: 'bookings/vehicle-handed-over',
      completed: 'bookings/cannot-change',
      cancelled: 'bookings/cannot-change',
    });
    for (const state of BOOKING_STATES) {
      const { status, appointmentStatus, deleted } = bookingStatusOf(state);
      // The spec's appointmentStatus 'booked' is exactly when the app offers Reschedule and Cancel.
      expect(appointmentStatus === 'booked', state).toBe(canCustomerChange(state));
      expect(canCustomerChangeBooking({ status, appointmentStatus, events: [] }), state).toBe(canCustomerChange(state));
      expect(status === 'InProgress', state).toBe(isBookingActive(state));
      expect(deleted, state).toBe(!isBookingActive(state));
    }
  });

  it('the app still hides both once Picked Up has a time (customer spec section 4)', () => {
    const events = [{ name: 'Picked Up', updatedAt: '2026-11-25T05:00:00.000Z' }];
    expect(canCustomerChangeBooking({ ...bookingStatusOf('confirmed'), events })).toBe(false);
  });
});

describe('a booking and its job card: one life', () => {
  const stateOf = (status: (typeof JOB_CARD_STATUSES)[number]): TBookingState => bookingStateOfCard(status);

  it('a card opened from a booking holds it confirmed until the vehicle reaches the workshop, then handed over until it goes back', () => {
    expect(Object.fromEntries(JOB_CARD_STATUSES.map((status) => [status, stateOf(status)]))).toEqual({
      confirmed: 'confirmed',
      pickupScheduled: 'confirmed',
      pickedUp: 'handedOver',
      inWorkshop: 'handedOver',
      estimate: 'handedOver',
      workInProgress: 'handedOver',
      sparesPending: 'handedOver',
      readyForDelivery: 'handedOver',
      invoice: 'handedOver',
      paymentPending: 'handedOver',
      delivered: 'completed',
      completed: 'completed',
      estimationRejected: 'cancelled',
      cancelled: 'cancelled',
    });
  });

  it("every move of the card, by any role, is a move the booking's machine allows the workshop (or none)", () => {
    for (const move of JOB_CARD_TRANSITIONS) {
      const from = stateOf(move.from);
      const to = stateOf(move.to);
      expect(from === to || canMoveBooking(from, to, 'workshop'), `${move.from} -> ${move.to}`).toBe(true);
    }
    // Accepting a booking opens its card confirmed.
    expect(canMoveBooking('booked', stateOf('confirmed'), 'workshop')).toBe(true);
  });

  it('the customer can cancel exactly the cards the workshop could still cancel before the handover', () => {
    for (const status of JOB_CARD_STATUSES) {
      const isOpenCancellable = JOB_CARD_TRANSITIONS.some((move) => move.from === status && move.to === 'cancelled');
      expect(canCustomerChange(stateOf(status)), status).toBe(isOpenCancellable && stateOf(status) === 'confirmed');
    }
  });
});
