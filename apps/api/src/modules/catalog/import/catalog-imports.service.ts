import { z } from 'zod';
import { CATALOG_IMPORT_MESSAGES, VEHICLE_TYPES, type TCatalogImport, type TCatalogTypeCounts } from '@servicebay/domain';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import type { UploadedFile } from '../../../platform/http/multipart';
import { jobHandler, jobKind, type JobQueue } from '../../../platform/jobs/jobs';
import type { Brand } from '../../../platform/tenancy';
import type { CatalogService } from '../catalog.service';
import type { CatalogImportRow, CatalogImportsRepository } from './catalog-imports.repository';
import { parseCatalogSpreadsheet } from './catalog-spreadsheet';

export type CatalogImportsService = ReturnType<typeof createCatalogImportsService>;

export const IMPORT_CATALOG = jobKind('import-catalog', z.object({ importId: z.uuid() }));

type Deps = {
  db: Db;
  jobs: JobQueue;
  now: () => Date;
  brandBySlug: (slug: string) => Promise<Brand | null>;
  catalog: CatalogService;
  repository: CatalogImportsRepository;
};

const toImport = (row: Omit<CatalogImportRow, 'sheet'>): TCatalogImport => ({
  importId: row.id,
  brand: row.brandSlug,
  fileName: row.fileName,
  status: row.status,
  rowsParsed: row.rowsParsed,
  rowsLoaded: row.rowsLoaded,
  loaded: row.loaded,
  problems: row.problems,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** A name to show, never a path: the sender's file name without folders or control characters. */
export const displayName = (name: string, fallback = 'catalogue') =>
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || fallback;

/**
 * Catalogue imports through the running server (issue 7, decision 0015): the upload is stored with
 * its import row and a queued job in one transaction; the job reads the sheet, refuses it whole if
 * any row is bad (same rule as before), and otherwise loads it in batches, writing its progress.
 */
export function createCatalogImportsService({ db, jobs, now, brandBySlug, catalog, repository }: Deps) {
  async function load(row: CatalogImportRow, sheet: Buffer) {
    const parsed = await parseCatalogSpreadsheet(sheet, row.format).catch((error: unknown) => error as Error);
    if (parsed instanceof Error)
      return repository.finish(row.id, { status: 'failed', error: `${CATALOG_IMPORT_MESSAGES.unreadable}: ${parsed.message}` }, now());
    if (parsed.problems.length) {
      const error = `${parsed.problems.length} row(s) have problems; nothing was loaded`;
      return repository.finish(row.id, { status: 'failed', error, problems: parsed.problems, rowsParsed: parsed.rows }, now());
    }
    await repository.progress(row.id, { rowsParsed: parsed.rows });
    const owner = row.brandId && row.brandSlug ? { brandId: row.brandId, slug: row.brandSlug } : null;
    const loaded: Partial<Record<(typeof VEHICLE_TYPES)[number], TCatalogTypeCounts>> = {};
    // Each sheet row is one variant: the variants loaded so far are the rows loaded.
    const rowsLoaded = () => Object.values(loaded).reduce((sum, counts) => sum + counts.variants, 0);
    for (const type of VEHICLE_TYPES) {
      if (parsed[type].length === 0) continue;
      await catalog.importMakes(type, parsed[type], owner, async (counts) => {
        loaded[type] = counts;
        await repository.progress(row.id, { loaded, rowsLoaded: rowsLoaded() });
      });
    }
    return repository.finish(row.id, { status: 'done', error: null, loaded, rowsLoaded: rowsLoaded() }, now());
  }

  const service = {
    /** Stores the sheet and queues its import; an unknown brand is refused here, before anything is stored. */
    async start(sheet: UploadedFile, brandSlug: string | undefined): Promise<{ importId: string }> {
      const brand = brandSlug ? await brandBySlug(brandSlug) : null;
      if (brandSlug && !brand) throw new AppError('resource/not-found', { message: CATALOG_IMPORT_MESSAGES.unknownBrand, field: 'brand' });
      const importId = await db.transaction(async (tx) => {
        const id = await repository.create(
          {
            brandId: brand?.id ?? null,
            brandSlug: brand?.slug ?? null,
            fileName: displayName(sheet.fileName),
            format: sheet.contentType === 'text/csv' ? 'csv' : 'xlsx',
            sheet: sheet.body,
          },
          tx,
        );
        await jobs.enqueue(IMPORT_CATALOG, { importId: id }, now(), tx);
        return id;
      });
      jobs.wake();
      return { importId };
    },

    async progress(importId: string): Promise<TCatalogImport> {
      const row = await repository.byId(importId);
      if (!row) throw new AppError('resource/not-found');
      return toImport(row);
    },

    /**
     * The job. A failed import is an answer for the operator, not a job to retry: any error ends
     * the import as failed with its message (a re-upload starts again, and loading is idempotent).
     */
    async run({ importId }: { importId: string }) {
      const row = await repository.start(importId, now());
      if (!row?.sheet) return;
      try {
        await load(row, row.sheet);
      } catch (error) {
        // The database's own words (a query error wraps them as `cause`), not the failed statement.
        const cause = (error as { cause?: unknown }).cause;
        await repository.finish(importId, { status: 'failed', error: (cause instanceof Error ? cause : (error as Error)).message }, now());
      }
    },
  };
  return { service, job: jobHandler(IMPORT_CATALOG, service.run) };
}
