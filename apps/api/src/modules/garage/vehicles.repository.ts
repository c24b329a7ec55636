import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { userDocuments, vehicles, type VehicleRow } from './garage.tables';

export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
const owned = (o: CustomerScope) => and(eq(vehicles.brandId, o.brandId), eq(vehicles.userId, o.userId));

export function createVehiclesRepository(db: Db) {
  // The garage list is the hottest read of one customer's rows: one statement, built and planned once
  // per connection, answers the vehicles with their document ids.
  // A select from one table renders its columns unqualified, so inside the subqueries below the
  // outer vehicle's columns are named with their table, or they would mean the inner table's own.
  const outer = (column: string) => sql`${vehicles}.${sql.identifier(column)}`;
  const listWithFactsStatement = db
    .select({
      vehicle: vehicles,
      documentIds: sql<string[]>`coalesce((select array_agg(${userDocuments.id}::text order by ${userDocuments.id}) from ${userDocuments}
        where ${userDocuments.brandId} = ${outer('brand_id')} and ${userDocuments.userId} = ${outer('user_id')} and ${userDocuments.vehicleId} = ${outer('id')}), '{}')`,
    })
    .from(vehicles)
    .where(and(eq(vehicles.brandId, sql.placeholder('brandId')), eq(vehicles.userId, sql.placeholder('userId'))))
    .orderBy(asc(vehicles.createdAt))
    .prepare('garage_vehicles_with_facts');

  return {
    list: (owner: CustomerScope, tx: Db = db) => tx.select().from(vehicles).where(owned(owner)).orderBy(asc(vehicles.createdAt)),

    /** The owner's vehicles, oldest first, each with its document ids. */
    listWithFacts: (owner: CustomerScope): Promise<{ vehicle: VehicleRow; documentIds: string[] }[]> => listWithFactsStatement.execute(owner),

    byId: async (owner: CustomerScope, id: string, tx: Db = db): Promise<VehicleRow | null> => {
      const [row] = await tx
        .select()
        .from(vehicles)
        .where(and(owned(owner), eq(vehicles.id, id)));
      return row ?? null;
    },

    /** The row, locked until the transaction ends: its image slots change one writer at a time. */
    lockById: async (owner: CustomerScope, id: string, tx: Db): Promise<VehicleRow | null> => {
      const [row] = await tx
        .select()
        .from(vehicles)
        .where(and(owned(owner), eq(vehicles.id, id)))
        .for('update');
      return row ?? null;
    },

    /** The brand's people whose plate starts so (kept normalised: upper case, no spaces), a few dozen at most. */
    ownersOfPlate: async (brandId: string, plate: string, isWhole = false): Promise<string[]> =>
      (
        await db
          .selectDistinct({ userId: vehicles.userId })
          .from(vehicles)
          .where(
            and(
              eq(vehicles.brandId, brandId),
              isWhole ? eq(vehicles.registrationNumber, plate) : like(vehicles.registrationNumber, `${plate.replace(/[%_\\]/g, '')}%`),
            ),
          )
          .limit(50)
      ).map((row) => row.userId),

    byCatalogVehicleId: async (owner: CustomerScope, catalogVehicleId: string, tx: Db = db) => {
      const [row] = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(owned(owner), eq(vehicles.catalogVehicleId, catalogVehicleId)));
      return row ?? null;
    },

    insert: async (values: typeof vehicles.$inferInsert, tx: Db = db) => (await tx.insert(vehicles).values(values).returning())[0]!,

    update: async (owner: CustomerScope, id: string, values: Partial<typeof vehicles.$inferInsert>, tx: Db = db) => {
      const [row] = await tx
        .update(vehicles)
        .set(values)
        .where(and(owned(owner), eq(vehicles.id, id)))
        .returning();
      return row ?? null;
    },

    remove: (owner: CustomerScope, id: string, tx: Db = db) => tx.delete(vehicles).where(and(owned(owner), eq(vehicles.id, id))),
  };
}
