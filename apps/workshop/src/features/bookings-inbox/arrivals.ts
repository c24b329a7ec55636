/**
 * Which bookings arrived while the inbox was open: those in the latest answer that the screen had
 * not seen before. The first answer is what was already waiting, so nothing in it is new.
 */
export function arrivalsSince(seen: ReadonlySet<string> | null, bookingIds: readonly string[]): string[] {
  if (seen === null) return [];
  return bookingIds.filter((bookingId) => !seen.has(bookingId));
}
