import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatMomentDay } from './day-text';

describe('a calendar day as the spec shows dates (DD MMM YYYY)', () => {
  it('writes day, short month and year in English', () => {
    expect(formatCalendarDay('2026-12-12', 'en')).toBe('12 Dec 2026');
    expect(formatCalendarDay('2027-03-09', 'en')).toBe('09 Mar 2027');
    // Three letters for every month, September too (en-GB would write 'Sept').
    expect(formatCalendarDay('2026-09-05', 'en')).toBe('05 Sep 2026');
  });

  it('names the month in Arabic for an Arabic reader', () => {
    expect(formatCalendarDay('2026-12-12', 'ar')).toBe('12 ديسمبر 2026');
    expect(formatCalendarDay('2027-05-01', 'ar')).toBe('01 مايو 2027');
  });

  it('keeps the day whatever the time zone, and shows what is not a day as it came', () => {
    expect(formatCalendarDay('2026-01-01T00:00:00Z', 'en')).toBe('01 Jan 2026');
    expect(formatCalendarDay('not a date', 'en')).toBe('not a date');
    expect(formatCalendarDay('2026-13-01', 'en')).toBe('2026-13-01');
  });
});

describe('the day of a moment, on this device’s calendar', () => {
  it('is the local day of the moment, not the UTC one', () => {
    const lateEvening = new Date(2026, 2, 9, 23, 30);
    expect(formatMomentDay(lateEvening.toISOString(), 'en')).toBe('09 Mar 2026');
    const earlyMorning = new Date(2026, 2, 10, 0, 30);
    expect(formatMomentDay(earlyMorning.toISOString(), 'ar')).toBe('10 مارس 2026');
  });

  it('shows what is not a moment as it came', () => {
    expect(formatMomentDay('soon', 'en')).toBe('soon');
  });
});
