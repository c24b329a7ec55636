import { and, arrayContains, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_KM, type TVehicleType } from '@servicebay/domain';
import type { Db } from '../../db/client';
import { workshops, workshopSegments } from './workshops.tables';

export type WorkshopsRepository = ReturnType<typeof createWorkshopsRepository>;
export type WorkshopRow = typeof workshops.$inferSelect;
export type Position = { latitude: number; longitude: number };
export type WorkshopQuery = { vehicleType?: TVehicleType; from?: Position; radiusKm?: number; limit: number; offset: number };

/** The great-circle distance from `from` in km (haversine, as domain greatCircleKm), for PostgreSQL to filter and order by. */
const distanceFrom = ({ latitude, longitude }: Position): SQL<number> => {
  // Typed, or PostgreSQL infers `2 * $1` an integer and refuses the radius.
  const lat = sql`${latitude}::double precision`;
  const lon = sql`${longitude}::double precision`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::double precision * asin(least(1, sqrt(
    power(sin(radians(${workshops.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${workshops.latitude})) * power(sin(radians(${workshops.longitude} - ${lon}) / 2), 2)
  ))))`.mapWith(Number);
};

export function createWorkshopsRepository(db: Db) {
  return {
    /**
     * The brand's workshops, recommended first, then nearest first when the caller said where they
     * are (within `radiusKm` if given), then by name; one page.
     */
    async list(brandId: string, { vehicleType, from, radiusKm, limit, offset }: WorkshopQuery): Promise<(WorkshopRow & { distanceKm: number | null })[]> {
      const distance = from ? distanceFrom(from) : sql<null>`null`.mapWith(() => null);
      const filters = [
        eq(workshops.brandId, brandId),
        vehicleType ? arrayContains(workshops.vehicleTypes, [vehicleType]) : undefined,
        from && radiusKm !== undefined ? sql`${distance} <= ${radiusKm}::double precision` : undefined,
      ];
      return db
        .select({ ...getTableColumns(workshops), distanceKm: distance })
        .from(workshops)
        .where(and(...filters))
        .orderBy(desc(workshops.recommended), ...(from ? [asc(distance)] : []), asc(workshops.name), asc(workshops.id))
        .limit(limit)
        .offset(offset);
    },

    async byId(brandId: string, workshopId: string, from?: Position): Promise<(WorkshopRow & { distanceKm: number | null }) | null> {
      const distance = from ? distanceFrom(from) : sql<null>`null`.mapWith(() => null);
      const [row] = await db
        .select({ ...getTableColumns(workshops), distanceKm: distance })
        .from(workshops)
        .where(and(eq(workshops.brandId, brandId), eq(workshops.id, workshopId)));
      return row ?? null;
    },

    segments: (brandId: string) =>
      db.select().from(workshopSegments).where(eq(workshopSegments.brandId, brandId)).orderBy(asc(workshopSegments.sortOrder), asc(workshopSegments.name)),
  };
}
