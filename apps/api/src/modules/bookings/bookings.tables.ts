import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '@servicebay/domain';
import { createdAt, id, updatedAt } from '../../db/columns';
import { brands } from '../brands/brands.tables';
import { users } from '../identity/identity.tables';
import { vehicles } from '../garage/garage.tables';

/**
 * The booking record, as far as the garage needs it today: which vehicle, which status. The
 * bookings issue grows this table (items, slots, timeline) with its own migrations.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    userVehicleId: uuid('user_vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bookings_vehicle_status_idx').on(t.userVehicleId, t.status)],
);
