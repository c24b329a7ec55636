/**
 * Loads a catalogue spreadsheet (xlsx or csv, one row per variant) into a brand's catalogue:
 *   npx tsx apps/api/src/cli/import-catalog.ts [--brand quickfix] [--server http://localhost:3000] catalogue.xlsx
 * Without --brand the rows join the shared catalogue. Bad rows are listed and nothing is loaded.
 *
 * The embedded database belongs to the running server (issue 7): while the server holds it, and
 * whenever --server or SERVICEBAY_URL names a server, the sheet goes through the server's import
 * route with the operator key (OPERATOR_KEY, or the server's DATA_DIR/operator.key). With no
 * server running, or on PostgreSQL (DATABASE_URL) without a server named, it loads directly.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { VEHICLE_TYPES } from '@servicebay/domain';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { createBrandsModule } from '../modules/brands';
import { createCatalogModule, parseCatalogSpreadsheet } from '../modules/catalog';
import { createJobQueue } from '../platform/jobs/jobs';
import { countsLine, printOutcome } from './import-report';
import { ImportCliError, importThroughServer } from './import-through-server';

const { values, positionals } = parseArgs({ options: { brand: { type: 'string' }, server: { type: 'string' } }, allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error('Usage: import-catalog.ts [--brand <slug>] [--server <url>] <file.xlsx|file.csv>');
  process.exit(2);
}

/** Straight into the database this process opened: parse, refuse bad rows, load. */
async function importDirectly(
  database: Database,
  sheet: string,
  brandSlug: string | undefined,
  { mapTileUrl, publicUrlTemplate }: { mapTileUrl: string; publicUrlTemplate: string },
): Promise<number> {
  await database.migrate();
  const parsed = await parseCatalogSpreadsheet(await readFile(sheet), sheet.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx');
  if (parsed.problems.length) return printOutcome({ status: 'failed', loaded: {}, problems: parsed.problems, error: 'Nothing was loaded' });
  const { brands } = createBrandsModule(database.db, { mapTileUrl, publicUrlTemplate }).services;
  const brand = brandSlug ? await brands.bySlug(brandSlug) : null;
  if (brandSlug && !brand) throw new ImportCliError(`No brand named ${brandSlug}`);
  const now = () => new Date();
  // The queue is needed to build the module, never started: this process only loads.
  const { catalog } = createCatalogModule({ db: database.db, jobs: createJobQueue(database.db, now), now, brandBySlug: brands.bySlug }).services;
  const owner = brand ? { brandId: brand.id, slug: brand.slug } : null;
  for (const type of VEHICLE_TYPES) console.log(countsLine(type, await catalog.importMakes(type, parsed[type], owner)));
  return 0;
}

async function main(): Promise<number> {
  const named = values.server ?? process.env.SERVICEBAY_URL;
  if (named) return importThroughServer({ server: named, file: file!, brand: values.brand, env: process.env });
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsFolder: config.migrationsFolder });
  } catch (error) {
    // The server holds the embedded database: importing beside it would corrupt it, so the sheet goes through it.
    if (!(error instanceof DataDirInUseError)) throw error;
    const server = `http://localhost:${config.port}`;
    console.log(`ServiceBay (pid ${error.holderPid}) holds ${error.dir}: importing through the server at ${server}`);
    return importThroughServer({ server, file: file!, brand: values.brand, env: process.env });
  }
  try {
    return await importDirectly(database, file!, values.brand, config);
  } finally {
    await database.close();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    if (!(error instanceof ImportCliError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  },
);
