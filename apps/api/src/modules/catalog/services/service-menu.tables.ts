import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FUEL_TYPES, MAKE_SEGMENTS, SERVICE_CATEGORIES, VEHICLE_TYPES } from '@servicebay/domain';
import { id } from '../../../db/columns';
import { brands } from '../../brands/brands.tables';

/** An add-on section as stored with its service: prices in the brand's currency's minor units. */
export type StoredAddOnSection = {
  sectionId: string;
  displayName: string;
  displayNameAr?: string | null;
  selectionType: 'Multiple' | 'Single';
  items: { addOnId: string; displayName: string; displayNameAr?: string | null; isRecommended: boolean; amountMinor: number }[];
};

/**
 * A brand's service menu (customer spec section 3): what its workshops do. The `…Ar` columns are
 * the Arabic texts, for Arabic screens; null where the brand has none (English is shown).
 * `key` is the brand's stable name for a service, so a re-loaded menu updates rows in place and
 * carts and bookings keep pointing at the same service.
 */
export const catalogServices = pgTable(
  'catalog_services',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull(),
    category: text('category', { enum: SERVICE_CATEGORIES }).notNull(),
    displayName: text('display_name').notNull(),
    displayNameAr: text('display_name_ar'),
    shortDescription: text('short_description').notNull(),
    shortDescriptionAr: text('short_description_ar'),
    displayTags: text('display_tags').array().notNull().default([]),
    /** The tags in Arabic, one beside each of displayTags (domain tagsInLanguage). */
    displayTagsAr: text('display_tags_ar').array(),
    promotionalText: text('promotional_text'),
    promotionalTextAr: text('promotional_text_ar'),
    imageUrl: text('image_url'),
    damageTypeId: text('damage_type_id'),
    partId: text('part_id'),
    faqListId: text('faq_list_id'),
    articleListId: text('article_list_id'),
    addOnSections: jsonb('add_on_sections').$type<StoredAddOnSection[]>().notNull().default([]),
    /** The brand recommends it: listed first among the recommended services (domain recommended-services.ts). */
    isRecommended: boolean('is_recommended').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('catalog_services_brand_key').on(t.brandId, t.key), index('catalog_services_brand_type_idx').on(t.brandId, t.vehicleType, t.sortOrder)],
);

/** A service's price list: per pricing segment, for every vehicle or narrowed to a make segment, make, model, variant or fuel (domain service-pricing.ts). */
export const catalogServicePrices = pgTable(
  'catalog_service_prices',
  {
    id: id(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => catalogServices.id, { onDelete: 'cascade' }),
    segment: text('segment').notNull(),
    makeSegment: text('make_segment', { enum: MAKE_SEGMENTS }),
    makeId: text('make_id'),
    modelId: text('model_id'),
    catalogVehicleId: text('catalog_vehicle_id'),
    fuelType: text('fuel_type', { enum: FUEL_TYPES }),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [
    index('catalog_service_prices_service_idx').on(t.serviceId, t.segment),
    check('catalog_service_prices_amount_nonnegative', sql`${t.amountMinor} >= 0`),
  ],
);

/** A brand's FAQ lists (a service names one by `faqListId`). */
export const catalogFaqs = pgTable(
  'catalog_faqs',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    listId: text('list_id').notNull(),
    question: text('question').notNull(),
    questionAr: text('question_ar'),
    answer: text('answer').notNull(),
    answerAr: text('answer_ar'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('catalog_faqs_list_idx').on(t.brandId, t.listId, t.sortOrder)],
);

/** A brand's article lists ('default' is the dashboard's). */
export const catalogArticles = pgTable(
  'catalog_articles',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    listId: text('list_id').notNull(),
    title: text('title').notNull(),
    titleAr: text('title_ar'),
    shortDescription: text('short_description').notNull(),
    shortDescriptionAr: text('short_description_ar'),
    displayColor: text('display_color').notNull(),
    webpageUrl: text('webpage_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('catalog_articles_list_idx').on(t.brandId, t.listId, t.sortOrder)],
);
