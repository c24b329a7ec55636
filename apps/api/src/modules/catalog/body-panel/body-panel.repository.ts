import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TVehicleType } from '@servicebay/domain';
import type { Db } from '../../../db/client';
import { bodyDamageTypes, bodyPartDamageTypes, bodyParts } from './body-panel.tables';

export type BodyPanelRepository = ReturnType<typeof createBodyPanelRepository>;
export type BodyPartRow = typeof bodyParts.$inferSelect;

/** The brand's parts and damage types: every query is scoped to the brand. */
export function createBodyPanelRepository(db: Db) {
  return {
    parts: (brandId: string, vehicleType: TVehicleType) =>
      db
        .select()
        .from(bodyParts)
        .where(and(eq(bodyParts.brandId, brandId), eq(bodyParts.vehicleType, vehicleType)))
        .orderBy(asc(bodyParts.sortOrder)),

    /** One of the brand's parts, among the vehicle types it serves. */
    part: async (brandId: string, key: string, vehicleTypes: readonly TVehicleType[]): Promise<BodyPartRow | undefined> =>
      vehicleTypes.length === 0
        ? undefined
        : (
            await db
              .select()
              .from(bodyParts)
              .where(and(eq(bodyParts.brandId, brandId), eq(bodyParts.key, key), inArray(bodyParts.vehicleType, [...vehicleTypes])))
              .limit(1)
          )[0],

    /** The names of the brand's parts with the keys `keys` (of any vehicle type: a part key names one part). */
    namesOf: (brandId: string, keys: readonly string[]) =>
      db
        .select({ key: bodyParts.key, displayName: bodyParts.displayName, displayNameAr: bodyParts.displayNameAr })
        .from(bodyParts)
        .where(and(eq(bodyParts.brandId, brandId), inArray(bodyParts.key, [...keys]))),

    /** A part's damage types, lightest first. */
    damageTypesOf: (part: Pick<BodyPartRow, 'id' | 'brandId'>) =>
      db
        .select({ key: bodyDamageTypes.key, displayName: bodyDamageTypes.displayName, displayNameAr: bodyDamageTypes.displayNameAr })
        .from(bodyPartDamageTypes)
        .innerJoin(bodyDamageTypes, eq(bodyDamageTypes.id, bodyPartDamageTypes.damageTypeId))
        .where(and(eq(bodyPartDamageTypes.partId, part.id), eq(bodyPartDamageTypes.brandId, part.brandId)))
        .orderBy(asc(bodyDamageTypes.sortOrder)),
  };
}
