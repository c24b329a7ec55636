import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_NUMBER_MODES, VEHICLE_TYPES, WEEKDAYS } from '@servicebay/domain';
import { createdAt, id } from '../../db/columns';
import { brands } from '../brands/brands.tables';

/**
 * A brand's service centres (customer spec section 3, workshop spec section 2): where they are,
 * when they work, in which quality segment they price, and what vehicles they take. The customer
 * app lists them by distance, computed in the query (workshops.repository.ts). `…Ar` columns are
 * the Arabic texts where the brand wrote them.
 */
export const workshops = pgTable(
  'workshops',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** The brand's stable name for the workshop, so a reloaded list updates rows in place. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    shortDescription: text('short_description').notNull(),
    shortDescriptionAr: text('short_description_ar'),
    promotionalText: text('promotional_text'),
    promotionalTextAr: text('promotional_text_ar'),
    address: text('address').notNull(),
    addressAr: text('address_ar'),
    city: text('city').notNull(),
    cityAr: text('city_ar'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phoneNumber: text('phone_number').notNull(),
    timeZone: text('time_zone').notNull(),
    workingDays: text('working_days', { enum: WEEKDAYS }).array().notNull(),
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
    /** The length of a booking slot, and how many bookings one holds (its bays): domain bookings/slots.ts. */
    slotMinutes: integer('slot_minutes').notNull().default(60),
    bays: integer('bays').notNull().default(3),
    /** Days it is closed besides its weekly days off. */
    holidays: date('holidays', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    qualitySegment: text('quality_segment').notNull(),
    vehicleTypes: text('vehicle_types', { enum: VEHICLE_TYPES }).array().notNull(),
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    imageUrls: text('image_urls').array().notNull().default([]),
    recommended: boolean('recommended').notNull().default(false),
    /** Its public page to be reviewed on, offered to a customer who rated it 9 or 10. */
    reviewUrl: text('review_url'),
    // The owner's settings (workshop spec sections 2 and 3): kept as entered, checked by the brand's country.
    branchName: text('branch_name'),
    stateCode: text('state_code'),
    taxRegistration: text('tax_registration'),
    bankName: text('bank_name'),
    bankAccountNumber: text('bank_account_number'),
    bankIfsc: text('bank_ifsc'),
    bankBranchCode: text('bank_branch_code'),
    /** The storage key of its logo; one at a time (the spec: remove the old one before adding another). */
    logoKey: text('logo_key'),
    invoiceNumberMode: text('invoice_number_mode', { enum: INVOICE_NUMBER_MODES }).notNull().default('auto'),
    invoicePrefix: text('invoice_prefix'),
    /** How far from the workshop it collects and returns vehicles, in whole kilometres (issue 26: default 10). */
    pickupRadiusKm: integer('pickup_radius_km').notNull().default(10),
    /** How far from it a staff clock-in may be before it is flagged, in metres (issue 29: default 200). */
    geofenceRadiusMetres: integer('geofence_radius_metres').notNull().default(200),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('workshops_brand_key').on(t.brandId, t.key),
    index('workshops_brand_idx').on(t.brandId),
    check('workshops_position', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
    check('workshops_slots', sql`${t.slotMinutes} between 15 and 240 and ${t.bays} between 1 and 100`),
    check('workshops_pickup_radius', sql`${t.pickupRadiusKm} between 0 and 500`),
    check('workshops_geofence_radius', sql`${t.geofenceRadiusMetres} between 50 and 5000`),
    check('workshops_rating', sql`${t.rating} between 0 and 5 and ${t.ratingCount} >= 0`),
    check(
      'workshops_hours',
      sql`${t.opensAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.closesAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.opensAt} < ${t.closesAt}`,
    ),
  ],
);

/** The brand's quality segments for the Workshop Quality screen: a pricing segment's name, its title and what it includes. */
export const workshopSegments = pgTable(
  'workshop_segments',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    displayNameAr: text('display_name_ar'),
    features: text('features').array().notNull().default([]),
    featuresAr: text('features_ar').array(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('workshop_segments_brand_name').on(t.brandId, t.name)],
);
