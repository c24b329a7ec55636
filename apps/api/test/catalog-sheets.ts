import type { FastifyInstance, InjectOptions } from 'fastify';
import { CATALOG_IMPORT_COLUMNS } from '@servicebay/domain';
import type { CatalogFileMake } from '../src/modules/catalog/catalog-rows';
import cars from '../src/modules/catalog/data/cars.json' with { type: 'json' };
import twoWheelers from '../src/modules/catalog/data/two-wheelers.json' with { type: 'json' };
import { multipart } from './garage-factories';

/** A catalogue sheet as csv: the header of CATALOG_IMPORT_COLUMNS and the rows, every cell quoted. */
export const catalogCsv = (rows: string[][]) =>
  Buffer.from([CATALOG_IMPORT_COLUMNS as readonly string[], ...rows].map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\n'));

/**
 * The demo catalogue (apps/api/src/modules/catalog/data) as one sheet, one row per variant, with
 * every make renamed by `prefix` so it loads as new makes beside the seeded ones.
 */
export function demoCatalogRows(prefix: string): string[][] {
  const rows: string[][] = [];
  const add = (vehicleType: string, makes: CatalogFileMake[]) => {
    for (const make of makes)
      for (const model of make.models)
        for (const variant of model.variants) {
          const years = [model.startYear, model.endYear, variant.startYear, variant.endYear].map((y) => (y === null ? '' : String(y)));
          rows.push([
            vehicleType,
            `${prefix} ${make.make}`,
            make.segment,
            model.name,
            model.category,
            years[0]!,
            years[1]!,
            variant.name,
            variant.fuelType,
            years[2]!,
            years[3]!,
          ]);
        }
  };
  add('car', cars as unknown as CatalogFileMake[]);
  add('two-wheeler', twoWheelers as unknown as CatalogFileMake[]);
  return rows;
}

/** The import form: the sheet as `file`, and a brand slug when given. */
export const importForm = (sheet: Buffer, fileName = 'catalogue.csv', brand?: string) =>
  multipart([{ name: 'file', file: sheet, filename: fileName }, ...(brand ? [{ name: 'brand', value: brand }] : [])]);

/** `inject` as the server's operator (or with any bearer token) on the default host. */
export const asOperator = (app: FastifyInstance, key: string | null) => (options: InjectOptions) =>
  app.inject({ ...options, headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...options.headers } });
