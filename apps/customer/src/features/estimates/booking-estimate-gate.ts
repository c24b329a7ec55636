import type { TBooking } from '@servicebay/domain';

/**
 * Whether a booking's details ask for its estimate: only once the workshop has sent one (the
 * timeline's Estimate step is done, ARCHITECTURE.md section 7), so most bookings cost no call.
 * A completed booking's record is its invoice; a booking cancelled after its estimate (every line
 * declined) still shows the answers that ended it.
 */
export const asksForEstimate = (booking: Pick<TBooking, 'status' | 'events'>): boolean =>
  booking.status !== 'Completed' && booking.events.some((event) => event.name === 'Estimate' && event.updatedAt !== null);
