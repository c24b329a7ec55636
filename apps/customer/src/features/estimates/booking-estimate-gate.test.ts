import type { TBooking } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { asksForEstimate } from './booking-estimate-gate';

const event = (name: string, updatedAt: string | null) => ({ category: 'Work Status', name, updatedAt }) as TBooking['events'][number];
const booking = (status: TBooking['status'], estimateAt: string | null) => ({
  status,
  events: [event('Booked', '2026-03-09T10:00:00Z'), event('Estimate', estimateAt)],
});

describe('when booking details ask for the estimate', () => {
  it('asks once the workshop has sent one, while the booking is under way', () => {
    expect(asksForEstimate(booking('InProgress', '2026-03-10T10:00:00Z'))).toBe(true);
  });

  it('does not ask before an estimate is sent, nor for a completed booking', () => {
    expect(asksForEstimate(booking('InProgress', null))).toBe(false);
    expect(asksForEstimate(booking('Completed', '2026-03-10T10:00:00Z'))).toBe(false);
  });

  it('still asks for a booking cancelled after its estimate, to show the answers that ended it', () => {
    expect(asksForEstimate(booking('Cancelled', '2026-03-10T10:00:00Z'))).toBe(true);
    expect(asksForEstimate(booking('Cancelled', null))).toBe(false);
  });
});
