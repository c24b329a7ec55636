import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { catalogImports } from '../catalog.tables';

export type CatalogImportsRepository = ReturnType<typeof createCatalogImportsRepository>;
export type CatalogImportRow = typeof catalogImports.$inferSelect;
type Progress = Partial<Pick<CatalogImportRow, 'rowsParsed' | 'rowsLoaded' | 'loaded'>>;
type Outcome = Pick<CatalogImportRow, 'status' | 'error'> & Partial<Pick<CatalogImportRow, 'problems'>>;

/** What the progress route reads: everything but the sheet's bytes. */
const { sheet: _sheet, ...progressColumns } = getTableColumns(catalogImports);

export function createCatalogImportsRepository(db: Db) {
  return {
    create: async (values: typeof catalogImports.$inferInsert, tx: Db = db) => {
      const [row] = await tx.insert(catalogImports).values(values).returning({ id: catalogImports.id });
      return row!.id;
    },

    byId: async (id: string, tx: Db = db) => {
      const [row] = await tx.select(progressColumns).from(catalogImports).where(eq(catalogImports.id, id));
      return row ?? null;
    },

    /**
     * Marks an import running and hands over its sheet; null once it has ended. A running one is
     * handed over again: its job was cut short (the process died), and loading is idempotent.
     */
    start: async (id: string, at: Date, tx: Db = db) => {
      const [row] = await tx
        .update(catalogImports)
        .set({ status: 'running', startedAt: at })
        .where(and(eq(catalogImports.id, id), inArray(catalogImports.status, ['queued', 'running'])))
        .returning();
      return row ?? null;
    },

    progress: (id: string, progress: Progress, tx: Db = db) => tx.update(catalogImports).set(progress).where(eq(catalogImports.id, id)),

    /** Ends the import; the sheet is no longer needed and leaves the database with it. */
    finish: (id: string, outcome: Outcome & Progress, at: Date, tx: Db = db) =>
      tx
        .update(catalogImports)
        .set({ ...outcome, sheet: null, finishedAt: at })
        .where(eq(catalogImports.id, id)),
  };
}
