import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CLOSED_JOB_CARD_STATUSES,
  JOB_CARD_STATUSES,
  SERVICE_TYPES,
  type TChecklist,
  type TChecklistKind,
  type TPickup,
  type TTyrePressures,
} from '@servicebay/domain';
import { createdAt, id, updatedAt } from '../../db/columns';
import { bookings } from '../bookings/bookings.tables';
import { brands } from '../brands/brands.tables';
import { vehicles } from '../garage/garage.tables';
import { users } from '../identity/identity.tables';
import { staffAccounts } from '../staff/staff.tables';
import { workshops } from '../workshops/workshops.tables';

const closedStatuses = sql.raw(CLOSED_JOB_CARD_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * A vehicle's stay at a workshop (workshop spec section 3): opened from a customer's booking or at
 * the workshop's door, moved through the statuses of section 4 (domain job-card-status.ts). The
 * customer and vehicle are the customer app's own rows; their name, number and plate are copied
 * in as they were at opening, for the job board's search and for the printed card.
 */
export const jobCards = pgTable(
  'job_cards',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    workshopId: uuid('workshop_id')
      .notNull()
      .references(() => workshops.id),
    /** The workshop's own running number, 'JC-000042'. */
    jobCardNo: text('job_card_no').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    bookingCode: text('booking_code'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    status: text('status', { enum: JOB_CARD_STATUSES }).notNull(),
    serviceType: text('service_type', { enum: SERVICE_TYPES }).notNull().default('periodicService'),
    customerName: text('customer_name').notNull(),
    /** E.164 digits, as the customer signed in with. */
    mobileNumber: text('mobile_number'),
    /** Normalised (upper case, no spaces): searched by its start and its end. */
    vehicleNumber: text('vehicle_number'),
    vehicleLabel: text('vehicle_label').notNull(),
    advisorId: uuid('advisor_id').references(() => staffAccounts.id),
    isPickupRequired: boolean('is_pickup_required').notNull().default(false),
    pickup: jsonb('pickup').$type<TPickup>(),
    inAt: timestamp('in_at', { withTimezone: true }),
    outAt: timestamp('out_at', { withTimezone: true }),
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true }),
    odometerIn: integer('odometer_in'),
    odometerOut: integer('odometer_out'),
    fuelLevel: integer('fuel_level'),
    tyrePressures: jsonb('tyre_pressures').$type<TTyrePressures>().notNull().default({}),
    colour: text('colour'),
    concerns: text('concerns').array().notNull().default([]),
    suggestions: text('suggestions').array().notNull().default([]),
    accessories: text('accessories').array().notNull().default([]),
    remarks: text('remarks'),
    checklists: jsonb('checklists').$type<Partial<Record<TChecklistKind, TChecklist>>>().notNull().default({}),
    /** Storage keys of the photos taken at intake (body damage images). */
    imageKeys: text('image_keys').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_cards_number_per_workshop').on(t.workshopId, t.jobCardNo),
    uniqueIndex('job_cards_one_per_booking').on(t.bookingId),
    // Workshop spec section 4: only one open job card per vehicle.
    uniqueIndex('job_cards_one_open_per_vehicle')
      .on(t.vehicleId)
      .where(sql`${t.status} not in (${closedStatuses})`),
    // The board reads newest first (these backwards) or oldest first; the brand is in them so its
    // counts are index-only (bench/job-board: a workshop of 5,000 cards).
    index('job_cards_board').on(t.brandId, t.workshopId, t.createdAt, t.id),
    index('job_cards_board_by_status').on(t.brandId, t.workshopId, t.status, t.createdAt, t.id),
    // The search's ways (job-board-search.ts) combine as one bitmap: each needs its index. A plate by
    // its start, and by its end read backwards; a whole mobile number by equality; a mobile number
    // and a name by any part, through pg_trgm's trigrams with the workshop beside them (btree_gin):
    // without it the four digits '7048' find ~860 cards across the brands, each read from the table
    // to keep a workshop's 5.
    index('job_cards_by_plate').on(t.workshopId, t.vehicleNumber.op('text_pattern_ops')),
    index('job_cards_by_plate_end').on(t.workshopId, sql`reverse(${t.vehicleNumber}) text_pattern_ops`),
    index('job_cards_by_mobile').on(t.workshopId, t.mobileNumber),
    index('job_cards_by_mobile_part').using('gin', t.workshopId, t.mobileNumber.op('gin_trgm_ops')),
    index('job_cards_by_name_part').using('gin', t.workshopId, t.customerName.op('gin_trgm_ops')),
    // A customer's cards at the workshop (their screen's open cards).
    index('job_cards_by_customer').on(t.workshopId, t.customerId),
    index('job_cards_by_booking_code')
      .on(t.workshopId, t.bookingCode)
      .where(sql`${t.bookingCode} is not null`),
    check('job_cards_odometer', sql`${t.odometerOut} is null or ${t.odometerIn} is null or ${t.odometerOut} > ${t.odometerIn}`),
    check('job_cards_fuel', sql`${t.fuelLevel} is null or ${t.fuelLevel} between 0 and 100`),
  ],
);

/** The technicians assigned to a job card. */
export const jobCardTechnicians = pgTable(
  'job_card_technicians',
  {
    jobCardId: uuid('job_card_id')
      .notNull()
      .references(() => jobCards.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
  },
  (t) => [primaryKey({ columns: [t.jobCardId, t.staffId] })],
);

/** Every status a job card took, who moved it and why: its history, shown on the card. */
export const jobCardSteps = pgTable(
  'job_card_steps',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobCardId: uuid('job_card_id')
      .notNull()
      .references(() => jobCards.id, { onDelete: 'cascade' }),
    status: text('status', { enum: JOB_CARD_STATUSES }).notNull(),
    staffId: uuid('staff_id').references(() => staffAccounts.id),
    remarks: text('remarks'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('job_card_steps_card_idx').on(t.jobCardId, t.id)],
);

/** Each workshop's last job card number, taken one at a time under the row's lock. */
export const jobCardNumbers = pgTable('job_card_numbers', {
  workshopId: uuid('workshop_id')
    .primaryKey()
    .references(() => workshops.id, { onDelete: 'cascade' }),
  lastNo: integer('last_no').notNull(),
});

export type JobCardRow = typeof jobCards.$inferSelect;
