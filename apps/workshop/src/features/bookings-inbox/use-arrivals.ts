import type { TInboxBooking } from '@servicebay/domain';
import { useEffect, useRef, useState } from 'react';
import { arrivalsSince } from './arrivals';

/**
 * The bookings that arrived live since the inbox opened (the stream refreshed it), to mark them
 * discreetly, and how many arrived last, for a polite announcement.
 */
export function useArrivals(bookings: readonly TInboxBooking[] | undefined): { fresh: ReadonlySet<string>; lastArrived: number } {
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [lastArrived, setLastArrived] = useState(0);
  useEffect(() => {
    if (!bookings) return;
    const ids = bookings.map((booking) => booking.bookingId);
    const arrived = arrivalsSince(seen.current, ids);
    seen.current = new Set([...(seen.current ?? []), ...ids]);
    if (arrived.length === 0) return;
    setFresh((before) => new Set([...before, ...arrived]));
    setLastArrived(arrived.length);
  }, [bookings]);
  return { fresh, lastArrived };
}
