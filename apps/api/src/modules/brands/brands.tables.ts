import { boolean, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    isDefault: boolean('is_default').notNull().default(false),
    settings: jsonb('settings').$type<Omit<TClientSettings, 'clientName'>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('brands_slug_key').on(t.slug)],
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
