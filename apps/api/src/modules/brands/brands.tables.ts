import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jsonb } from 'drizzle-orm/pg-core';
import type { TClientSettings } from '@servicebay/domain';
import { createdAt, id, updatedAt } from '../../db/columns';

/** A white-label client. `slug` is the first label of its host name (<slug>.localhost:3000). */
export const brands = pgTable(
  'brands',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Extra host names the brand is served from (its own domains). */
    hosts: text('hosts').array().notNull().default([]),
    /**
     * Where people reach the brand (https://app.example.com), for the links mailed and texted to
     * them; null takes the server's PUBLIC_URL_TEMPLATE. Never taken from a request's headers.
     */
    publicUrl: text('public_url'),
    isDefault: boolean('is_default').notNull().default(false),
    settings: jsonb('settings').$type<Omit<TClientSettings, 'clientName'>>().notNull(),
    /**
     * What the brand asks in advance at booking (domain cart-estimate.ts): a share of what is payable
     * in basis points (2000 = 20 %), or, when `advanceAmountMinor` is set, that fixed amount in the
     * brand's currency's minor units (never more than is payable). 0 and null: no advance.
     */
    advanceBasisPoints: integer('advance_basis_points').notNull().default(0),
    advanceAmountMinor: integer('advance_amount_minor'),
    /** How long a booking whose advance is unpaid keeps its slot before giving it back (issue 26). */
    unpaidHoldMinutes: integer('unpaid_hold_minutes').notNull().default(15),
    /** Refer and Earn: the points a referrer earns for each referee whose first booking completes. */
    referralPoints: integer('referral_points').notNull().default(100),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('brands_slug_key').on(t.slug),
    check(
      'brands_advance',
      sql`${t.advanceBasisPoints} between 0 and 10000 and (${t.advanceAmountMinor} is null or (${t.advanceAmountMinor} >= 0 and ${t.advanceBasisPoints} = 0))`,
    ),
    check('brands_unpaid_hold', sql`${t.unpaidHoldMinutes} between 1 and 1440`),
  ],
);

/** Settings of customer spec section 7 `/settings/global-settings`; a row without brand is the fallback. */
export const globalSettings = pgTable(
  'global_settings',
  {
    id: id(),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    workshopListingModel: text('workshop_listing_model', { enum: ['Standard', 'Segment'] }).notNull(),
    minAppVersion: text('min_app_version').notNull(),
    androidVersion: text('android_version').notNull(),
    iosVersion: text('ios_version').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('global_settings_brand_key').on(t.brandId).nullsNotDistinct()],
);

export type BrandRow = typeof brands.$inferSelect;
