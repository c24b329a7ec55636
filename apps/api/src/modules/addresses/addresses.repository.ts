import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { addresses, type AddressRow } from './addresses.tables';

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
const owned = (o: CustomerScope) => and(eq(addresses.brandId, o.brandId), eq(addresses.userId, o.userId));

export function createAddressesRepository(db: Db) {
  return {
    list: (owner: CustomerScope, tx: Db = db) => tx.select().from(addresses).where(owned(owner)).orderBy(asc(addresses.createdAt)),
    byId: async (owner: CustomerScope, id: string, tx: Db = db): Promise<AddressRow | null> => {
      const [row] = await tx
        .select()
        .from(addresses)
        .where(and(owned(owner), eq(addresses.id, id)));
      return row ?? null;
    },
    insert: async (values: typeof addresses.$inferInsert, tx: Db = db) => (await tx.insert(addresses).values(values).returning())[0]!,
    update: async (owner: CustomerScope, id: string, values: Partial<typeof addresses.$inferInsert>, tx: Db = db) => {
      const [row] = await tx
        .update(addresses)
        .set(values)
        .where(and(owned(owner), eq(addresses.id, id)))
        .returning();
      return row ?? null;
    },
    remove: (owner: CustomerScope, id: string, tx: Db = db) => tx.delete(addresses).where(and(owned(owner), eq(addresses.id, id))),
  };
}
