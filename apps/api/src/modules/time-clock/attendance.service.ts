import { and, asc, desc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import {
  attendanceDayOf,
  calendarDateIn,
  daySeconds,
  geofenceCheck,
  hoursOfSeconds,
  spanSeconds,
  touchesDay,
  type TAttendanceRecord,
  type TClockLocation,
  type TClockPlace,
  type TMyTime,
  type TTeamAttendance,
} from '@servicebay/domain';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { StaffScope, TimeClockDeps } from './time-clock-context';
import { attendanceRecords, type AttendanceRow } from './time-clock.tables';

export type AttendanceService = ReturnType<typeof createAttendanceService>;

/** A day's records reach back at most this far: a record still open from before counts, older ones do not. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Clocking in and out (issue 29 part 3): the time, and where the device said it was, judged against
 * the workshop's geofence. A location refused or unavailable is recorded as such and never blocks;
 * a far clock-in is flagged, not refused. One open record per person (the partial unique index).
 */
export function createAttendanceService(deps: TimeClockDeps) {
  const { db } = deps;

  const placeColumns = (location: TClockLocation, check: ReturnType<typeof geofenceCheck>) => ({
    status: location.status,
    latitude: location.status === 'recorded' ? location.latitude : null,
    longitude: location.status === 'recorded' ? location.longitude : null,
    accuracyMetres: location.status === 'recorded' ? location.accuracyMetres : null,
    distanceMetres: check.distanceMetres,
    isOutsideGeofence: check.isOutside,
  });

  const placeOf = (row: AttendanceRow, which: 'clockIn' | 'clockOut'): TClockPlace | null => {
    const status = row[`${which}Status`];
    if (!status) return null;
    return {
      status,
      latitude: row[`${which}Latitude`],
      longitude: row[`${which}Longitude`],
      accuracyMetres: row[`${which}AccuracyMetres`],
      distanceMetres: row[`${which}DistanceMetres`],
      isOutsideGeofence: row[`${which}IsOutsideGeofence`],
    };
  };

  const recordView = (row: AttendanceRow, timeZone: string, now: Date): TAttendanceRecord => ({
    attendanceId: row.id,
    staffId: row.staffId,
    date: attendanceDayOf(row.clockInAt, timeZone),
    clockInTime: row.clockInAt.toISOString(),
    clockOutTime: row.clockOutAt?.toISOString() ?? null,
    totalHrs: hoursOfSeconds(spanSeconds(row, now)),
    clockInLocation: placeOf(row, 'clockIn')!,
    clockOutLocation: placeOf(row, 'clockOut'),
  });

  /** The workshop's records of the last day or so and every open one: today's are picked by their day in the workshop's zone. */
  const recentRows = (scope: { workshopId: string }, now: Date, staffId?: string) =>
    db
      .select()
      .from(attendanceRecords)
      .where(
        and(
          eq(attendanceRecords.workshopId, scope.workshopId),
          staffId ? eq(attendanceRecords.staffId, staffId) : undefined,
          or(gte(attendanceRecords.clockInAt, new Date(now.getTime() - 2 * DAY_MS)), isNull(attendanceRecords.clockOutAt)),
        ),
      )
      .orderBy(asc(attendanceRecords.clockInAt));

  async function openRecordOf(staffId: string): Promise<AttendanceRow | null> {
    const [row] = await db
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.staffId, staffId), isNull(attendanceRecords.clockOutAt)));
    return row ?? null;
  }

  async function mine(brand: Brand, scope: StaffScope): Promise<TMyTime> {
    const now = deps.now();
    const workshop = await deps.workshopPlace(brand, scope.workshopId);
    const today = calendarDateIn(workshop.timeZone, now);
    const rows = await recentRows(scope, now, scope.staffId);
    const todays = rows.filter((row) => touchesDay(row, today, workshop.timeZone, now));
    const open = (await openRecordOf(scope.staffId)) ?? null;
    return {
      state: open ? 'clockedIn' : 'inactive',
      openRecord: open ? recordView(open, workshop.timeZone, now) : null,
      today,
      todayHours: hoursOfSeconds(daySeconds(todays, today, workshop.timeZone, now)),
      todayRecords: todays.map((row) => recordView(row, workshop.timeZone, now)).reverse(),
      geofenceRadiusMetres: workshop.geofenceRadiusMetres,
    };
  }

  return {
    mine,

    /** Clock in here, now. A second clock-in while one is open, here or at another branch, is refused ('You are already clocked in'). */
    async clockIn(brand: Brand, scope: StaffScope, location: TClockLocation): Promise<TMyTime> {
      if (await openRecordOf(scope.staffId)) throw new AppError('timeClock/already-clocked-in');
      const workshop = await deps.workshopPlace(brand, scope.workshopId);
      const place = placeColumns(location, geofenceCheck(workshop, workshop.geofenceRadiusMetres, location));
      await db.insert(attendanceRecords).values({
        brandId: scope.brandId,
        workshopId: scope.workshopId,
        staffId: scope.staffId,
        clockInAt: deps.now(),
        clockInStatus: place.status,
        clockInLatitude: place.latitude,
        clockInLongitude: place.longitude,
        clockInAccuracyMetres: place.accuracyMetres,
        clockInDistanceMetres: place.distanceMetres,
        clockInIsOutsideGeofence: place.isOutsideGeofence,
      });
      return mine(brand, scope);
    },

    /** Clock out of the open record, which must be this workshop's (a record is closed where it was opened). */
    async clockOut(brand: Brand, scope: StaffScope, location: TClockLocation): Promise<TMyTime> {
      const open = await openRecordOf(scope.staffId);
      if (!open || open.workshopId !== scope.workshopId) throw new AppError('timeClock/not-clocked-in');
      const workshop = await deps.workshopPlace(brand, scope.workshopId);
      const place = placeColumns(location, geofenceCheck(workshop, workshop.geofenceRadiusMetres, location));
      const closed = await db
        .update(attendanceRecords)
        .set({
          clockOutAt: deps.now(),
          clockOutStatus: place.status,
          clockOutLatitude: place.latitude,
          clockOutLongitude: place.longitude,
          clockOutAccuracyMetres: place.accuracyMetres,
          clockOutDistanceMetres: place.distanceMetres,
          clockOutIsOutsideGeofence: place.isOutsideGeofence,
        })
        .where(and(eq(attendanceRecords.id, open.id), isNull(attendanceRecords.clockOutAt)))
        .returning({ id: attendanceRecords.id });
      // Two clock-outs at once: the second finds the record closed by the first.
      if (closed.length === 0) throw new AppError('timeClock/not-clocked-in');
      return mine(brand, scope);
    },

    /** The managers' list: every person of the workshop, who is in and since when, Inactive otherwise. */
    async team(brand: Brand, scope: StaffScope): Promise<TTeamAttendance[]> {
      const now = deps.now();
      const [people, workshop] = await Promise.all([deps.staffAtWorkshop(scope.brandId, scope.workshopId), deps.workshopPlace(brand, scope.workshopId)]);
      const today = calendarDateIn(workshop.timeZone, now);
      const rows = await recentRows(scope, now);
      return people.map((person) => {
        const theirs = rows.filter((row) => row.staffId === person.staffId);
        const open = theirs.find((row) => row.clockOutAt === null);
        const todays = theirs.filter((row) => touchesDay(row, today, workshop.timeZone, now));
        return {
          staffId: person.staffId,
          name: person.name,
          role: person.role,
          state: open ? 'clockedIn' : 'inactive',
          since: open?.clockInAt.toISOString() ?? null,
          todayHours: hoursOfSeconds(daySeconds(todays, today, workshop.timeZone, now)),
          isOutsideGeofence: open?.clockInIsOutsideGeofence ?? false,
          locationStatus: open?.clockInStatus ?? null,
        };
      });
    },

    /** The records with any time in a period (UTC bounds), for the attendance report: one begun before it may run into it. */
    ofPeriod: (workshopId: string, from: Date, to: Date) =>
      db
        .select()
        .from(attendanceRecords)
        .where(
          and(
            eq(attendanceRecords.workshopId, workshopId),
            lt(attendanceRecords.clockInAt, to),
            or(isNull(attendanceRecords.clockOutAt), gte(attendanceRecords.clockOutAt, from)),
          ),
        )
        .orderBy(desc(attendanceRecords.clockInAt)),
  };
}
