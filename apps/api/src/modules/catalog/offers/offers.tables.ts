import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../../db/columns';
import { brands } from '../../brands/brands.tables';

/**
 * A brand's promotions (customer spec section 3): the code customers type, its validity as
 * calendar dates in the brand's market, its terms, and what it takes off a cart (domain
 * offer-discount.ts): a share in basis points, perhaps capped, or a fixed amount; minor units.
 */
export const catalogOffers = pgTable(
  'catalog_offers',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    offerCode: text('offer_code').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    displayColor: text('display_color').notNull(),
    imageUrl: text('image_url'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    terms: text('terms').array().notNull().default([]),
    termsAr: text('terms_ar').array(),
    discountKind: text('discount_kind', { enum: ['percent', 'flat'] }).notNull(),
    discountBasisPoints: integer('discount_basis_points'),
    discountCapMinor: integer('discount_cap_minor'),
    discountAmountMinor: integer('discount_amount_minor'),
  },
  (t) => [
    // Codes are typed without regard to case (offer-rules.ts), so they are unique that way.
    uniqueIndex('catalog_offers_brand_code').on(t.brandId, sql`upper(${t.offerCode})`),
    check('catalog_offers_dates_in_order', sql`${t.startDate} <= ${t.endDate}`),
    check(
      'catalog_offers_discount_complete',
      sql`(${t.discountKind} = 'percent' and ${t.discountBasisPoints} between 0 and 10000) or (${t.discountKind} = 'flat' and ${t.discountAmountMinor} >= 0)`,
    ),
  ],
);
