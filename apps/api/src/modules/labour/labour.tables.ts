import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { UPDATE_TARGETS, CHANGE_BASES, VEHICLE_TYPES, type TMakeSegment } from '@servicebay/domain';
import { createdAt, id } from '../../db/columns';
import { brands } from '../brands/brands.tables';
import { catalogServices } from '../catalog/services/service-menu.tables';
import { staffAccounts } from '../staff/staff.tables';
import { workshops } from '../workshops/workshops.tables';

/**
 * A workshop's labour catalogue (issue 29 parts 4 to 6, decision 0057). Times in minutes, amounts in
 * minor units of the brand's currency. A cell's price is kept, set from its time and its operation's
 * rate whenever either is saved, so a bulk update may change it and the customer app reads it as is.
 */
const brandId = () =>
  uuid('brand_id')
    .notNull()
    .references(() => brands.id);
const workshopId = () =>
  uuid('workshop_id')
    .notNull()
    .references(() => workshops.id);
const minorColumn = (name: string) => bigint(name, { mode: 'number' });

/** Vehicle segments: which vehicles each holds, by the vehicle catalogue's facts (domain labour-segments.ts). */
export const labourVehicleSegments = pgTable(
  'labour_vehicle_segments',
  {
    id: id(),
    brandId: brandId(),
    workshopId: workshopId(),
    name: text('name').notNull(),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    makeSegments: text('make_segments')
      .array()
      .$type<TMakeSegment[]>()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('labour_vehicle_segments_name').on(t.workshopId, sql`lower(${t.name})`)],
);

/** Rate segments: an hourly labour rate each. */
export const labourRateSegments = pgTable(
  'labour_rate_segments',
  {
    id: id(),
    brandId: brandId(),
    workshopId: workshopId(),
    name: text('name').notNull(),
    rateMinor: minorColumn('rate_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('labour_rate_segments_name').on(t.workshopId, sql`lower(${t.name})`), check('labour_rate_positive', sql`${t.rateMinor} > 0`)],
);

export type PropertyType = { type: string; options: string[] };

/** Labour operations, each charged at one rate segment, with their custom property types. */
export const labourOperations = pgTable(
  'labour_operations',
  {
    id: id(),
    brandId: brandId(),
    workshopId: workshopId(),
    name: text('name').notNull(),
    code: text('code'),
    rateSegmentId: uuid('rate_segment_id')
      .notNull()
      .references(() => labourRateSegments.id),
    properties: jsonb('properties').$type<PropertyType[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('labour_operations_name').on(t.workshopId, sql`lower(${t.name})`), index('labour_operations_rate_idx').on(t.rateSegmentId)],
);

/** An operation's time and price in one vehicle segment: a cell of the price grid. */
export const labourOperationCells = pgTable(
  'labour_operation_cells',
  {
    operationId: uuid('operation_id')
      .notNull()
      .references(() => labourOperations.id, { onDelete: 'cascade' }),
    vehicleSegmentId: uuid('vehicle_segment_id')
      .notNull()
      .references(() => labourVehicleSegments.id),
    minutes: integer('minutes').notNull(),
    priceMinor: minorColumn('price_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.operationId, t.vehicleSegmentId] }),
    index('labour_cells_segment_idx').on(t.vehicleSegmentId),
    check('labour_cell_values', sql`${t.minutes} > 0 and ${t.priceMinor} >= 0`),
  ],
);

/**
 * The online labour catalogue: whether the workshop publishes, and each menu service it sells online
 * as one of its operations plus the parts' amount per vehicle segment. The row per workshop is also
 * the lock a bulk update takes, so two updates of one catalogue run one after the other.
 */
export const labourCatalogues = pgTable('labour_catalogues', {
  workshopId: uuid('workshop_id')
    .primaryKey()
    .references(() => workshops.id),
  brandId: brandId(),
  isPublished: boolean('is_published').notNull().default(false),
});

export const labourOnlineServices = pgTable(
  'labour_online_services',
  {
    workshopId: workshopId(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => catalogServices.id, { onDelete: 'cascade' }),
    operationId: uuid('operation_id')
      .notNull()
      .references(() => labourOperations.id, { onDelete: 'cascade' }),
    /** The parts' amount (minor units) per vehicle segment id. */
    partsMinor: jsonb('parts_minor').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.workshopId, t.serviceId] })],
);

export type ChangedRate = { rateSegmentId: string; name: string; beforeMinor: number; afterMinor: number };
export type ChangedPrice = {
  operationId: string;
  operationName: string;
  vehicleSegmentId: string;
  vehicleSegmentName: string;
  beforeMinor: number;
  afterMinor: number;
};

/** The history of bulk updates: who, when, what, and every rate and price before and after (names as they were). */
export const labourPriceChanges = pgTable(
  'labour_price_changes',
  {
    id: id(),
    brandId: brandId(),
    workshopId: workshopId(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    target: text('target', { enum: UPDATE_TARGETS }).notNull(),
    basis: text('basis', { enum: CHANGE_BASES }).notNull(),
    /** The change as entered, in thousandths (a percentage or a major-unit amount). */
    valueMilli: integer('value_milli').notNull(),
    rates: jsonb('rates').$type<ChangedRate[]>().notNull(),
    prices: jsonb('prices').$type<ChangedPrice[]>().notNull(),
  },
  (t) => [index('labour_price_changes_workshop_idx').on(t.workshopId, t.at)],
);

export type VehicleSegmentRow = typeof labourVehicleSegments.$inferSelect;
export type RateSegmentRow = typeof labourRateSegments.$inferSelect;
export type OperationRow = typeof labourOperations.$inferSelect;
export type CellRow = typeof labourOperationCells.$inferSelect;
