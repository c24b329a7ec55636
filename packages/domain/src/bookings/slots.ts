import { addDays, dayNumber, type CalendarDate } from '../shared/calendar-date';
import { keptPerKey } from '../shared/kept-per-key';
import { WEEKDAYS, type TWeekday } from '../workshops/workshop';

/**
 * Which days and time slots a workshop can take a booking in (customer spec sections 2, 5 and 9):
 * its working days between the first and last available dates, its hours cut into slots, each
 * holding as many bookings as it has bays. Every rule reads the workshop's own clock: "today" and
 * "the current hour" are those of its time zone, never the server's or the customer's.
 */

/** How far ahead a customer may book, counting today: a month of the workshop's days. */
export const BOOKING_WINDOW_DAYS = 30;

/** What a workshop's calendar is made of: its zone, days, hours ('HH:MM'), slot length, bays and holidays. */
export type WorkshopCalendar = {
  timeZone: string;
  workingDays: readonly TWeekday[];
  opensAt: string;
  closesAt: string;
  slotMinutes: number;
  capacity: number;
  holidays: readonly CalendarDate[];
};

/** A time slot as the spec's data names it: 'HH:MM' start and end in the workshop's zone. */
export type TimeSlot = { startTime: string; endTime: string };
export type OpenSlot = TimeSlot & { remaining: number };

/** The answer for one day: its open slots, or why there are none. */
export type DaySlots = { kind: 'open'; slots: OpenSlot[] } | { kind: 'full' | 'past' | 'closed' | 'beyond-window' };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 1970-01-01 was a Thursday. */
export const weekdayOf = (date: CalendarDate): TWeekday => WEEKDAYS[(((dayNumber(date) + 4) % 7) + 7) % 7]!;

const wallClockFormatter = keptPerKey(
  (timeZone) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

type WallClock = { date: CalendarDate; hour: number; minute: number };
const MINUTE_MS = 60_000;
/** Each zone's clock for the last minute asked: every read of a day's slots asks, formatting is the costly part. */
const lastReading = new Map<string, { minute: number; clock: WallClock }>();

/**
 * The date and time on the workshop's clock at `instant`. Kept per zone for the minute it falls in:
 * every offset in use is a whole number of minutes, so the whole minute reads the same.
 */
export function wallClock(timeZone: string, instant: Date): WallClock {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  const last = lastReading.get(timeZone);
  if (last?.minute === minute) return last.clock;
  const parts = Object.fromEntries(
    wallClockFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const clock = { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
  lastReading.set(timeZone, { minute, clock });
  return clock;
}

/** The workshop's day cut into slots of its length, the last one ending by closing time. */
export function slotsOfDay(calendar: Pick<WorkshopCalendar, 'opensAt' | 'closesAt' | 'slotMinutes'>): TimeSlot[] {
  const slots: TimeSlot[] = [];
  const closes = minutesOf(calendar.closesAt);
  for (let start = minutesOf(calendar.opensAt); start + calendar.slotMinutes <= closes; start += calendar.slotMinutes) {
    slots.push({ startTime: timeOf(start), endTime: timeOf(start + calendar.slotMinutes) });
  }
  return slots;
}

/** A working day of the workshop that is not one of its holidays. */
export const isOpenOn = (calendar: Pick<WorkshopCalendar, 'workingDays' | 'holidays'>, date: CalendarDate): boolean =>
  calendar.workingDays.includes(weekdayOf(date)) && !calendar.holidays.includes(date);

/** The slots of a day the clock still allows: today only those whose start hour is later than the current hour. */
function slotsLeft(calendar: WorkshopCalendar, date: CalendarDate, now: Date): TimeSlot[] {
  const clock = wallClock(calendar.timeZone, now);
  const slots = slotsOfDay(calendar);
  return date === clock.date ? slots.filter((slot) => Number(slot.startTime.slice(0, 2)) > clock.hour) : slots;
}

/**
 * The slots of `date` with room left, given how many bookings each start time already holds
 * (`taken`, by 'HH:MM'); or why the day has none: past, closed, beyond the window, or full.
 */
export function slotsForDay(calendar: WorkshopCalendar, date: CalendarDate, now: Date, taken: ReadonlyMap<string, number> = new Map()): DaySlots {
  const today = wallClock(calendar.timeZone, now).date;
  if (dayNumber(date) < dayNumber(today)) return { kind: 'past' };
  if (dayNumber(date) >= dayNumber(today) + BOOKING_WINDOW_DAYS) return { kind: 'beyond-window' };
  if (!isOpenOn(calendar, date)) return { kind: 'closed' };
  const slots = slotsLeft(calendar, date, now)
    .map((slot) => ({ ...slot, remaining: calendar.capacity - (taken.get(slot.startTime) ?? 0) }))
    .filter((slot) => slot.remaining > 0);
  return slots.length === 0 ? { kind: 'full' } : { kind: 'open', slots };
}

/**
 * The days the date picker offers: the workshop's open days from today through the last day of
 * the window, leaving out today when no slot of it is left on the clock. Days full of bookings are
 * still offered; picking one says 'all service slots full' (the spec's message).
 */
export function availableDates(calendar: WorkshopCalendar, now: Date): CalendarDate[] {
  const today = wallClock(calendar.timeZone, now).date;
  const dates: CalendarDate[] = [];
  for (let offset = 0; offset < BOOKING_WINDOW_DAYS; offset++) {
    const date = addDays(today, offset);
    if (!isOpenOn(calendar, date)) continue;
    if (offset === 0 && slotsLeft(calendar, date, now).length === 0) continue;
    dates.push(date);
  }
  return dates;
}

/**
 * The instant a workshop's clock reads `date` at `time` ('HH:MM'): the booking's start and end,
 * kept in UTC. The zone's offset at that moment is read from its own clock and checked once more,
 * so a zone that moves its clocks (none of the markets today) still lands on the right hour.
 */
export function instantOn(timeZone: string, date: CalendarDate, time: string): Date {
  const wanted = dayNumber(date) * 1440 + minutesOf(time);
  let guess = wanted * 60_000;
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(timeZone, new Date(guess));
    guess += (wanted - (dayNumber(seen.date) * 1440 + seen.hour * 60 + seen.minute)) * 60_000;
  }
  return new Date(guess);
}
