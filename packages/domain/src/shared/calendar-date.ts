import { keptPerKey } from './kept-per-key';
/**
 * A calendar date as the specs write them, 'YYYY-MM-DD', with no time and no zone: an offer's
 * validity, a booking's day. Which date "today" is depends on the brand's or the workshop's time
 * zone, so callers pass it in (`calendarDateIn`); the rules here only count days.
 */
export type CalendarDate = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a valid calendar date; throws on anything else (a bug, not input). */
export function dayNumber(date: CalendarDate): number {
  const match = DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  // Checked by arithmetic, not by formatting a Date back: every slot read checks its date.
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

export const isCalendarDate = (value: string): boolean => {
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
};

/** `days` after `date` (before, when negative). */
export const addDays = (date: CalendarDate, days: number): CalendarDate => new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);

// en-CA writes dates as YYYY-MM-DD.
const dateFormatterIn = keptPerKey((timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
/** The date it is at `instant` in an IANA time zone ('Asia/Kolkata', 'Asia/Riyadh'). */
export const calendarDateIn = (timeZone: string, instant: Date = new Date()): CalendarDate => dateFormatterIn(timeZone).format(instant);

/**
 * The time zone of each market the brands serve, by the brand's country code: "today" for a
 * brand's offers is the date there. (Workshops carry their own zone for slots.)
 */
export const MARKET_TIME_ZONES: Record<string, string> = {
  '+91': 'Asia/Kolkata',
  '+966': 'Asia/Riyadh',
  '+971': 'Asia/Dubai',
  '+973': 'Asia/Bahrain',
};

/** Today in the brand's market (UTC for a country code without a zone here). */
export const marketToday = (countryCode: string, instant: Date = new Date()): CalendarDate => calendarDateIn(MARKET_TIME_ZONES[countryCode] ?? 'UTC', instant);
