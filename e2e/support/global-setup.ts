import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../apps/api/test/scratch-database';
import type { TestProject } from 'vitest/node';
import { E2E_OPERATOR_KEY, repoRoot as root, startApiProcess } from './api-process';

declare module 'vitest' {
  // Vitest's provide/inject registry is an interface by design.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    port: number;
  }
}

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

/** Starts the production build once for all journeys. */
export default async function setup(project: TestProject) {
  for (const file of ['apps/api/dist/server.js', 'apps/customer/dist/index.html', 'apps/workshop/dist/index.html']) {
    if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run \`node scripts/build.mjs\` first`);
  }
  const database = await freshDatabase();
  const server = await startApiProcess({ ...database.env, OPERATOR_KEY: E2E_OPERATOR_KEY });
  project.provide('port', server.port);
  return async () => {
    await server.stop();
    await database.dispose();
  };
}
