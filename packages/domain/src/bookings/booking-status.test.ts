import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, canMoveBooking, isBookingActive } from './booking-status';

describe('booking status', () => {
  it('moves from InProgress to either end, and never out of an end', () => {
    expect(canMoveBooking('InProgress', 'Completed')).toBe(true);
    expect(canMoveBooking('InProgress', 'Cancelled')).toBe(true);
    for (const to of BOOKING_STATUSES) {
      expect(canMoveBooking('Completed', to), `Completed -> ${to}`).toBe(false);
      expect(canMoveBooking('Cancelled', to), `Cancelled -> ${to}`).toBe(false);
    }
    expect(canMoveBooking('InProgress', 'InProgress')).toBe(false);
  });

  it('only an InProgress booking holds its vehicle', () => {
    expect(BOOKING_STATUSES.filter(isBookingActive)).toEqual(['InProgress']);
  });
});
