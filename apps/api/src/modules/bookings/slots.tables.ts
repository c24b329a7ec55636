import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { brands } from '../brands/brands.tables';
import { workshops } from '../workshops/workshops.tables';

/**
 * How many bookings each slot of a workshop holds, a row per slot that has any. The database
 * keeps `booked` within `capacity` (the workshop's bays when the row was made), so two customers,
 * or two API processes, can never both take a slot's last place: a booking adds one with a single
 * guarded update, and a cancellation gives it back.
 */
export const workshopSlots = pgTable(
  'workshop_slots',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    workshopId: uuid('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('workshop_slots_one_per_start').on(t.workshopId, t.slotDate, t.startTime),
    check('workshop_slots_within_capacity', sql`${t.booked} between 0 and ${t.capacity}`),
  ],
);
