import type { TBooking } from '@servicebay/domain';

/** The booking under way the dashboard shows: the one whose slot comes first (one without a slot by when it was booked). */
export function liveBookingOf(bookings: readonly TBooking[]): TBooking | null {
  const live = bookings.filter((booking) => booking.status === 'InProgress');
  return [...live].sort((a, b) => (a.startTime || a.createdAt).localeCompare(b.startTime || b.createdAt))[0] ?? null;
}
