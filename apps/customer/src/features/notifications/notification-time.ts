import { keptPerKey } from '@servicebay/domain';
import { formatCalendarDay } from '../../shared/day-text';

/** How long ago a notification came, in the unit a list like Uber's or Swiggy's says it. */
export type NotificationAge = { unit: 'now' } | { unit: 'minute' | 'hour' | 'day'; value: number } | { unit: 'date'; day: string };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Within a week the day is counted ('3 days ago'); older ones show their date. */
const COUNTED_DAYS = 7;

/** The local calendar day of a moment, as YYYY-MM-DD. */
const localDay = (moment: Date) => `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, '0')}-${String(moment.getDate()).padStart(2, '0')}`;

/** Whole local calendar days from `earlier` to `later` (midnight to midnight, whatever the hours). */
const calendarDaysBetween = (earlier: Date, later: Date) =>
  Math.round(
    (Date.UTC(later.getFullYear(), later.getMonth(), later.getDate()) - Date.UTC(earlier.getFullYear(), earlier.getMonth(), earlier.getDate())) /
      (24 * HOUR_MS),
  );

/**
 * The age of a notification written at `createdSeconds` (the API's createdAt.seconds), seen at
 * `now`: minutes within the hour, hours within the day, then calendar days within the week, then
 * the date. A moment a little ahead of this device's clock counts as now.
 */
export function notificationAge(createdSeconds: number, now: Date): NotificationAge {
  const created = new Date(createdSeconds * 1000);
  const elapsed = now.getTime() - created.getTime();
  if (elapsed < MINUTE_MS) return { unit: 'now' };
  if (elapsed < HOUR_MS) return { unit: 'minute', value: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < 24 * HOUR_MS) return { unit: 'hour', value: Math.floor(elapsed / HOUR_MS) };
  const days = calendarDaysBetween(created, now);
  return days < COUNTED_DAYS ? { unit: 'day', value: Math.max(1, days) } : { unit: 'date', day: localDay(created) };
}

// Built once per language: a relative-time formatter costs a phone milliseconds to build.
const relativeTimeIn = keptPerKey((language) => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));

/**
 * The age as the reader's language says it: Intl knows Arabic's plural forms ('قبل دقيقتين',
 * 'قبل 3 دقائق') and 'yesterday'; a date is written DD MMM YYYY like the app's other dates.
 */
export function notificationTimeText(age: NotificationAge, language: string, justNow: string): string {
  if (age.unit === 'now') return justNow;
  if (age.unit === 'date') return formatCalendarDay(age.day, language);
  const text = relativeTimeIn(language).format(-age.value, age.unit);
  // English writes 'yesterday' in lower case, for the middle of a sentence; here it stands alone.
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
