import { describe, expect, it } from 'vitest';
import { addDays, calendarDateIn, dayNumber, isCalendarDate } from './calendar-date';

describe('calendar dates', () => {
  it('counts days across months, leap days and years', () => {
    expect(dayNumber('2026-03-01') - dayNumber('2026-02-28')).toBe(1);
    expect(dayNumber('2028-03-01') - dayNumber('2028-02-28')).toBe(2);
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addDays('2026-01-05', -10)).toBe('2025-12-26');
  });

  it('refuses what is not a date of the calendar', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '2026-06-00', '1900-02-29', '26-01-01', '2026-1-1', '', '2026-01-01T00:00:00Z'])
      expect(isCalendarDate(bad), bad).toBe(false);
    for (const good of ['2026-01-31', '2026-04-30', '2000-02-29', '2026-12-31']) expect(isCalendarDate(good), good).toBe(true);
    expect(() => dayNumber('2026-02-29')).toThrow(RangeError);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('today is the date in the zone asked for: 20:00 UTC is already tomorrow in India and the Gulf, not in London', () => {
    const evening = new Date('2026-11-24T20:00:00Z');
    expect(calendarDateIn('Asia/Kolkata', evening)).toBe('2026-11-25');
    expect(calendarDateIn('Asia/Dubai', evening)).toBe('2026-11-25');
    expect(calendarDateIn('Asia/Riyadh', evening)).toBe('2026-11-24');
    expect(calendarDateIn('Europe/London', evening)).toBe('2026-11-24');
  });
});
