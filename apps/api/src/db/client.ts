import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers produce this type; nothing outside this file knows which one is in use. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** Runs `work` while holding a database-wide lock, so concurrent processes start up one at a time. */
  withStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

const STARTUP_LOCK_KEY = 7_262_001;

/**
 * Connections per API process. More than the server has cores only queues work inside PostgreSQL,
 * and every API process opens its own pool: two per core, at least four so a slow query does not
 * hold up the rest.
 */
export const poolSize = (cores = availableParallelism()) => Math.max(4, 2 * cores);

/**
 * `DATABASE_URL` set: that PostgreSQL server. Otherwise the embedded PGlite, in
 * `<dataDir>/pglite` (or in memory when dataDir is null, for tests).
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string | null; migrationsFolder: string }): Promise<Database> {
  const { migrationsFolder } = options;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize() });
    const db = drizzle(pool, { schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migrate(db, { migrationsFolder }),
      withStartupLock: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite(dir);
  const db = drizzle(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    // PGlite is single-process and single-connection: nothing else can start at the same time.
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}
