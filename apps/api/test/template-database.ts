import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed/seed';
import { createScratchDatabase } from './scratch-database';

type Template = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  // Vitest's provide/inject registry is an interface by design.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** A migrated and seeded database each test app starts from: PGlite's data directory as a tar file, or a database's name on the server. */
    databaseTemplate: Template | null;
  }
}

/**
 * Vitest's global setup for the API and reliability suites: migrates and seeds one database, once,
 * for every test app to copy. Each app used to start an empty database, run every migration and
 * load the demo data (2.5 s on PGlite, most of it initdb); a copy takes 0.5 s, and on PostgreSQL
 * `create database … template` copies files instead of replaying SQL. Each app still runs
 * `migrate` and `seedIfEmpty` on its copy, which finds nothing to do.
 */
async function buildTemplate(): Promise<{ template: Template; drop: () => Promise<void> | void }> {
  // The config's folder (apps/api/drizzle), without a whole config to read it from.
  const migrationsFolder = path.resolve(import.meta.dirname, '../drizzle');
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'sb_template');
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null, migrationsFolder });
    try {
      await database.migrate();
      await seedIfEmpty(database.db);
    } finally {
      // A template may have no one connected while it is copied.
      await database.close();
    }
    return { template: { kind: 'postgres', name: new URL(scratch.url).pathname.slice(1) }, drop: () => scratch.drop() };
  }
  const database = await openDatabase({ dataDir: null, migrationsFolder });
  const folder = mkdtempSync(path.join(tmpdir(), 'servicebay-template-'));
  const file = path.join(folder, 'pglite.tar');
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // Uncompressed: loading it is then a copy, not a decompression, for every test app.
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
  return { template: { kind: 'pglite', file }, drop: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * The API and reliability projects run in one Vitest run and each names this global setup: the
 * first builds the template, both use it, and the last to finish drops it. The run's main process
 * holds it (a global, as each project may load this module afresh).
 */
type Shared = { built: ReturnType<typeof buildTemplate>; users: number };
const registry = globalThis as typeof globalThis & { servicebayTemplate?: Shared };

export default async function setup(project: TestProject) {
  const shared = (registry.servicebayTemplate ??= { built: buildTemplate(), users: 0 });
  shared.users += 1;
  const { template, drop } = await shared.built;
  project.provide('databaseTemplate', template);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    registry.servicebayTemplate = undefined;
    await drop();
  };
}
