import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../../e2e/support/api-process';

export { freePort };

/**
 * The API's own source files run as separate processes with tsx, as an operator runs them: the
 * server, and the CLI beside it. Starting tsx and every module is slow on a busy two-core machine.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
export const SPAWN_TIMEOUT_MS = 120_000;

const quiet = { DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'silent' };

/** Runs a source file of the API to its end on `dataDir`, and answers its exit code and output. */
export function runApiProcess(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(tsx, [path.join(root, 'apps/api/src', script), ...args], { cwd: root, env: { ...process.env, ...quiet, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A process that should have ended but serves on: stop it, and the test fails on its exit code.
    const stop = setTimeout(() => child.kill(), SPAWN_TIMEOUT_MS - 10_000);
    child.on('exit', (code) => {
      clearTimeout(stop);
      resolve({ code, output });
    });
  });
}

export type ServerProcess = {
  port: number;
  url: string;
  stop: () => Promise<void>;
  /** SIGKILL, as a crash or the kernel's out-of-memory killer ends it: no shutdown runs; resolves once it is gone. */
  kill: () => Promise<void>;
};

/**
 * Starts `src/server.ts` on `env.DATA_DIR` (a fresh database is created, migrated and seeded first) and waits until it answers.
 * Node runs it with tsx's loader rather than through the tsx command, which would start it as a child of its own: a
 * SIGKILL must reach the server itself (tsx passes SIGTERM on, but a killed tsx leaves its child serving).
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: { ...process.env, ...quiet, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM'); // server.ts closes the database and releases its lock on SIGTERM
    const stuck = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(stuck);
  };
  const kill = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  };
  const deadline = Date.now() + SPAWN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { port, url, stop, kill };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer /api/health within ${SPAWN_TIMEOUT_MS / 1000} s`);
}
