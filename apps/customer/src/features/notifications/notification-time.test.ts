import { describe, expect, it } from 'vitest';
import { notificationAge, notificationTimeText } from './notification-time';

// Local times, so the calendar-day rules hold in any time zone the tests run in.
const at = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0) => new Date(year, month - 1, day, hours, minutes, seconds);
const secondsOf = (moment: Date) => Math.floor(moment.getTime() / 1000);
const now = at(2026, 11, 25, 10, 30);

describe('how long ago a notification came', () => {
  it('is now within the first minute, and when the server clock runs a little ahead', () => {
    expect(notificationAge(secondsOf(at(2026, 11, 25, 10, 29, 30)), now)).toEqual({ unit: 'now' });
    expect(notificationAge(secondsOf(at(2026, 11, 25, 10, 30, 20)), now)).toEqual({ unit: 'now' });
  });

  it('counts minutes within the hour and hours within the day', () => {
    expect(notificationAge(secondsOf(at(2026, 11, 25, 10, 29)), now)).toEqual({ unit: 'minute', value: 1 });
    expect(notificationAge(secondsOf(at(2026, 11, 25, 9, 31)), now)).toEqual({ unit: 'minute', value: 59 });
    expect(notificationAge(secondsOf(at(2026, 11, 25, 9, 30)), now)).toEqual({ unit: 'hour', value: 1 });
    // Late last night is still hours ago, not yesterday.
    expect(notificationAge(secondsOf(at(2026, 11, 24, 23, 0)), now)).toEqual({ unit: 'hour', value: 11 });
  });

  it('counts calendar days within the week, then gives the date', () => {
    expect(notificationAge(secondsOf(at(2026, 11, 24, 8, 0)), now)).toEqual({ unit: 'day', value: 1 });
    expect(notificationAge(secondsOf(at(2026, 11, 23, 23, 59)), now)).toEqual({ unit: 'day', value: 2 });
    expect(notificationAge(secondsOf(at(2026, 11, 19, 12, 0)), now)).toEqual({ unit: 'day', value: 6 });
    expect(notificationAge(secondsOf(at(2026, 11, 18, 12, 0)), now)).toEqual({ unit: 'date', day: '2026-11-18' });
  });
});

describe('the age as the reader reads it', () => {
  it('in English', () => {
    expect(notificationTimeText({ unit: 'now' }, 'en', 'Just now')).toBe('Just now');
    expect(notificationTimeText({ unit: 'minute', value: 5 }, 'en', '')).toBe('5 minutes ago');
    expect(notificationTimeText({ unit: 'hour', value: 1 }, 'en', '')).toBe('1 hour ago');
    expect(notificationTimeText({ unit: 'day', value: 1 }, 'en', '')).toBe('Yesterday');
    expect(notificationTimeText({ unit: 'date', day: '2026-11-18' }, 'en', '')).toBe('18 Nov 2026');
  });

  it("in Arabic, with Arabic's plural forms", () => {
    expect(notificationTimeText({ unit: 'now' }, 'ar', 'الآن')).toBe('الآن');
    expect(notificationTimeText({ unit: 'minute', value: 2 }, 'ar', '')).toBe('قبل دقيقتين');
    expect(notificationTimeText({ unit: 'minute', value: 3 }, 'ar', '')).toBe('قبل 3 دقائق');
    expect(notificationTimeText({ unit: 'day', value: 1 }, 'ar', '')).toBe('أمس');
    expect(notificationTimeText({ unit: 'date', day: '2026-11-18' }, 'ar', '')).toBe('18 نوفمبر 2026');
  });
});
