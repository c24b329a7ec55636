import { eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, globalSettings } from './brands.tables';

export type BrandsRepository = ReturnType<typeof createBrandsRepository>;

export function createBrandsRepository(db: Db) {
  return {
    listAll: (tx: Db = db) => tx.select().from(brands),
    /** The brand's own row, and the fallback row without a brand. */
    globalSettingsFor: (brandId: string, tx: Db = db) =>
      tx
        .select()
        .from(globalSettings)
        .where(or(eq(globalSettings.brandId, brandId), isNull(globalSettings.brandId))),
  };
}
