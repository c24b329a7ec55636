import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FUEL_TYPES, VEHICLE_TYPES, type TDocumentSide } from '@servicebay/domain';
import { createdAt, id, updatedAt } from '../../db/columns';
import { brands } from '../brands/brands.tables';
import { customerOwned } from '../identity/identity.tables';

/** A customer's vehicle (users/{uid}/vehicles/{id} in the spec). */
export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    ...customerOwned(),
    nickName: text('nick_name'),
    makeId: text('make_id').notNull(),
    make: text('make').notNull(),
    modelId: text('model_id').notNull(),
    model: text('model').notNull(),
    variant: text('variant').notNull(),
    year: integer('year').notNull(),
    fuelType: text('fuel_type', { enum: FUEL_TYPES }).notNull(),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull(),
    registrationNumber: text('registration_number'),
    isTempNumber: boolean('is_temp_number').notNull().default(false),
    vinNumber: text('vin_number'),
    odometer: integer('odometer'),
    // What a workshop records of the vehicle besides (workshop spec section 3).
    engineNumber: text('engine_number'),
    colour: text('colour'),
    averageKmPerDay: integer('average_km_per_day'),
    nextServiceDate: date('next_service_date', { mode: 'string' }),
    imagePaths: text('image_paths')
      .array()
      .$type<(string | null)[]>()
      .notNull()
      .default(sql`'{NULL,NULL,NULL}'::text[]`),
    catalogVehicleId: text('catalog_vehicle_id').notNull(),
    makeSegment: text('make_segment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vehicles_user_catalog_vehicle_key').on(t.userId, t.catalogVehicleId),
    index('vehicles_brand_user_idx').on(t.brandId, t.userId),
    check('vehicles_odometer_range', sql`${t.odometer} is null or ${t.odometer} between 0 and 999999`),
    check('vehicles_three_image_slots', sql`cardinality(${t.imagePaths}) = 3`),
  ],
);

/** Document templates per brand (GET /settings/document-templates). */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayTitle: text('display_title').notNull(),
    supportsId: boolean('supports_id').notNull(),
    idFieldDisplayName: text('id_field_display_name'),
    supportsExpiration: boolean('supports_expiration').notNull(),
    additionalFieldsToCapture: jsonb('additional_fields_to_capture').$type<{ fieldName: string; fieldDisplayName: string; value: string | null }[]>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('document_templates_brand_name_key').on(t.brandId, t.name)],
);

/** A document of a vehicle, with its two images (front and back). */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: id(),
    ...customerOwned(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    documentId: text('document_id'),
    expirationDate: date('expiration_date'),
    additionalFields: jsonb('additional_fields').$type<Record<string, string>>().notNull(),
    images: jsonb('images').$type<{ side: TDocumentSide; key: string; contentType: string; bytes: number }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_documents_brand_user_vehicle_idx').on(t.brandId, t.userId, t.vehicleId)],
);

export type VehicleRow = typeof vehicles.$inferSelect;
export type UserDocumentRow = typeof userDocuments.$inferSelect;
