/**
 * Loads a catalogue spreadsheet (xlsx or csv, one row per variant) into a brand's catalogue:
 *   npx tsx apps/api/src/cli/import-catalog.ts --brand quickfix path/to/catalogue.xlsx
 * Without --brand the rows join the shared catalogue. Bad rows are listed and nothing is loaded.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { createBrandsModule } from '../modules/brands';
import { createCatalogModule, parseCatalogSpreadsheet } from '../modules/catalog';

const { values, positionals } = parseArgs({ options: { brand: { type: 'string' } }, allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error('Usage: import-catalog.ts [--brand <slug>] <file.xlsx|file.csv>');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsFolder: config.migrationsFolder }).catch(
  (error: unknown) => {
    // The server holds the embedded database: importing beside it would corrupt it (issue 7).
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
try {
  await database.migrate();
  const parsed = await parseCatalogSpreadsheet(await readFile(file), file.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx');
  if (parsed.problems.length) {
    for (const p of parsed.problems) console.error(`row ${p.row}: ${p.message}`);
    process.exitCode = 1;
  } else {
    const brand = values.brand ? await createBrandsModule(database.db, { mapTileUrl: config.mapTileUrl }).services.brands.bySlug(values.brand) : null;
    if (values.brand && !brand) throw new Error(`No brand named ${values.brand}`);
    const { catalog } = createCatalogModule(database.db).services;
    const owner = brand ? { brandId: brand.id, slug: brand.slug } : null;
    for (const type of ['car', 'two-wheeler'] as const) {
      const counts = await catalog.importMakes(type, parsed[type], owner);
      console.log(`${type}: ${counts.makes} makes, ${counts.models} models, ${counts.variants} variants`);
    }
  }
} finally {
  await database.close();
}
