import { percentOf, timelineView, type TBooking } from '@servicebay/domain';

/** The booking under way the dashboard shows: the one whose slot comes first (one without a slot by when it was booked). */
export function liveBookingOf(bookings: readonly TBooking[]): TBooking | null {
  const live = bookings.filter((booking) => booking.status === 'InProgress');
  return [...live].sort((a, b) => (a.startTime || a.createdAt).localeCompare(b.startTime || b.createdAt))[0] ?? null;
}

/** How far the booking is, over every step the customer is shown (done or skipped), in whole percent. */
export function overallProgress(booking: TBooking): number {
  const views = timelineView(booking.events, booking.status);
  const steps = views.flatMap((view) => view.steps);
  const behind = steps.filter((step) => step.state === 'done' || step.state === 'skipped').length;
  return Math.round(percentOf(behind, steps.length));
}
