/**
 * A booking as a calendar event (RFC 5545 iCalendar), for the customer's 'Add to calendar': the
 * slot's start and end in UTC, the workshop as the place, the booking code in the title. Only the
 * few properties a phone's calendar reads; no library is needed for one VEVENT, but its text is
 * escaped and its lines folded as the standard asks.
 */
export type CalendarBooking = {
  bookingId: string;
  bookingCode: string;
  /** ISO date-times of the slot. */
  startTime: string;
  endTime: string;
  workshopName: string;
  workshopLatitude: number;
  workshopLongitude: number;
};

/** 2026-11-28T09:30:00.000Z -> 20261128T093000Z. */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Commas, semicolons, backslashes and line breaks are escaped in TEXT values (RFC 5545 section 3.3.11). */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (section 3.1), never inside a character. */
function folded(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = new TextEncoder().encode(char).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The event of the booking's slot; null when the booking has no slot times. */
export function bookingCalendarEvent(booking: CalendarBooking, { title, brandHost, now }: { title: string; brandHost: string; now: Date }): string | null {
  if (!booking.startTime || !booking.endTime) return null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//ServiceBay//${escapeText(brandHost)}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.bookingId}@${brandHost}`,
    `DTSTAMP:${utcStamp(now.toISOString())}`,
    `DTSTART:${utcStamp(booking.startTime)}`,
    `DTEND:${utcStamp(booking.endTime)}`,
    `SUMMARY:${escapeText(`${title} (${booking.bookingCode})`)}`,
    `LOCATION:${escapeText(booking.workshopName)}`,
    `GEO:${booking.workshopLatitude};${booking.workshopLongitude}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(folded).join('\r\n')}\r\n`;
}
