import { describe, expect, it } from 'vitest';
import { nextMidnight, secondsOnDay, splitAtMidnight } from './day-split';

const at = (iso: string) => new Date(iso);
const HOUR = 3600;
/** Each piece as its day and hours, which is what the reports show. */
const hoursByDay = (from: string, to: string, timeZone: string) =>
  splitAtMidnight(at(from), at(to), timeZone).map((piece) => [piece.date, piece.seconds / HOUR]);

describe('a stretch of time split at the workshop’s midnight', () => {
  it('gives a night shift 22:00 to 06:00 in India 2 hours on the first day and 6 on the second', () => {
    // 22:00 IST is 16:30 UTC: the same UTC day, so a UTC split would miss it.
    expect(hoursByDay('2026-11-02T16:30:00Z', '2026-11-03T00:30:00Z', 'Asia/Kolkata')).toEqual([
      ['2026-11-02', 2],
      ['2026-11-03', 6],
    ]);
    const [first, second] = splitAtMidnight(at('2026-11-02T16:30:00Z'), at('2026-11-03T00:30:00Z'), 'Asia/Kolkata');
    expect(first!.to.toISOString()).toBe('2026-11-02T18:30:00.000Z');
    expect(second!.from.toISOString()).toBe('2026-11-02T18:30:00.000Z');
  });

  it('leaves a shift within one day whole, and cuts one over two midnights in three', () => {
    expect(hoursByDay('2026-11-02T03:30:00Z', '2026-11-02T12:30:00Z', 'Asia/Riyadh')).toEqual([['2026-11-02', 9]]);
    expect(hoursByDay('2026-11-01T19:00:00Z', '2026-11-03T01:00:00Z', 'Asia/Dubai')).toEqual([
      ['2026-11-01', 1],
      ['2026-11-02', 24],
      ['2026-11-03', 5],
    ]);
  });

  it('ends a piece at midnight exactly, and gives the next day nothing when the shift ends there', () => {
    expect(hoursByDay('2026-11-02T15:30:00Z', '2026-11-02T18:30:00Z', 'Asia/Kolkata')).toEqual([['2026-11-02', 3]]);
  });

  it('adds its pieces up to the whole stretch, seconds and all', () => {
    const pieces = splitAtMidnight(at('2026-11-02T17:00:00.700Z'), at('2026-11-02T20:00:00.200Z'), 'Asia/Kolkata');
    expect(pieces.reduce((sum, piece) => sum + piece.seconds, 0)).toBe(3 * HOUR - 1);
  });

  it('keeps a stretch with no length as one empty piece on its day', () => {
    expect(hoursByDay('2026-11-02T19:00:00Z', '2026-11-02T19:00:00Z', 'Asia/Kolkata')).toEqual([['2026-11-03', 0]]);
  });

  it('finds the day change where a zone’s clocks skip or repeat midnight (Chile)', () => {
    // 6 September 2026: Santiago goes from 23:59 straight to 01:00, so 22:00 to 06:00 is 7 hours.
    expect(nextMidnight('America/Santiago', at('2026-09-06T02:00:00Z')).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(hoursByDay('2026-09-06T02:00:00Z', '2026-09-06T09:00:00Z', 'America/Santiago')).toEqual([
      ['2026-09-05', 2],
      ['2026-09-06', 5],
    ]);
    // 5 April 2026: midnight becomes 23:00 again, so 4 April has 25 hours and 22:00 to 06:00 is 9.
    expect(hoursByDay('2026-04-05T01:00:00Z', '2026-04-05T10:00:00Z', 'America/Santiago')).toEqual([
      ['2026-04-04', 3],
      ['2026-04-05', 6],
    ]);
  });

  it('counts the seconds of a stretch on one day', () => {
    expect(secondsOnDay(at('2026-11-02T16:30:00Z'), at('2026-11-03T00:30:00Z'), 'Asia/Kolkata', '2026-11-03')).toBe(6 * HOUR);
    expect(secondsOnDay(at('2026-11-02T16:30:00Z'), at('2026-11-03T00:30:00Z'), 'Asia/Kolkata', '2026-11-04')).toBe(0);
  });
});
