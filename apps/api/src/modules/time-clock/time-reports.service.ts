import { and, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import {
  addDays,
  attendanceDays,
  isReportPeriodValid,
  splitAtMidnight,
  technicianEfficiency,
  type TAttendanceReport,
  type TEfficiencyReport,
  type TReportPeriod,
} from '@servicebay/domain';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { AttendanceService } from './attendance.service';
import type { StaffScope, TimeClockDeps } from './time-clock-context';
import { jobClocks, jobClockStretches } from './time-clock.tables';

export type TimeReportsService = ReturnType<typeof createTimeReportsService>;

/**
 * The time tracker's two reports (issue 29 part 3): attendance per person and day, and technician
 * efficiency (labour hours billed on tax invoices against hours clocked on jobs). Days are the
 * workshop's: rows with time in the period widened by a day each side (any time zone's day lies
 * within) are read, cut at the workshop's midnights and placed by their day there.
 */
export function createTimeReportsService(deps: TimeClockDeps & { attendance: AttendanceService }) {
  const { db } = deps;

  function widened(period: TReportPeriod) {
    if (!isReportPeriodValid(period)) throw new AppError('timeClock/period-too-long', { field: 'from' });
    return { from: new Date(`${addDays(period.from, -1)}T00:00:00Z`), to: new Date(`${addDays(period.to, 2)}T00:00:00Z`) };
  }
  const inPeriod = (period: TReportPeriod) => (date: string) => date >= period.from && date <= period.to;

  return {
    async attendance(brand: Brand, scope: StaffScope, period: TReportPeriod): Promise<TAttendanceReport> {
      const bounds = widened(period);
      const [{ timeZone }, rows] = await Promise.all([
        deps.workshopPlace(brand, scope.workshopId),
        deps.attendance.ofPeriod(scope.workshopId, bounds.from, bounds.to),
      ]);
      const names = await deps.staffNames(scope.brandId, [...new Set(rows.map((row) => row.staffId))]);
      const spans = rows.map((row) => ({ ...row, locationStatus: row.clockInStatus ?? 'unavailable', isOutsideGeofence: row.clockInIsOutsideGeofence }));
      return { ...period, rows: attendanceDays(spans, timeZone, deps.now(), names).filter((row) => inPeriod(period)(row.date)) };
    },

    async technicianEfficiency(brand: Brand, scope: StaffScope, period: TReportPeriod): Promise<TEfficiencyReport> {
      const bounds = widened(period);
      const [{ timeZone }, billed] = await Promise.all([
        deps.workshopPlace(brand, scope.workshopId),
        deps.billedLabour(scope.workshopId, period.from, period.to),
      ]);
      const billedLineIds = [...new Set(billed.map((line) => line.lineId))];
      // Every stretch with time in the period, and every stretch of a line billed in it (clocked earlier, perhaps).
      const stretches = await db
        .select({ staffId: jobClocks.staffId, lineId: jobClocks.lineId, startedAt: jobClockStretches.startedAt, endedAt: jobClockStretches.endedAt })
        .from(jobClockStretches)
        .innerJoin(jobClocks, eq(jobClocks.id, jobClockStretches.jobClockId))
        .where(
          and(
            eq(jobClocks.workshopId, scope.workshopId),
            or(
              and(lt(jobClockStretches.startedAt, bounds.to), or(isNull(jobClockStretches.endedAt), gte(jobClockStretches.endedAt, bounds.from))),
              billedLineIds.length > 0 ? inArray(jobClocks.lineId, billedLineIds) : undefined,
            ),
          ),
        );
      const now = deps.now();
      // A stretch over midnight gives each day its own hours, as attendance does.
      const clocked = stretches.flatMap((stretch) =>
        splitAtMidnight(stretch.startedAt, stretch.endedAt ?? now, timeZone).map((piece) => ({
          staffId: stretch.staffId,
          lineId: stretch.lineId,
          date: piece.date,
          seconds: piece.seconds,
        })),
      );
      const names = await deps.staffNames(scope.brandId, [...new Set(clocked.map((stretch) => stretch.staffId))]);
      return { ...period, rows: technicianEfficiency(clocked, billed, period, names) };
    },
  };
}
