import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_KM, type TVehicleType } from '@servicebay/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { workshops, workshopSegments } from './workshops.tables';

export type WorkshopsRepository = ReturnType<typeof createWorkshopsRepository>;

/** Some columns of the brand's workshops among `workshopIds`, in one query (none asked, none read); another brand's are absent. */
function amongBrandWorkshops<Columns extends Record<string, AnyPgColumn>>(db: Db, brandId: string, workshopIds: readonly string[], columns: Columns) {
  return workshopIds.length === 0
    ? Promise.resolve([])
    : db
        .select(columns)
        .from(workshops)
        .where(and(eq(workshops.brandId, brandId), inArray(workshops.id, [...workshopIds])));
}
export type WorkshopRow = typeof workshops.$inferSelect;
export type Position = { latitude: number; longitude: number };
export type WorkshopQuery = { vehicleType?: TVehicleType; from?: Position; radiusKm?: number; limit: number; offset: number };
/** What the brand's staff may change of a workshop's profile and calendar (the customer app lists and books these). */
export type WorkshopChange = Partial<Omit<WorkshopRow, 'id' | 'brandId' | 'key' | 'createdAt' | 'rating' | 'ratingCount'>>;

/** A double precision parameter: untyped, PostgreSQL infers `2 * $1` an integer and refuses the radius. */
const float = (value: unknown) => sql`${value}::double precision`;

/**
 * The great-circle distance from (lat, lon) in km (haversine, as domain greatCircleKm), for
 * PostgreSQL to filter and order by. Null when the position is null: then every row's distance is
 * null and ordering by it changes nothing.
 */
const distanceFrom = (latitude: unknown, longitude: unknown): SQL<number | null> => {
  const lat = float(latitude);
  const lon = float(longitude);
  // `least` skips nulls, so a null position is answered null explicitly.
  return sql<number | null>`(case when ${lat} is null or ${lon} is null then null else 2 * ${EARTH_RADIUS_KM}::double precision * asin(least(1, sqrt(
    power(sin(radians(${workshops.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${workshops.latitude})) * power(sin(radians(${workshops.longitude} - ${lon}) / 2), 2)
  ))) end)`.mapWith((km: unknown) => (km === null ? null : Number(km)));
};

const p = sql.placeholder;

export function createWorkshopsRepository(db: Db) {
  // The Select Workshop list, every variant of it in one statement planned once per connection
  // (decision 0008): a null position, radius or vehicle type leaves its filter out. Recommended
  // first, then nearest (nulls last: no position), then by name.
  const distance = distanceFrom(p('latitude'), p('longitude'));
  const listStatement = db
    .select({ ...getTableColumns(workshops), distanceKm: distance })
    .from(workshops)
    .where(
      and(
        eq(workshops.brandId, p('brandId')),
        sql`(${p('vehicleType')}::text is null or ${workshops.vehicleTypes} @> array[${p('vehicleType')}::text])`,
        sql`(${float(p('radiusKm'))} is null or ${distance} <= ${float(p('radiusKm'))})`,
      ),
    )
    .orderBy(sql`${workshops.recommended} desc`, sql`${distance} asc nulls last`, asc(workshops.name), asc(workshops.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare('workshops_near');

  const byIdStatement = db
    .select({ ...getTableColumns(workshops), distanceKm: distance })
    .from(workshops)
    .where(and(eq(workshops.brandId, p('brandId')), eq(workshops.id, p('workshopId'))))
    .prepare('workshops_by_id');

  return {
    /**
     * The brand's workshops, recommended first, then nearest first when the caller said where they
     * are (within `radiusKm` if given), then by name; one page.
     */
    list: (brandId: string, { vehicleType, from, radiusKm, limit, offset }: WorkshopQuery): Promise<(WorkshopRow & { distanceKm: number | null })[]> =>
      listStatement.execute({
        brandId,
        vehicleType: vehicleType ?? null,
        latitude: from?.latitude ?? null,
        longitude: from?.longitude ?? null,
        radiusKm: from && radiusKm !== undefined ? radiusKm : null,
        limit,
        offset,
      }),

    async byId(brandId: string, workshopId: string, from?: Position): Promise<(WorkshopRow & { distanceKm: number | null }) | null> {
      const [row] = await byIdStatement.execute({ brandId, workshopId, latitude: from?.latitude ?? null, longitude: from?.longitude ?? null });
      return row ?? null;
    },

    /** Where each of the brand's workshops among `workshopIds` is (the cart's items name them), in one query. */
    positions: (brandId: string, workshopIds: readonly string[]) =>
      amongBrandWorkshops(db, brandId, workshopIds, { id: workshops.id, latitude: workshops.latitude, longitude: workshops.longitude }),

    /** The names of the brand's workshops among `workshopIds`; another brand's are absent. */
    names: (brandId: string, workshopIds: readonly string[], tx: Db = db) =>
      amongBrandWorkshops(tx, brandId, workshopIds, { id: workshops.id, name: workshops.name }),

    /** The time zones of the brand's workshops among `workshopIds`; another brand's are absent. */
    timeZones: (brandId: string, workshopIds: readonly string[]) =>
      amongBrandWorkshops(db, brandId, workshopIds, { id: workshops.id, timeZone: workshops.timeZone }),

    insert: async (values: typeof workshops.$inferInsert, tx: Db): Promise<WorkshopRow> => (await tx.insert(workshops).values(values).returning())[0]!,

    /** The whole row of one of the brand's workshops (its settings). */
    row: async (brandId: string, workshopId: string, tx: Db = db): Promise<WorkshopRow | null> =>
      (
        await tx
          .select()
          .from(workshops)
          .where(and(eq(workshops.brandId, brandId), eq(workshops.id, workshopId)))
      )[0] ?? null,

    /** Sets the logo only while there is none: two uploads at once keep one. */
    setLogo: async (brandId: string, workshopId: string, key: string): Promise<boolean> =>
      (
        await db
          .update(workshops)
          .set({ logoKey: key })
          .where(and(eq(workshops.brandId, brandId), eq(workshops.id, workshopId), isNull(workshops.logoKey)))
          .returning({ id: workshops.id })
      ).length > 0,

    /** Changes one of the brand's workshops; answers whether it was found. */
    update: async (brandId: string, workshopId: string, change: WorkshopChange): Promise<boolean> =>
      (
        await db
          .update(workshops)
          .set(change)
          .where(and(eq(workshops.brandId, brandId), eq(workshops.id, workshopId)))
          .returning({ id: workshops.id })
      ).length > 0,

    /** One customer's rating (0 to 5 stars) joins the workshop's average, in the caller's transaction. */
    addRating: async (brandId: string, workshopId: string, stars: number, tx: Db): Promise<void> => {
      await tx
        .update(workshops)
        .set({
          rating: sql`round(((${workshops.rating} * ${workshops.ratingCount} + ${float(stars)}) / (${workshops.ratingCount} + 1))::numeric, 2)::real`,
          ratingCount: sql`${workshops.ratingCount} + 1`,
        })
        .where(and(eq(workshops.brandId, brandId), eq(workshops.id, workshopId)));
    },

    segments: (brandId: string, tx: Db = db) =>
      tx.select().from(workshopSegments).where(eq(workshopSegments.brandId, brandId)).orderBy(asc(workshopSegments.sortOrder), asc(workshopSegments.name)),
  };
}
