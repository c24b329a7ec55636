import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Pool } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ListenHandlers, StopListening } from './listener';
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
  /**
   * Hears NOTIFY on `channel`: on PostgreSQL through a dedicated connection that reconnects, so every
   * API process hears every other; on PGlite in this process.
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<StopListening>;
  close: () => Promise<void>;
};

const STARTUP_LOCK_KEY = 7_262_001;

/**
 * `pool.end()` resolves once it has asked its connections to close, not once they have: wait for
 * each, so a database dropped right after (tests) never terminates one still closing (57P01).
 */
async function endPool(pool: Pool) {
  const closing = pool.totalCount;
  let closed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (closing === 0) resolve();
    pool.on('remove', () => {
      if (++closed >= closing) resolve();
    });
  });
  await pool.end();
  // A connection still checked out would hold this forever; a shutdown must not.
  await Promise.race([allClosed, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
}

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
    const { listenOnPostgres } = await import('./listener');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped database) is replaced on the
    // next query; without a listener its error would end the process.
    pool.on('error', () => undefined);
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
      listen: (channel, handlers) => listenOnPostgres(options.databaseUrl!, channel, handlers),
      close: () => endPool(pool),
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
    // One connection, never dropped: nothing to reconnect.
    listen: async (channel, { onNotice }) => {
      const unlisten = await client.listen(channel, onNotice);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}
