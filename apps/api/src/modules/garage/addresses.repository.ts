import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, type AddressRow } from './garage.tables';

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
type Owner = { brandId: string; userId: string };
const owned = (o: Owner) => and(eq(addresses.brandId, o.brandId), eq(addresses.userId, o.userId));

export function createAddressesRepository(db: Db) {
  return {
    list: (owner: Owner, tx: Db = db) => tx.select().from(addresses).where(owned(owner)).orderBy(asc(addresses.createdAt)),
    byId: async (owner: Owner, id: string, tx: Db = db): Promise<AddressRow | null> => {
      const [row] = await tx
        .select()
        .from(addresses)
        .where(and(owned(owner), eq(addresses.id, id)));
      return row ?? null;
    },
    insert: async (values: typeof addresses.$inferInsert, tx: Db = db) => (await tx.insert(addresses).values(values).returning())[0]!,
    update: async (owner: Owner, id: string, values: Partial<typeof addresses.$inferInsert>, tx: Db = db) => {
      const [row] = await tx
        .update(addresses)
        .set(values)
        .where(and(owned(owner), eq(addresses.id, id)))
        .returning();
      return row ?? null;
    },
    remove: (owner: Owner, id: string, tx: Db = db) => tx.delete(addresses).where(and(owned(owner), eq(addresses.id, id))),
  };
}
