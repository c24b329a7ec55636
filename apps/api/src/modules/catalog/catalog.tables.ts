import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
