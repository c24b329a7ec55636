import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogMakes, catalogModels, catalogVariants } from './catalog.tables';

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
type NewMake = typeof catalogMakes.$inferInsert;
type NewModel = typeof catalogModels.$inferInsert;
type NewVariant = typeof catalogVariants.$inferInsert;

/** What one brand sees: the shared catalogue plus its own rows, of its vehicle types, sold in its market. */
export type CatalogScope = { brandId: string; vehicleTypes: ('car' | 'two-wheeler')[]; market: string };

const visibleTo = (scope: CatalogScope) =>
  and(
    or(isNull(catalogMakes.brandId), eq(catalogMakes.brandId, scope.brandId)),
    inArray(catalogMakes.vehicleType, scope.vehicleTypes),
    sql`${scope.market} = any(${catalogMakes.markets})`,
  );

export function createCatalogRepository(db: Db) {
  const modelColumns = {
    id: catalogModels.id,
    name: catalogModels.name,
    category: catalogModels.category,
    startYear: catalogModels.startYear,
    endYear: catalogModels.endYear,
    imageUrl: catalogModels.imageUrl,
    makeId: catalogMakes.id,
    make: catalogMakes.name,
    fuelTypes: sql<
      string[]
    >`coalesce((select array_agg(distinct ${catalogVariants.fuelType}) from ${catalogVariants} where ${catalogVariants.modelId} = ${catalogModels.id}), '{}')`,
  };

  return {
    isEmpty: async () => (await db.select({ id: catalogMakes.id }).from(catalogMakes).limit(1)).length === 0,

    /**
     * Gives shared makes their Arabic names where they have none, touching nothing else: a
     * database seeded before the catalogue had them gets them without a re-import.
     */
    fillArabicNames: async (makes: { id: string; nameAr?: string | null }[], tx: Db = db) => {
      const missing = await tx
        .select({ id: catalogMakes.id })
        .from(catalogMakes)
        .where(and(isNull(catalogMakes.brandId), isNull(catalogMakes.nameAr)));
      const wanted = new Set(missing.map((row) => row.id));
      for (const make of makes) {
        if (make.nameAr && wanted.has(make.id)) await tx.update(catalogMakes).set({ nameAr: make.nameAr }).where(eq(catalogMakes.id, make.id));
      }
    },

    makes: (scope: CatalogScope) => db.select().from(catalogMakes).where(visibleTo(scope)).orderBy(asc(catalogMakes.name)),

    models: (scope: CatalogScope, where: { makeId?: string; modelIds?: string[] }) =>
      db
        .select(modelColumns)
        .from(catalogModels)
        .innerJoin(catalogMakes, eq(catalogMakes.id, catalogModels.makeId))
        .where(
          and(
            visibleTo(scope),
            where.makeId ? eq(catalogModels.makeId, where.makeId) : undefined,
            where.modelIds ? inArray(catalogModels.id, where.modelIds) : undefined,
          ),
        )
        .orderBy(asc(catalogModels.name)),

    variants: (scope: CatalogScope, where: { modelId?: string; variantIds?: string[] }) =>
      db
        .select({
          id: catalogVariants.id,
          name: catalogVariants.name,
          fuelType: catalogVariants.fuelType,
          startYear: catalogVariants.startYear,
          endYear: catalogVariants.endYear,
          modelId: catalogModels.id,
          model: catalogModels.name,
          category: catalogModels.category,
          makeId: catalogMakes.id,
          make: catalogMakes.name,
          vehicleType: catalogMakes.vehicleType,
          segment: catalogMakes.segment,
        })
        .from(catalogVariants)
        .innerJoin(catalogModels, eq(catalogModels.id, catalogVariants.modelId))
        .innerJoin(catalogMakes, eq(catalogMakes.id, catalogModels.makeId))
        .where(
          and(
            visibleTo(scope),
            where.modelId ? eq(catalogVariants.modelId, where.modelId) : undefined,
            where.variantIds ? inArray(catalogVariants.id, where.variantIds) : undefined,
          ),
        )
        .orderBy(asc(catalogVariants.name)),

    countsByType: (scope: CatalogScope) =>
      db
        .select({
          vehicleType: catalogMakes.vehicleType,
          makes: sql<number>`count(distinct ${catalogMakes.id})::int`,
          models: sql<number>`count(distinct ${catalogModels.id})::int`,
          categories: sql<string[]>`array_agg(distinct ${catalogModels.category})`,
        })
        .from(catalogMakes)
        .innerJoin(catalogModels, eq(catalogModels.makeId, catalogMakes.id))
        .where(visibleTo(scope))
        .groupBy(catalogMakes.vehicleType),

    /** Inserts or updates in place: re-importing a file never duplicates rows. */
    upsert: async (rows: { makes: NewMake[]; models: NewModel[]; variants: NewVariant[] }, tx: Db = db) => {
      const chunks = <T>(list: T[], size = 500) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
      for (const part of chunks(rows.makes)) {
        await tx
          .insert(catalogMakes)
          .values(part)
          .onConflictDoUpdate({
            target: catalogMakes.id,
            set: {
              name: sql`excluded.name`,
              nameAr: sql`excluded.name_ar`,
              segment: sql`excluded.segment`,
              markets: sql`excluded.markets`,
              vehicleType: sql`excluded.vehicle_type`,
            },
          });
      }
      for (const part of chunks(rows.models)) {
        await tx
          .insert(catalogModels)
          .values(part)
          .onConflictDoUpdate({
            target: catalogModels.id,
            set: { name: sql`excluded.name`, category: sql`excluded.category`, startYear: sql`excluded.start_year`, endYear: sql`excluded.end_year` },
          });
      }
      for (const part of chunks(rows.variants)) {
        await tx
          .insert(catalogVariants)
          .values(part)
          .onConflictDoUpdate({
            target: catalogVariants.id,
            set: { name: sql`excluded.name`, fuelType: sql`excluded.fuel_type`, startYear: sql`excluded.start_year`, endYear: sql`excluded.end_year` },
          });
      }
    },
  };
}
