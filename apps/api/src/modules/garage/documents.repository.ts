import { and, asc, desc, eq } from 'drizzle-orm';
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

    insert: async (values: typeof userDocuments.$inferInsert, tx: Db = db) => (await tx.insert(userDocuments).values(values).returning())[0]!,

    remove: (owner: CustomerScope, id: string, tx: Db = db) => tx.delete(userDocuments).where(and(owned(owner), eq(userDocuments.id, id))),
  };
}
