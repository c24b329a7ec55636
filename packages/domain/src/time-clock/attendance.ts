import { z } from 'zod';
import { calendarDateIn, dayNumber, type CalendarDate } from '../shared/calendar-date';
import { ZStaffRole } from '../staff/permissions';
import { LOCATION_STATUSES } from './geofence';
import { secondsOnDay, splitAtMidnight } from './day-split';
import { hoursOfSeconds, secondsBetween } from './hours';

/** Where one clock (in or out) was made, as the record keeps it (workshop spec: clockInLocation, clockOutLocation). */
export const ZClockPlace = z.object({
  status: z.enum(LOCATION_STATUSES),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracyMetres: z.number().nullable(),
  /** From the workshop, in metres; null without a position. */
  distanceMetres: z.number().int().nullable(),
  /** Beyond the workshop's geofence: flagged, not refused. */
  isOutsideGeofence: z.boolean(),
});
export type TClockPlace = z.infer<typeof ZClockPlace>;

/** The time tracker record of workshop spec section 3: date, clockInTime, clockOutTime, totalHrs and the two locations. */
export const ZAttendanceRecord = z.object({
  attendanceId: z.uuid(),
  staffId: z.uuid(),
  /** The clock-in's day in the workshop's time zone: a night shift's record is dated the day it began (its hours are split at midnight in the reports and today's hours). */
  date: z.iso.date(),
  clockInTime: z.iso.datetime(),
  clockOutTime: z.iso.datetime().nullable(),
  /** To now while still clocked in. */
  totalHrs: z.number(),
  clockInLocation: ZClockPlace,
  clockOutLocation: ZClockPlace.nullable(),
});
export type TAttendanceRecord = z.infer<typeof ZAttendanceRecord>;

/** 'Inactive' when not clocked in (workshop spec section 4, Other). */
export const ATTENDANCE_STATES = ['clockedIn', 'inactive'] as const;
export const ZAttendanceState = z.enum(ATTENDANCE_STATES);

/** The caller's own time: whether they are in, today's hours and records, and the workshop's geofence. */
export const ZMyTime = z.object({
  state: ZAttendanceState,
  openRecord: ZAttendanceRecord.nullable(),
  today: z.iso.date(),
  todayHours: z.number(),
  todayRecords: z.array(ZAttendanceRecord),
  geofenceRadiusMetres: z.number().int(),
});
export type TMyTime = z.infer<typeof ZMyTime>;

/** One person on the managers' team list: who is in, since when, Inactive otherwise. */
export const ZTeamAttendance = z.object({
  staffId: z.uuid(),
  name: z.string(),
  role: ZStaffRole,
  state: ZAttendanceState,
  since: z.iso.datetime().nullable(),
  todayHours: z.number(),
  isOutsideGeofence: z.boolean(),
  locationStatus: z.enum(LOCATION_STATUSES).nullable(),
});
export type TTeamAttendance = z.infer<typeof ZTeamAttendance>;

/** A report's period: days in the workshop's time zone, at most 92 (a quarter) so a report stays one read. */
export const REPORT_MAX_DAYS = 92;
export const ZReportPeriod = z.object({ from: z.iso.date(), to: z.iso.date() });
export type TReportPeriod = z.infer<typeof ZReportPeriod>;

/** The attendance report's row: one person on one day. */
export const ZAttendanceDay = z.object({
  staffId: z.uuid(),
  name: z.string(),
  date: z.iso.date(),
  /** The day's first clock-in, or its midnight when a shift carried over from the day before. */
  firstIn: z.iso.datetime(),
  /** Null while the last record is still open; the next midnight when a shift carries on into the next day. */
  lastOut: z.iso.datetime().nullable(),
  hours: z.number(),
  flaggedClockIns: z.number().int(),
  refusedLocations: z.number().int(),
});
export type TAttendanceDay = z.infer<typeof ZAttendanceDay>;
export const ZAttendanceReport = z.object({ from: z.iso.date(), to: z.iso.date(), rows: z.array(ZAttendanceDay) });
export type TAttendanceReport = z.infer<typeof ZAttendanceReport>;

/** What the attendance rules read of a kept record. */
export type AttendanceSpan = {
  staffId: string;
  clockInAt: Date;
  clockOutAt: Date | null;
  isOutsideGeofence: boolean;
  locationStatus: (typeof LOCATION_STATUSES)[number];
};

/** A record's day: its clock-in's date in the workshop's time zone (the record's own date; its hours are split by day in the reports). */
export const attendanceDayOf = (clockInAt: Date, timeZone: string): CalendarDate => calendarDateIn(timeZone, clockInAt);

/** A record's seconds: to its clock-out, or to now while open. */
export const spanSeconds = (span: Pick<AttendanceSpan, 'clockInAt' | 'clockOutAt'>, now: Date): number =>
  secondsBetween(span.clockInAt, span.clockOutAt ?? now);

/**
 * Per person and day: first in, last out (null while one is open), hours, flagged clock-ins and
 * clock-ins made without a position. A shift over midnight is cut there (`splitAtMidnight`): each
 * day gets its own hours, the first day ending and the next beginning at midnight; its clock-in's
 * flag counts on the day it was made. Sorted by day, then by the order the names come in.
 */
export function attendanceDays(spans: readonly AttendanceSpan[], timeZone: string, now: Date, names: ReadonlyMap<string, string>): TAttendanceDay[] {
  const days = new Map<string, TAttendanceDay & { seconds: number; isOpen: boolean }>();
  const dayOf = (staffId: string, date: string, firstIn: Date) => {
    const key = `${staffId} ${date}`;
    const day = days.get(key) ?? {
      staffId,
      name: names.get(staffId) ?? '',
      date,
      firstIn: firstIn.toISOString(),
      lastOut: null,
      hours: 0,
      flaggedClockIns: 0,
      refusedLocations: 0,
      seconds: 0,
      isOpen: false,
    };
    days.set(key, day);
    return day;
  };
  for (const span of [...spans].sort((a, b) => a.clockInAt.getTime() - b.clockInAt.getTime())) {
    const pieces = splitAtMidnight(span.clockInAt, span.clockOutAt ?? now, timeZone);
    pieces.forEach((piece, index) => {
      const day = dayOf(span.staffId, piece.date, piece.from);
      const isLast = index === pieces.length - 1;
      day.seconds += piece.seconds;
      day.isOpen = isLast && span.clockOutAt === null;
      day.lastOut = isLast ? (span.clockOutAt?.toISOString() ?? null) : piece.to.toISOString();
      if (index > 0) return;
      if (span.isOutsideGeofence) day.flaggedClockIns += 1;
      if (span.locationStatus !== 'recorded') day.refusedLocations += 1;
    });
  }
  return [...days.values()]
    .map(({ seconds, isOpen, ...day }) => ({ ...day, lastOut: isOpen ? null : day.lastOut, hours: hoursOfSeconds(seconds) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** A person's seconds on `date` (the workshop's day): the part of each record that falls on it, an open one to now. */
export const daySeconds = (spans: readonly Pick<AttendanceSpan, 'clockInAt' | 'clockOutAt'>[], date: CalendarDate, timeZone: string, now: Date): number =>
  spans.reduce((sum, span) => sum + secondsOnDay(span.clockInAt, span.clockOutAt ?? now, timeZone, date), 0);

/** Whether a record has any part on `date`: a night shift that ended this morning is one of today's. */
export const touchesDay = (span: Pick<AttendanceSpan, 'clockInAt' | 'clockOutAt'>, date: CalendarDate, timeZone: string, now: Date): boolean =>
  splitAtMidnight(span.clockInAt, span.clockOutAt ?? now, timeZone).some((piece) => piece.date === date);

/** Whether a report's period can be read: from not after to, and at most REPORT_MAX_DAYS days. */
export const isReportPeriodValid = ({ from, to }: TReportPeriod): boolean => from <= to && dayNumber(to) - dayNumber(from) < REPORT_MAX_DAYS;
