import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../bookings/bookings.tables';
import { userDocuments, vehicles, type VehicleRow } from './garage.tables';

export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
type Owner = { brandId: string; userId: string };
const owned = (o: Owner) => and(eq(vehicles.brandId, o.brandId), eq(vehicles.userId, o.userId));

export function createVehiclesRepository(db: Db) {
  // The garage list is the hottest read of one customer's rows: one statement, built and planned once
  // per connection, answers the vehicles with their document ids and whether a booking is open.
  const listWithFactsStatement = db
    .select({
      vehicle: vehicles,
      documentIds: sql<string[]>`coalesce((select array_agg(${userDocuments.id}::text order by ${userDocuments.id}) from ${userDocuments}
        where ${userDocuments.brandId} = ${vehicles.brandId} and ${userDocuments.userId} = ${vehicles.userId} and ${userDocuments.vehicleId} = ${vehicles.id}), '{}')`,
      hasActiveBooking: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.userVehicleId} = ${vehicles.id} and ${bookings.status} = 'InProgress')`,
    })
    .from(vehicles)
    .where(and(eq(vehicles.brandId, sql.placeholder('brandId')), eq(vehicles.userId, sql.placeholder('userId'))))
    .orderBy(asc(vehicles.createdAt))
    .prepare('garage_vehicles_with_facts');

  return {
    list: (owner: Owner, tx: Db = db) => tx.select().from(vehicles).where(owned(owner)).orderBy(asc(vehicles.createdAt)),

    /** The owner's vehicles, oldest first, each with its document ids and whether a booking is in progress. */
    listWithFacts: (owner: Owner): Promise<{ vehicle: VehicleRow; documentIds: string[]; hasActiveBooking: boolean }[]> =>
      listWithFactsStatement.execute(owner),

    byId: async (owner: Owner, id: string, tx: Db = db): Promise<VehicleRow | null> => {
      const [row] = await tx
        .select()
        .from(vehicles)
        .where(and(owned(owner), eq(vehicles.id, id)));
      return row ?? null;
    },

    byCatalogVehicleId: async (owner: Owner, catalogVehicleId: string, tx: Db = db) => {
      const [row] = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(owned(owner), eq(vehicles.catalogVehicleId, catalogVehicleId)));
      return row ?? null;
    },

    insert: async (values: typeof vehicles.$inferInsert, tx: Db = db) => (await tx.insert(vehicles).values(values).returning())[0]!,

    update: async (owner: Owner, id: string, values: Partial<typeof vehicles.$inferInsert>, tx: Db = db) => {
      const [row] = await tx
        .update(vehicles)
        .set(values)
        .where(and(owned(owner), eq(vehicles.id, id)))
        .returning();
      return row ?? null;
    },

    remove: (owner: Owner, id: string, tx: Db = db) => tx.delete(vehicles).where(and(owned(owner), eq(vehicles.id, id))),

    /** Vehicle ids among `ids` with a booking still InProgress. */
    withActiveBooking: async (ids: string[], tx: Db = db) => {
      if (ids.length === 0) return new Set<string>();
      const rows = await tx
        .selectDistinct({ id: bookings.userVehicleId })
        .from(bookings)
        .where(and(inArray(bookings.userVehicleId, ids), eq(bookings.status, 'InProgress')));
      return new Set(rows.map((r) => r.id));
    },

    /** Document ids per vehicle. */
    documentIds: async (owner: Owner, tx: Db = db) => {
      const rows = await tx
        .select({ id: userDocuments.id, vehicleId: userDocuments.vehicleId })
        .from(userDocuments)
        .where(and(eq(userDocuments.brandId, owner.brandId), eq(userDocuments.userId, owner.userId)));
      const byVehicle = new Map<string, string[]>();
      for (const r of rows) byVehicle.set(r.vehicleId, [...(byVehicle.get(r.vehicleId) ?? []), r.id]);
      return byVehicle;
    },
  };
}
