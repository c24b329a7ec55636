import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The operator's key the journeys' server runs with (a known key, not one generated into its data folder). */
export const E2E_OPERATOR_KEY = 'e2e-operator-key-0123456789abcdef0123456789';

/** A port nothing listens on now (the system picks it), for a server started by a test. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * A fresh embedded database is created, migrated and seeded before the server answers: seconds on a
 * quiet machine, more than a minute on a busy two-core one. Waiting ends early if the server exits.
 */
const STARTUP_LIMIT_MS = 180_000;

async function waitForHealth(port: number, server: ChildProcess) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
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
  throw new Error(`the server did not answer /api/health within ${STARTUP_LIMIT_MS / 1000} s`);
}

export type ApiProcess = { port: number; stop: () => Promise<void> };

/** Starts the production build of the API (apps/api/dist/server.js) and waits until it answers. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(repoRoot, 'apps/api/dist/server.js')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(port, server);
  return {
    port,
    // Resolves once the process has exited, so its database connections are closed (server.ts
    // closes the pool on SIGTERM). A process stuck in shutdown is killed rather than waited on.
    stop: async () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      const stuck = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(stuck);
    },
  };
}
