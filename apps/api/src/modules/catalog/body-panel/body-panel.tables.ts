import { foreignKey, index, integer, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { VEHICLE_TYPES } from '@servicebay/domain';
import { id } from '../../../db/columns';
import { brands } from '../../brands/brands.tables';

/**
 * What a brand repairs on the body panel screen (customer spec sections 2 and 3): its kinds of
 * damage and the parts of each vehicle type it names, in both languages (`…Ar`, null where the
 * brand wrote no Arabic). Where each part sits on a drawing is the drawing's business
 * (body-panel/drawings), so a brand chooses parts and words, not coordinates. `key` is the
 * brand's stable name: services of the menu point at it (`partId`, `damageTypeId`).
 */
export const bodyDamageTypes = pgTable(
  'body_damage_types',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    displayName: text('display_name').notNull(),
    displayNameAr: text('display_name_ar'),
    /** Lightest first: a part lists its damages in this order, and the heaviest chosen decides the service. */
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('body_damage_types_brand_key').on(t.brandId, t.key), unique('body_damage_types_id_brand').on(t.id, t.brandId)],
);

export const bodyParts = pgTable(
  'body_parts',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    vehicleType: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull(),
    key: text('key').notNull(),
    displayName: text('display_name').notNull(),
    displayNameAr: text('display_name_ar'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    // A part's key names it across the brand's vehicle types: the damage-types call takes the key alone.
    uniqueIndex('body_parts_brand_key').on(t.brandId, t.key),
    unique('body_parts_id_brand').on(t.id, t.brandId),
    index('body_parts_brand_type_idx').on(t.brandId, t.vehicleType),
  ],
);

/** The damages a part can have; both ends belong to the same brand (the composite keys say so). */
export const bodyPartDamageTypes = pgTable(
  'body_part_damage_types',
  {
    brandId: uuid('brand_id').notNull(),
    partId: uuid('part_id').notNull(),
    damageTypeId: uuid('damage_type_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'body_part_damage_types_pk', columns: [t.partId, t.damageTypeId] }),
    foreignKey({ name: 'body_part_damage_types_part_fk', columns: [t.partId, t.brandId], foreignColumns: [bodyParts.id, bodyParts.brandId] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'body_part_damage_types_damage_type_fk',
      columns: [t.damageTypeId, t.brandId],
      foreignColumns: [bodyDamageTypes.id, bodyDamageTypes.brandId],
    }).onDelete('cascade'),
  ],
);
