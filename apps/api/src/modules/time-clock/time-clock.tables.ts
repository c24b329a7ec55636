import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { JOB_CLOCK_STATUSES, LOCATION_STATUSES } from '@servicebay/domain';
import { createdAt, id } from '../../db/columns';
import { jobCardLines } from '../billing/billing.tables';
import { brands } from '../brands/brands.tables';
import { jobCards } from '../job-cards/job-cards.tables';
import { staffAccounts } from '../staff/staff.tables';
import { workshops } from '../workshops/workshops.tables';

/**
 * The time tracker (issue 29 part 3, decision 0056), keyed by the staff account of the person who
 * clocks. Times are UTC instants; days are read in the workshop's time zone.
 */
const owned = () => ({
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id),
  workshopId: uuid('workshop_id')
    .notNull()
    .references(() => workshops.id),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staffAccounts.id),
});

/** Where a clock (in or out) was made: the device's position, or that it was refused or unavailable, and the geofence's verdict. */
const place = (prefix: 'clock_in' | 'clock_out') => ({
  status: text(`${prefix}_location_status`, { enum: LOCATION_STATUSES }),
  latitude: doublePrecision(`${prefix}_latitude`),
  longitude: doublePrecision(`${prefix}_longitude`),
  accuracyMetres: doublePrecision(`${prefix}_accuracy_metres`),
  distanceMetres: integer(`${prefix}_distance_metres`),
  isOutsideGeofence: boolean(`${prefix}_outside_geofence`).notNull().default(false),
});

const prefixed = <P extends string, T extends Record<string, unknown>>(prefix: P, columns: T) =>
  Object.fromEntries(Object.entries(columns).map(([name, column]) => [`${prefix}${name[0]!.toUpperCase()}${name.slice(1)}`, column])) as {
    [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K];
  };

/**
 * A time tracker record (workshop spec section 3): one clock-in and its clock-out. A person has at
 * most one open record, whichever workshop: two clock-ins at once give one (the partial unique index).
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: id(),
    ...owned(),
    clockInAt: timestamp('clock_in_at', { withTimezone: true }).notNull(),
    ...prefixed('clockIn', place('clock_in')),
    clockOutAt: timestamp('clock_out_at', { withTimezone: true }),
    ...prefixed('clockOut', place('clock_out')),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attendance_one_open_per_staff')
      .on(t.staffId)
      .where(sql`${t.clockOutAt} is null`),
    index('attendance_workshop_day_idx').on(t.workshopId, t.clockInAt),
    check('attendance_clock_in_location', sql`${t.clockInStatus} is not null`),
    check('attendance_out_after_in', sql`${t.clockOutAt} is null or (${t.clockOutAt} >= ${t.clockInAt} and ${t.clockOutStatus} is not null)`),
  ],
);

/**
 * A technician's clock on a labour line (domain time-clock/job-clock.ts). One running clock per
 * person and one open (running or paused) clock per person and line, held by partial unique indexes
 * so two starts at once give one.
 */
export const jobClocks = pgTable(
  'job_clocks',
  {
    id: id(),
    ...owned(),
    jobCardId: uuid('job_card_id')
      .notNull()
      .references(() => jobCards.id),
    lineId: uuid('line_id')
      .notNull()
      .references(() => jobCardLines.id, { onDelete: 'cascade' }),
    status: text('status', { enum: JOB_CLOCK_STATUSES }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_clocks_one_running_per_staff')
      .on(t.staffId)
      .where(sql`${t.status} = 'running'`),
    uniqueIndex('job_clocks_one_open_per_line')
      .on(t.staffId, t.lineId)
      .where(sql`${t.status} <> 'stopped'`),
    index('job_clocks_card_idx').on(t.jobCardId),
    index('job_clocks_line_idx').on(t.lineId),
  ],
);

/** The stretches a job clock ran: one open (no end) while it runs. The reports sum these by the day each began. */
export const jobClockStretches = pgTable(
  'job_clock_stretches',
  {
    id: id(),
    jobClockId: uuid('job_clock_id')
      .notNull()
      .references(() => jobClocks.id, { onDelete: 'cascade' }),
    workshopId: uuid('workshop_id')
      .notNull()
      .references(() => workshops.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_clock_stretches_one_open')
      .on(t.jobClockId)
      .where(sql`${t.endedAt} is null`),
    index('job_clock_stretches_workshop_idx').on(t.workshopId, t.startedAt),
    check('job_clock_stretches_order', sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
);

export type AttendanceRow = typeof attendanceRecords.$inferSelect;
export type JobClockRow = typeof jobClocks.$inferSelect;
