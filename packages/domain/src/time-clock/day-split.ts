import { instantOn } from '../bookings/slots';
import { addDays, calendarDateIn, type CalendarDate } from '../shared/calendar-date';

const MINUTE_MS = 60_000;

/** One day's part of a stretch of time: its day in the workshop's time zone, where it begins and ends, and its whole seconds. */
export type DayPiece = { date: CalendarDate; from: Date; to: Date; seconds: number };

/**
 * The first instant of the day after `instant`'s, in `timeZone`. Read from the zone's own clock, so
 * a zone that skips or repeats midnight when its clocks move (Chile, Lebanon) still gets its day
 * change, found minute by minute; the markets' zones (India, the Gulf) never move theirs.
 */
export function nextMidnight(timeZone: string, instant: Date): Date {
  const date = calendarDateIn(timeZone, instant);
  const isNextDay = (at: number) => calendarDateIn(timeZone, new Date(at)) !== date;
  const guess = instantOn(timeZone, addDays(date, 1), '00:00').getTime();
  if (guess > instant.getTime() && isNextDay(guess) && !isNextDay(guess - MINUTE_MS)) return new Date(guess);
  // Every offset in use is whole minutes, and two days on is always a later day.
  let before = Math.floor(instant.getTime() / MINUTE_MS);
  let after = before + 2 * 24 * 60;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (isNextDay(middle * MINUTE_MS)) after = middle;
    else before = middle;
  }
  return new Date(after * MINUTE_MS);
}

/**
 * A stretch of time (a shift, a job clock's run) cut at the workshop's midnights, so each day gets
 * its own hours: 22:00 to 06:00 is 2 hours on the first day and 6 on the second. Each piece's seconds
 * are counted from the stretch's start, so they add up to exactly the whole stretch's. A stretch with
 * no length is one empty piece on its day, so it is still shown.
 */
export function splitAtMidnight(from: Date, to: Date, timeZone: string): DayPiece[] {
  const wholeSecondsTo = (instant: Date) => Math.floor((instant.getTime() - from.getTime()) / 1000);
  if (to.getTime() <= from.getTime()) return [{ date: calendarDateIn(timeZone, from), from, to: from, seconds: 0 }];
  const pieces: DayPiece[] = [];
  for (let start = from; start < to;) {
    const midnight = nextMidnight(timeZone, start);
    const end = midnight < to ? midnight : to;
    pieces.push({ date: calendarDateIn(timeZone, start), from: start, to: end, seconds: wholeSecondsTo(end) - wholeSecondsTo(start) });
    start = end;
  }
  return pieces;
}

/** The whole seconds of a stretch that fall on `date` in the workshop's time zone. */
export const secondsOnDay = (from: Date, to: Date, timeZone: string, date: CalendarDate): number =>
  splitAtMidnight(from, to, timeZone)
    .filter((piece) => piece.date === date)
    .reduce((sum, piece) => sum + piece.seconds, 0);
