import { describe, expect, it } from 'vitest';
import { availableDates, BOOKING_WINDOW_DAYS, instantOn, slotsForDay, slotsOfDay, wallClock, weekdayOf, type WorkshopCalendar } from './slots';

const INDIA: WorkshopCalendar = {
  timeZone: 'Asia/Kolkata',
  workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
  opensAt: '09:00',
  closesAt: '18:00',
  slotMinutes: 60,
  capacity: 3,
  holidays: [],
};
/** The Gulf's week: Saturday to Thursday, Friday off. */
const gulf = (timeZone: string): WorkshopCalendar => ({ ...INDIA, timeZone, workingDays: ['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU'] });
const starts = (result: ReturnType<typeof slotsForDay>) => (result.kind === 'open' ? result.slots.map((slot) => slot.startTime) : result.kind);

describe('the workshop’s clock', () => {
  it('reads the date and hour in the workshop’s zone, whatever the server’s', () => {
    const instant = new Date('2026-11-24T19:00:00Z');
    expect(wallClock('Asia/Kolkata', instant)).toEqual({ date: '2026-11-25', hour: 0, minute: 30 });
    expect(wallClock('Asia/Riyadh', instant)).toEqual({ date: '2026-11-24', hour: 22, minute: 0 });
    expect(wallClock('Asia/Dubai', instant)).toEqual({ date: '2026-11-24', hour: 23, minute: 0 });
    expect(wallClock('Asia/Bahrain', instant)).toEqual({ date: '2026-11-24', hour: 22, minute: 0 });
  });

  it('reads each minute afresh, across the day boundary too, whichever zone was asked in between', () => {
    const before = new Date('2026-11-24T18:29:59.999Z'); // 23:59:59.999 in Kolkata
    expect(wallClock('Asia/Kolkata', before)).toEqual({ date: '2026-11-24', hour: 23, minute: 59 });
    expect(wallClock('Asia/Dubai', before)).toEqual({ date: '2026-11-24', hour: 22, minute: 29 });
    expect(wallClock('Asia/Kolkata', new Date('2026-11-24T18:29:00.000Z'))).toEqual({ date: '2026-11-24', hour: 23, minute: 59 });
    expect(wallClock('Asia/Kolkata', new Date('2026-11-24T18:30:00.000Z'))).toEqual({ date: '2026-11-25', hour: 0, minute: 0 });
    expect(wallClock('Asia/Kolkata', before)).toEqual({ date: '2026-11-24', hour: 23, minute: 59 });
  });

  it('names the weekday of a date', () => {
    expect(weekdayOf('2026-11-24')).toBe('TUE');
    expect(weekdayOf('2026-11-27')).toBe('FRI');
    expect(weekdayOf('1970-01-01')).toBe('THU');
  });
});

describe('a day’s slots (customer spec section 5)', () => {
  it('cuts the hours into slots of the workshop’s length, the last ending by closing time', () => {
    expect(slotsOfDay({ opensAt: '09:00', closesAt: '12:30', slotMinutes: 60 })).toEqual([
      { startTime: '09:00', endTime: '10:00' },
      { startTime: '10:00', endTime: '11:00' },
      { startTime: '11:00', endTime: '12:00' },
    ]);
    expect(slotsOfDay({ opensAt: '08:30', closesAt: '10:00', slotMinutes: 45 }).map((slot) => slot.startTime)).toEqual(['08:30', '09:15']);
  });

  it('today: only slots whose start hour is later than the current hour in the workshop’s zone', () => {
    // 10:15 in Kolkata: the 10:00 slot has begun, 11:00 is the first.
    const now = new Date('2026-11-24T04:45:00Z');
    expect(starts(slotsForDay(INDIA, '2026-11-24', now))).toEqual(['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    // The same instant is 07:45 in Riyadh: every slot of the day is still ahead.
    expect(starts(slotsForDay(gulf('Asia/Riyadh'), '2026-11-24', now))).toHaveLength(9);
    // 08:45 in Dubai: the 09:00 slot's hour is later than 8.
    expect(starts(slotsForDay(gulf('Asia/Dubai'), '2026-11-24', now))[0]).toBe('09:00');
  });

  it('a day ends at midnight on the workshop’s clock, not the server’s', () => {
    // 00:30 on the 25th in Kolkata: the 24th is past there, while in Manama it is still 22:00 on the 24th.
    const now = new Date('2026-11-24T19:00:00Z');
    expect(slotsForDay(INDIA, '2026-11-24', now)).toEqual({ kind: 'past' });
    expect(starts(slotsForDay(INDIA, '2026-11-25', now))[0]).toBe('09:00');
    expect(slotsForDay(gulf('Asia/Bahrain'), '2026-11-24', now)).toEqual({ kind: 'full' });
  });

  it('refuses past days, days beyond the window, days off and holidays', () => {
    const now = new Date('2026-11-24T04:45:00Z');
    expect(slotsForDay(INDIA, '2026-11-23', now)).toEqual({ kind: 'past' });
    expect(slotsForDay(INDIA, '2026-11-29', now)).toEqual({ kind: 'closed' }); // a Sunday
    expect(slotsForDay(gulf('Asia/Riyadh'), '2026-11-27', now)).toEqual({ kind: 'closed' }); // a Friday
    expect(slotsForDay({ ...INDIA, holidays: ['2026-11-26'] }, '2026-11-26', now)).toEqual({ kind: 'closed' });
    expect(slotsForDay(INDIA, '2026-12-24', now)).toEqual({ kind: 'beyond-window' });
    expect(slotsForDay(INDIA, '2026-12-23', now).kind).toBe('open');
  });

  it('a slot holds as many bookings as the workshop has bays; a day with none left is full', () => {
    const now = new Date('2026-11-24T04:45:00Z');
    const taken = new Map([
      ['09:00', 3],
      ['10:00', 2],
    ]);
    const day = slotsForDay(INDIA, '2026-11-25', now, taken);
    expect(day.kind === 'open' && day.slots.slice(0, 2)).toEqual([
      { startTime: '10:00', endTime: '11:00', remaining: 1 },
      { startTime: '11:00', endTime: '12:00', remaining: 3 },
    ]);
    const everySlot = new Map(slotsOfDay(INDIA).map((slot) => [slot.startTime, 3]));
    expect(slotsForDay(INDIA, '2026-11-25', now, everySlot)).toEqual({ kind: 'full' });
  });
});

describe('the days the date picker offers', () => {
  it('the workshop’s open days from today through the window, today only while a slot is left', () => {
    const morning = new Date('2026-11-24T04:45:00Z');
    const dates = availableDates(INDIA, morning);
    expect(dates[0]).toBe('2026-11-24');
    expect(dates).not.toContain('2026-11-29');
    expect(dates.at(-1)).toBe('2026-12-23');
    expect(dates.length).toBeLessThan(BOOKING_WINDOW_DAYS);
    // 17:30 in Kolkata: no slot of today is left, so the picker starts tomorrow.
    expect(availableDates(INDIA, new Date('2026-11-24T12:00:00Z'))[0]).toBe('2026-11-25');
  });

  it('leaves out the Gulf’s Fridays and a workshop’s holidays', () => {
    const dates = availableDates({ ...gulf('Asia/Dubai'), holidays: ['2026-12-02'] }, new Date('2026-11-24T04:45:00Z'));
    expect(dates.map(weekdayOf)).not.toContain('FRI');
    expect(dates).not.toContain('2026-12-02');
    expect(dates).toContain('2026-12-01');
  });
});

describe('instantOn: a slot on the workshop’s clock as an instant', () => {
  it.each([
    ['Asia/Kolkata', '2026-12-01', '09:00', '2026-12-01T03:30:00.000Z'],
    ['Asia/Riyadh', '2026-12-01', '09:00', '2026-12-01T06:00:00.000Z'],
    ['Asia/Dubai', '2026-12-01', '00:30', '2026-11-30T20:30:00.000Z'],
    ['Asia/Bahrain', '2026-12-31', '23:00', '2026-12-31T20:00:00.000Z'],
    // A zone that moves its clocks: the hour after the change is read in the new offset.
    ['Europe/London', '2026-07-01', '10:00', '2026-07-01T09:00:00.000Z'],
  ])('%s %s %s is %s', (timeZone, date, time, iso) => {
    expect(instantOn(timeZone, date, time).toISOString()).toBe(iso);
  });
});
