import { z } from 'zod';
import { VEHICLE_TYPES } from '../garage/vehicle';

/**
 * A catalogue import through the running server: the operator's upload becomes a queued job,
 * and its progress is one record the CLI (and, later, the workshop app) polls.
 */
export const CATALOG_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TCatalogImportStatus = (typeof CATALOG_IMPORT_STATUSES)[number];

/** A catalogue sheet of the whole Indian and Gulf catalogue is well under 1 MB as csv; 20 MB leaves room for xlsx styling. */
export const MAX_CATALOG_SHEET_BYTES = 20 * 1024 * 1024;

export const CATALOG_IMPORT_MESSAGES = {
  unsupportedType: 'Send the catalogue as an xlsx workbook or a csv file',
  fileRequired: 'Attach the catalogue sheet as the form field `file`',
  unknownBrand: 'No brand has this slug',
  unreadable: 'The file could not be read as a catalogue sheet',
} as const;

export const ZCatalogTypeCounts = z.object({ makes: z.number().int(), models: z.number().int(), variants: z.number().int() });
export type TCatalogTypeCounts = z.infer<typeof ZCatalogTypeCounts>;

export const ZCatalogImportProblem = z.object({ row: z.number().int(), message: z.string() });

export const ZCatalogImport = z.object({
  importId: z.uuid(),
  /** The brand whose own catalogue it loads; null for the shared catalogue. */
  brand: z.string().nullable(),
  fileName: z.string(),
  status: z.enum(CATALOG_IMPORT_STATUSES),
  /** Sheet rows read (one per variant), and how many of them are in the catalogue so far. */
  rowsParsed: z.number().int(),
  rowsLoaded: z.number().int(),
  /** What has been loaded so far, per vehicle type. */
  loaded: z.partialRecord(z.enum(VEHICLE_TYPES), ZCatalogTypeCounts),
  /** Bad rows by sheet row number; any of them fails the import and nothing is loaded. */
  problems: z.array(ZCatalogImportProblem),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type TCatalogImport = z.infer<typeof ZCatalogImport>;

export const ZCatalogImportStarted = z.object({ importId: z.uuid() });

export const isFinished = (status: TCatalogImportStatus) => status === 'done' || status === 'failed';
