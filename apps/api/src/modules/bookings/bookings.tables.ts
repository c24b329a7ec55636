import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATES, DEFAULT_BOOKING_CUSTOMER_NAME, TIMELINE_CATEGORIES, type TBookingLocation } from '@servicebay/domain';
import { createdAt, id, updatedAt } from '../../db/columns';
import { brands } from '../brands/brands.tables';
import { users } from '../identity/identity.tables';
import { vehicles } from '../garage/garage.tables';
import { workshops } from '../workshops/workshops.tables';

/** Where the vehicle is picked up from and dropped back, as the customer chose them. */
export type PickupDropoff = { pickupLocation: TBookingLocation | null; dropoffLocation: TBookingLocation | null; notes: string | null };

/**
 * A customer's booking of a workshop slot (customer spec section 3): its services and prices fixed
 * from the cart when booked, in minor units of the brand's currency; the slot on the workshop's
 * clock and as instants. `idempotencyKey` makes a retried Book answer the booking it made.
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
    /** Its life (domain booking-status.ts): the spec's status, appointmentStatus and deleted are read from it. */
    state: text('state', { enum: BOOKING_STATES }).notNull().default('booked'),
    /** A short code the customer and the workshop read out to each other. */
    bookingCode: text('booking_code')
      .notNull()
      .default(sql`'BK' || upper(substr(md5(random()::text), 1, 8))`),
    workshopId: uuid('workshop_id').references(() => workshops.id),
    isPickupRequired: boolean('is_pickup_required').notNull().default(false),
    pickupDropoff: jsonb('pickup_dropoff').$type<PickupDropoff>(),
    slotDate: date('slot_date', { mode: 'string' }),
    slotStart: text('slot_start'),
    slotEnd: text('slot_end'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    notes: text('notes'),
    customerName: text('customer_name').notNull().default(DEFAULT_BOOKING_CUSTOMER_NAME),
    vehicleNumber: text('vehicle_number'),
    mobileNumber: text('mobile_number'),
    email: text('email'),
    currency: text('currency'),
    totalEstimatedMinor: integer('total_estimated_minor').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
    advanceMinor: integer('advance_minor').notNull().default(0),
    offerCode: text('offer_code'),
    remarks: text('remarks'),
    isFeedbackGiven: boolean('is_feedback_given').notNull().default(false),
    /** Photos the customer adds to the booking after booking it (booking details), besides the items' own. */
    imageKeys: text('image_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_vehicle_state_idx').on(t.userVehicleId, t.state),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('bookings_code_per_brand').on(t.brandId, t.bookingCode),
    uniqueIndex('bookings_one_per_retry').on(t.userId, t.idempotencyKey),
    check('bookings_state_known', sql`${t.state} in ('booked', 'confirmed', 'handedOver', 'completed', 'cancelled')`),
    check('bookings_amounts_not_negative', sql`${t.totalEstimatedMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.advanceMinor} >= 0`),
  ],
);

/** A service of a booking, priced when booked (the menu may change later; the booking does not). */
export const bookingItems = pgTable(
  'booking_items',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').notNull(),
    cartItemId: uuid('cart_item_id'),
    position: integer('position').notNull(),
    displayName: text('display_name').notNull(),
    shortDescription: text('short_description').notNull(),
    imageUrl: text('image_url'),
    priceMinor: integer('price_minor').notNull(),
    addOnsMinor: integer('add_ons_minor').notNull(),
    isStartingPrice: boolean('is_starting_price').notNull(),
    addOnsSelected: text('add_ons_selected').array().notNull(),
    /** The chosen add-ons' names as booked (in the customer's language, as `displayName`): what the price includes. */
    addOnNames: text('add_on_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    partId: text('part_id'),
    damageTypeId: text('damage_type_id'),
    /** The photos the customer added in the cart, now the booking's. */
    imageKeys: text('image_keys').array().notNull(),
  },
  (t) => [
    index('booking_items_booking_idx').on(t.bookingId, t.position),
    check('booking_items_price_not_negative', sql`${t.priceMinor} >= 0 and ${t.addOnsMinor} >= 0`),
  ],
);

/** The booking's timeline: every default event from the start, done once it has a time. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    category: text('category', { enum: TIMELINE_CATEGORIES }).notNull(),
    name: text('name').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('booking_events_one_per_name').on(t.bookingId, t.name)],
);
