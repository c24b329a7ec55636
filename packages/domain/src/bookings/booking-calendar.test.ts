import { describe, expect, it } from 'vitest';
import { bookingCalendarEvent } from './booking-calendar';

const booking = {
  bookingId: '01a20146-a2bf-7e3c-85ed-04eeb1160c4f',
  bookingCode: 'BK12AB34CD',
  startTime: '2026-12-02T04:30:00.000Z',
  endTime: '2026-12-02T06:30:00.000Z',
  workshopName: 'ServiceBay Indiranagar, 100 Feet Road; Bengaluru',
  workshopLatitude: 12.97,
  workshopLongitude: 77.64,
};
const options = { title: 'Car service at ServiceBay', brandHost: 'servicebay.localhost', now: new Date('2026-11-28T09:00:00Z') };

describe("a booking's calendar event (RFC 5545)", () => {
  it('is the slot in UTC at the workshop, with the booking code in its title, in CRLF lines', () => {
    const event = bookingCalendarEvent(booking, options)!;
    expect(event.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//ServiceBay//servicebay.localhost//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:01a20146-a2bf-7e3c-85ed-04eeb1160c4f@servicebay.localhost',
      'DTSTAMP:20261128T090000Z',
      'DTSTART:20261202T043000Z',
      'DTEND:20261202T063000Z',
      'SUMMARY:Car service at ServiceBay (BK12AB34CD)',
      'LOCATION:ServiceBay Indiranagar\\, 100 Feet Road\\; Bengaluru',
      'GEO:12.97;77.64',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('folds a line longer than 75 octets without splitting a character (Arabic is two octets each)', () => {
    const event = bookingCalendarEvent({ ...booking, workshopName: 'ورشة سيرفس باي في حي العليا بالرياض قرب المركز التجاري الكبير' }, options)!;
    const lines = event.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const location = event.slice(event.indexOf('LOCATION:'), event.indexOf('\r\nGEO:')).replace(/\r\n /g, '');
    expect(location).toBe('LOCATION:ورشة سيرفس باي في حي العليا بالرياض قرب المركز التجاري الكبير');
  });

  it('is nothing for a booking without slot times', () => {
    expect(bookingCalendarEvent({ ...booking, startTime: '' }, options)).toBeNull();
  });
});
