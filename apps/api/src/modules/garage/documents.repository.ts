import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { StorageQuota } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { documentTemplates, userDocuments, type UserDocumentRow } from './garage.tables';

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
const owned = (o: CustomerScope) => and(eq(userDocuments.brandId, o.brandId), eq(userDocuments.userId, o.userId));

export function createDocumentsRepository(db: Db) {
  return {
    templates: (brandId: string) => db.select().from(documentTemplates).where(eq(documentTemplates.brandId, brandId)).orderBy(asc(documentTemplates.sortOrder)),

    list: (owner: CustomerScope, vehicleId?: string, tx: Db = db) =>
      tx
        .select()
        .from(userDocuments)
        .where(and(owned(owner), vehicleId ? eq(userDocuments.vehicleId, vehicleId) : undefined))
        .orderBy(desc(userDocuments.createdAt)),

    byId: async (owner: CustomerScope, id: string, tx: Db = db): Promise<UserDocumentRow | null> => {
      const [row] = await tx
        .select()
        .from(userDocuments)
        .where(and(owned(owner), eq(userDocuments.id, id)));
      return row ?? null;
    },

    /**
     * What the customer keeps in the vault: documents and the bytes of their images. Locks the
     * customer's vault for the rest of the transaction, so parallel uploads are counted one by one.
     */
    usageForUpdate: async (owner: CustomerScope, tx: Db): Promise<StorageQuota> => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`documents:${owner.userId}`}))`);
      const [row] = await tx
        .select({
          documents: sql<number>`count(*)::int`,
          bytes: sql<number>`coalesce(sum((select sum((i->>'bytes')::bigint) from jsonb_array_elements(${userDocuments.images}) i)), 0)::bigint`,
        })
        .from(userDocuments)
        .where(owned(owner));
      return { documents: Number(row?.documents ?? 0), bytes: Number(row?.bytes ?? 0) };
    },

    insert: async (values: typeof userDocuments.$inferInsert, tx: Db = db) => (await tx.insert(userDocuments).values(values).returning())[0]!,

    remove: (owner: CustomerScope, id: string, tx: Db = db) => tx.delete(userDocuments).where(and(owned(owner), eq(userDocuments.id, id))),
  };
}
