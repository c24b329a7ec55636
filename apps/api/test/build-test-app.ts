import { channel } from 'node:diagnostics_channel';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed/seed';
import { checkDeclaredResponses } from './declared-responses';
import { createScratchDatabase } from './scratch-database';

export const TEST_NUMBER = '+919999999999';
export const TEST_NUMBER_CODE = '123456';
/** The operator key of every test app (decision 0015); the reliability suite's real server generates its own. */
export const TEST_OPERATOR_KEY = 'test-operator-key-test-operator-key-0123456789';

/** A clock the test can move forward, to check expiry and waiting rules. */
export function testClock(start = new Date()) {
  let offsetMs = 0;
  return {
    now: () => new Date(start.getTime() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms;
    },
  };
}

/**
 * On DATABASE_URL: a fresh database on that server per call, dropped afterwards, so test files
 * run in parallel without seeing each other. Otherwise an in-memory PGlite. Either starts as a
 * copy of the suite's migrated, seeded template (template-database.ts) when the suite has one.
 */
async function freshDatabase(migrationsFolder: string): Promise<{ database: Database; url: string | null; dispose: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const template = inject('databaseTemplate') ?? null;
  if (!serverUrl) {
    const loadDataDir = template?.kind === 'pglite' ? new Blob([readFileSync(template.file)]) : undefined;
    const database = await openDatabase({ dataDir: null, migrationsFolder, loadDataDir });
    return { database, url: null, dispose: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, 'sb_test', template?.kind === 'postgres' ? template.name : undefined);
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null, migrationsFolder }).catch(async (error: unknown) => {
    await scratch.drop();
    throw error;
  });
  return {
    database,
    url: scratch.url,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  /** Every route the app registered (HEAD twins included), as Fastify saw it at registration. */
  routes: RouteOptions[];
  database: Database;
  /** The scratch database's URL on a PostgreSQL server (for a server process of its own); null on PGlite. */
  databaseUrl: string | null;
  config: Config;
  clock: ReturnType<typeof testClock>;
  close: () => Promise<void>;
  /** A second API process on the same database and clock, as behind a load balancer; `close` ends it first. */
  anotherProcess: () => Promise<FastifyInstance>;
};

export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  // Uploaded files of this app go to a folder of its own, removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'servicebay-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    OPERATOR_KEY: TEST_OPERATOR_KEY,
    TEST_OTP_NUMBERS: `${TEST_NUMBER}:${TEST_NUMBER_CODE}`,
    CUSTOMER_DIST: '/nonexistent',
    WORKSHOP_DIST: '/nonexistent',
    ...env,
  });
  const { database, url: databaseUrl, dispose } = await freshDatabase(config.migrationsFolder);
  const clock = testClock();
  const routes: RouteOptions[] = [];
  let app: FastifyInstance | undefined;
  const others: FastifyInstance[] = [];
  // Whatever holds a connection stops before the pool closes, and the pool closes (every socket
  // gone) before the scratch database is dropped: a connection left open would be forced off.
  const close = async () => {
    for (const other of others.splice(0)) {
      await other.services.jobs.stop();
      await other.close();
    }
    await app?.services.jobs.stop();
    await app?.close();
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    app = await observed(() => buildApp({ config, database, now: clock.now }), routes);
    await app.ready();
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  const anotherProcess = async () => {
    const other = await observed(() => buildApp({ config, database, now: clock.now }));
    others.push(other);
    await other.ready();
    return other;
  };
  return { app, routes, database, databaseUrl, config, clock, close, anotherProcess };
}

/** A test app in production mode, on the outboxes and the test gateway a production demo may allow. */
export const buildProductionTestApp = () =>
  buildTestApp({
    NODE_ENV: 'production',
    SMS_OUTBOX_IN_PRODUCTION: 'allow',
    EMAIL_OUTBOX_IN_PRODUCTION: 'allow',
    PAYMENTS_TEST_GATEWAY_IN_PRODUCTION: 'allow',
  });

/**
 * Watches the Fastify instance that `build` creates, without the app knowing: its answers are
 * checked against its API document (declared-responses.ts) and, when asked, its routes collected.
 * Fastify announces every new instance on the `fastify.initialization` diagnostics channel, where
 * hooks can be added before any route is registered. Fastify() runs synchronously at the start of
 * `build`, so listening only for that first step catches this app's instance and no other.
 */
function observed(build: () => Promise<FastifyInstance>, routes?: RouteOptions[]): Promise<FastifyInstance> {
  const initialization = channel('fastify.initialization');
  const watch = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    checkDeclaredResponses(fastify);
    if (routes) fastify.addHook('onRoute', (route) => void routes.push(route));
  };
  initialization.subscribe(watch);
  try {
    return build();
  } finally {
    initialization.unsubscribe(watch);
  }
}

/** `inject` on a brand's host, with an optional bearer token. */
export function onBrand(app: FastifyInstance, brand: string, token?: string) {
  return (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { host: `${brand}.localhost:3000`, ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
    });
}
