// Child processes of a bench run: the database it runs on, the servers it loads, and their end.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const requireFromApi = createRequire(path.join(root, 'apps/api/package.json'));

/** A fresh database on the PostgreSQL server (DATABASE_URL names the server, else local trust auth). */
export async function createBenchDatabase() {
  const { default: pg } = await import(requireFromApi.resolve('pg'));
  const server = new URL(process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres');
  const name = `servicebay_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server.href });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server.href);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: server.href });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A port nothing listens on now: other engineers' servers run on the same machine. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node <args>` and resolves once `readyUrl` answers; stop() ends it and waits. Output goes to `logFile` if given. */
export async function startNode(name, args, { env = {}, readyUrl, logFile }) {
  const output = logFile ? openSync(logFile, 'a') : 'inherit';
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', output, output] });
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once('exit', (code) => {
      exited = true;
      resolve(code);
    }),
  );
  for (let i = 0; i < 240 && !exited; i++) {
    const ok = await fetch(readyUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (exited) throw new Error(`${name} exited before answering ${readyUrl}`);
  return {
    pid: child.pid,
    stop: async () => {
      if (!exited) child.kill('SIGTERM');
      await exit;
    },
  };
}
