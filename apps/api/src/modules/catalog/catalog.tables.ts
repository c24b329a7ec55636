import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CATALOG_IMPORT_STATUSES, type TCatalogImport } from '@servicebay/domain';
import { bytes, createdAt, id } from '../../db/columns';
import { brands } from '../brands/brands.tables';

/**
 * The vehicle catalogue. Rows without a brand are the shared catalogue; a brand's own imports
 * carry its id. Ids are readable and stable (`car.maruti-suzuki.swift.zxi-cng`) so a re-import
 * updates rows in place and the customer's catalogVehicleId keeps its meaning.
 */
export const catalogMakes = pgTable(
  'catalog_makes',
  {
    id: text('id').primaryKey(),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    vehicleType: text('vehicle_type', { enum: ['car', 'two-wheeler'] }).notNull(),
    name: text('name').notNull(),
    /** The name in Arabic, for Arabic screens and searches; null where the catalogue has none. */
    nameAr: text('name_ar'),
    segment: text('segment', { enum: ['mass', 'premium', 'luxury'] }).notNull(),
    markets: text('markets').array().notNull(),
    logoUrl: text('logo_url'),
  },
  (t) => [index('catalog_makes_type_idx').on(t.vehicleType, t.name)],
);

export const catalogModels = pgTable(
  'catalog_models',
  {
    id: text('id').primaryKey(),
    makeId: text('make_id')
      .notNull()
      .references(() => catalogMakes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    startYear: integer('start_year').notNull(),
    endYear: integer('end_year'),
    imageUrl: text('image_url'),
  },
  (t) => [index('catalog_models_make_idx').on(t.makeId, t.name)],
);

export const catalogVariants = pgTable(
  'catalog_variants',
  {
    id: text('id').primaryKey(),
    modelId: text('model_id')
      .notNull()
      .references(() => catalogModels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fuelType: text('fuel_type', { enum: ['PETROL', 'DIESEL', 'ELECTRIC', 'CNG', 'LPG'] }).notNull(),
    startYear: integer('start_year').notNull(),
    endYear: integer('end_year'),
  },
  (t) => [index('catalog_variants_model_idx').on(t.modelId, t.fuelType)],
);

/**
 * One catalogue import through the server: the uploaded sheet (kept in the row until the import
 * ends, so the file and its import never part ways and any API process can run the job), and the
 * progress the operator polls.
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: id(),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    brandSlug: text('brand_slug'),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['xlsx', 'csv'] }).notNull(),
    sheet: bytes('sheet'),
    status: text('status', { enum: CATALOG_IMPORT_STATUSES }).notNull().default('queued'),
    rowsParsed: integer('rows_parsed').notNull().default(0),
    rowsLoaded: integer('rows_loaded').notNull().default(0),
    loaded: jsonb('loaded').$type<TCatalogImport['loaded']>().notNull().default({}),
    problems: jsonb('problems').$type<TCatalogImport['problems']>().notNull().default([]),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [check('catalog_imports_rows_nonnegative', sql`${t.rowsParsed} >= 0 and ${t.rowsLoaded} >= 0`)],
);
