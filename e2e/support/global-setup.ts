import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../apps/api/test/scratch-database';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  // Vitest's provide/inject registry is an interface by design.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    port: number;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A fresh database for the run: a temporary PGlite folder, or a new database on DATABASE_URL's server. */
async function freshDatabase(): Promise<{ env: Record<string, string>; dispose: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'servicebay-e2e-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { env: { DATA_DIR: dataDir }, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const scratch = await createScratchDatabase(serverUrl, 'sb_e2e');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    dispose: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
}

async function waitForHealth(port: number, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

/** Starts the production build once for all journeys. */
export default async function setup(project: TestProject) {
  for (const file of ['apps/api/dist/server.js', 'apps/customer/dist/index.html', 'apps/workshop/dist/index.html']) {
    if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run \`node scripts/build.mjs\` first`);
  }
  const port = await freePort();
  const database = await freshDatabase();
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: { ...process.env, ...database.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(port, server);
  project.provide('port', port);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await database.dispose();
  };
}
