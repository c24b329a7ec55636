import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import type { ListenHandlers, StopListening } from './listener';
import { addTransactionHooks } from './transaction-hooks';
import { lockDataDir } from './data-dir-lock';
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

// What runs after a commit reports its own failures; this is the last resort.
const reportAfterCommit = (error: unknown) => console.error('work after a commit failed', error);

/**
 * Connections per API process. A request's statements go one at a time, each waiting for the API
 * to build it and read the last one's answer, so a connection is busy only part of a request's
 * time: four per core keep PostgreSQL fed (bench: job board searches +17 to 25 % from 4 to 16 on
 * 2 cores, decision 0045), and every API process opens its own, so at least eight and no more.
 */
export const poolSize = (cores = availableParallelism()) => Math.max(8, 4 * cores);

/**
 * `DATABASE_URL` set: that PostgreSQL server. Otherwise the embedded PGlite, in
 * `<dataDir>/pglite` (or in memory when dataDir is null, for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  /** Connections on PostgreSQL (DATABASE_POOL_SIZE); `poolSize()` when unset. */
  poolSize?: number | undefined;
  dataDir: string | null;
  migrationsFolder: string;
  /** Where a connection lost while idle is reported (e.g. the server restarted); stderr by default. */
  onConnectionError?: (error: Error) => void;
  /** PGlite only: start from this dump of a data directory (tests copy one migrated, seeded database). */
  loadDataDir?: Blob;
}): Promise<Database> {
  const { migrationsFolder } = options;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { listenOnPostgres } = await import('./listener');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? poolSize() });
    // Without a listener, an idle client's error (57P01 when the server or an admin ends it) is
    // re-thrown by the pool as an unhandled 'error' event and takes the process down.
    const onConnectionError = options.onConnectionError ?? ((error) => console.error(`database connection lost: ${error.message}`));
    pool.on('error', onConnectionError);
    const open = trackConnections(pool);
    const db = drizzle(pool, { schema });
    addTransactionHooks(db, reportAfterCommit);
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
      close: async () => {
        await pool.end();
        await open.allClosed();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The job board's search indexes are pg_trgm's and btree_gin's (migration 0032); PGlite ships both in its package, no network.
  const [{ pg_trgm }, { btree_gin }] = await Promise.all([import('@electric-sql/pglite/contrib/pg_trgm'), import('@electric-sql/pglite/contrib/btree_gin')]);
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  let lock: { release: () => void } | null = null;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    lock = lockDataDir(options.dataDir);
  }
  let client: InstanceType<typeof PGlite>;
  try {
    client = new PGlite({ dataDir: dir, loadDataDir: options.loadDataDir, extensions: { pg_trgm, btree_gin } });
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzle(client, { schema });
  addTransactionHooks(db, reportAfterCommit);
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
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

/**
 * `pool.end()` resolves once its clients are told to end, before their sockets are closed; a
 * caller that drops the database right after would find connections still open. This counts the
 * connections the pool opened and lets close wait until every one of them has really gone.
 */
function trackConnections(pool: Pool) {
  const open = new Set<PoolClient>();
  let whenEmpty: (() => void) | null = null;
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) whenEmpty?.();
  });
  return {
    /** Bounded, so a socket that never reports its end cannot hang a shutdown. */
    allClosed: (timeoutMs = 10_000) =>
      open.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            setTimeout(resolve, timeoutMs).unref();
            whenEmpty = resolve;
          }),
  };
}
