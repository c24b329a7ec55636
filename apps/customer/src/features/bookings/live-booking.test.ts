import { describe, expect, it } from 'vitest';
import { bookingProgress, timelineEventsFor, type TBooking, type TBookingStatus } from '@servicebay/domain';
import { liveBookingOf } from './live-booking';

const overallProgress = (shown: TBooking) => bookingProgress(shown.events, shown.status);

const AT = '2026-11-28T09:00:00.000Z';

/** A booking of the given state whose listed steps are done; only what the card reads is filled in. */
const booking = (bookingId: string, status: TBookingStatus, startTime: string, done: string[] = ['Booked'], isPickupRequired = true) =>
  ({
    bookingId,
    status,
    startTime,
    createdAt: AT,
    isPickupRequired,
    events: timelineEventsFor(isPickupRequired).map((event) => ({ ...event, updatedAt: done.includes(event.name) ? AT : null })),
  }) as unknown as TBooking;

describe("the dashboard's service status card", () => {
  it('shows the booking under way whose slot comes first; none when nothing is under way', () => {
    const later = booking('later', 'InProgress', '2026-12-05T04:30:00.000Z');
    const sooner = booking('sooner', 'InProgress', '2026-12-01T04:30:00.000Z');
    const done = booking('done', 'Completed', '2026-11-20T04:30:00.000Z');
    expect(liveBookingOf([later, done, sooner])?.bookingId).toBe('sooner');
    expect(liveBookingOf([done, booking('gone', 'Cancelled', '2026-11-30T04:30:00.000Z')])).toBeNull();
  });

  it('reads progress over every step shown, skipped ones behind the booking', () => {
    // Pickup and drop shows Booked, Picked Up, six work steps and the drop: 9 steps.
    expect(overallProgress(booking('b', 'InProgress', AT))).toBe(11);
    // Work started: Booked, Picked Up, the skipped estimate and Work-In-Progress are behind it.
    expect(overallProgress(booking('b', 'InProgress', AT, ['Booked', 'Picked Up', 'Work-In-Progress']))).toBe(44);
    expect(overallProgress(booking('b', 'Completed', AT, ['Booked', 'Dropped at your location']))).toBe(100);
  });
});
