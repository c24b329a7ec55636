import { z } from 'zod';
import { FUEL_TYPES, VEHICLE_TYPES } from '../garage/vehicle';

/** Catalogue shapes of customer spec section 3 (make, model, variant). */
export const MAKE_SEGMENTS = ['mass', 'premium', 'luxury'] as const;
export type TMakeSegment = (typeof MAKE_SEGMENTS)[number];

export const ZCatalogMake = z.object({
  makeId: z.string(),
  name: z.string(),
  /** The name in Arabic where the catalogue has it (Arabic screens show it and search it). */
  nameAr: z.string().nullable(),
  logoUrl: z.string().nullable(),
  vehicleType: z.enum(VEHICLE_TYPES),
  segment: z.enum(MAKE_SEGMENTS),
});
export type TCatalogMake = z.infer<typeof ZCatalogMake>;

export const ZCatalogModel = z.object({
  modelId: z.string(),
  name: z.string(),
  make: z.string(),
  makeId: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  startYear: z.number().int(),
  endYear: z.number().int().nullable(),
  fuelTypes: z.array(z.enum(FUEL_TYPES)),
});
export type TCatalogModel = z.infer<typeof ZCatalogModel>;

export const ZCatalogVariant = z.object({
  vehicleId: z.string(),
  name: z.string(),
  fuelType: z.enum(FUEL_TYPES),
  make: z.string(),
  model: z.string(),
  startYear: z.number().int(),
  endYear: z.number().int().nullable(),
});
export type TCatalogVariant = z.infer<typeof ZCatalogVariant>;

/** `/catalog/vehicleTypes`: the make-segment data of the spec. */
export const ZVehicleTypeGroup = z.object({
  vehicletype: z.enum(VEHICLE_TYPES),
  vehicleSubcategory: z.array(z.string()),
  makes: z.number().int(),
  models: z.number().int(),
});

/** A variant was on sale in `year` when the year falls in its span (open-ended spans run to today). */
export const soldIn = (span: { startYear: number; endYear: number | null }, year: number) =>
  span.startYear <= year && (span.endYear === null || year <= span.endYear);

/** One row of a catalogue spreadsheet or CSV (see apps/api/src/modules/catalog/import). */
export const CATALOG_IMPORT_COLUMNS = [
  'vehicleType',
  'make',
  'segment',
  'model',
  'category',
  'modelStartYear',
  'modelEndYear',
  'variant',
  'fuelType',
  'variantStartYear',
  'variantEndYear',
] as const;
