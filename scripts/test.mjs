// `npm test`: lint, type checks, domain and API tests, then the Playwright journeys against the
// production build. Runs every step, then fails if any failed, so one run shows every problem.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  ['formatting', 'npx', ['prettier', '--check', '.']],
  ['type checks', 'npm', ['run', 'typecheck', '--workspaces', '--if-present', '--silent']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['reliability suite', 'npx', ['vitest', 'run', '--config', 'apps/api/reliability/vitest.config.ts']],
  ['production build', process.execPath, ['scripts/build.mjs', '--if-stale']],
  ['browser journeys', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']],
];

const failed = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}${process.env.DATABASE_URL ? ' (PostgreSQL)' : ''}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`✔ ${name} (${seconds} s)`);
  else {
    console.log(`✘ ${name} failed (${seconds} s)`);
    failed.push(name);
  }
}
console.log(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nAll checks passed.');
process.exit(failed.length ? 1 : 0);
