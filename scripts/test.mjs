// `npm test`: lint, type checks, domain and API tests, then the Playwright journeys against the
// production build. Runs every step, then fails if any failed, so one run shows every problem.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The static checks read the sources and nothing else (no database, no build): once they pass, a
 * hash of every file git would keep is stamped, and a run on the same files (CI's PostgreSQL pass
 * after its PGlite pass) says so instead of spending minutes finding the same answer. Without git
 * (a downloaded archive) there is no hash, and they always run.
 */
const STAMP = path.join(root, 'node_modules/.cache/servicebay/static-checks-passed');
function sourcesHash() {
  try {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, maxBuffer: 64 << 20 })
      .toString()
      .split('\0')
      .filter(Boolean)
      .sort();
    const hash = createHash('sha256');
    for (const file of files) {
      const full = path.join(root, file);
      hash.update(`${file}\0`).update(existsSync(full) ? readFileSync(full) : '');
    }
    return hash.digest('hex');
  } catch {
    return null;
  }
}

/** `npm run typecheck` in these workspaces, one after another. */
const typecheckOf = (workspaces) => ['run', 'typecheck', ...workspaces.flatMap((workspace) => ['-w', workspace]), '--silent'];
/** The type checks' first lane; the second takes every other workspace that has them, so a new one is never left out. */
const FIRST_TYPECHECK_LANE = ['apps/api', 'packages/domain', 'packages/api-client', 'e2e'];
const otherTypecheckedWorkspaces = () =>
  ['apps', 'packages']
    .flatMap((folder) => readdirSync(path.join(root, folder)).map((name) => `${folder}/${name}`))
    .concat(['e2e', 'bench'])
    .filter((workspace) => !FIRST_TYPECHECK_LANE.includes(workspace))
    .filter((workspace) => {
      const manifest = path.join(root, workspace, 'package.json');
      return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck);
    });

/**
 * Each inner list runs at once: the static checks share nothing and each is mostly one thread, so
 * on a two-core machine they take the time of the slowest instead of the sum. Their output is held
 * and printed whole when each ends, so the log still reads one step at a time.
 */
const stages = [
  [
    ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
    ['formatting', 'npx', ['prettier', '--check', '.']],
    // Two lanes of type checks: one tsc after another took 80 s, the last 36 of them on one core.
    ['type checks: API, domain, journeys', 'npm', typecheckOf(FIRST_TYPECHECK_LANE)],
    ['type checks: the rest', 'npm', typecheckOf(otherTypecheckedWorkspaces())],
  ],
  // The reliability suite is a project of the root config: it shares the API tests' pool.
  [['unit, API and reliability tests', 'npx', ['vitest', 'run']]],
  [['production build', process.execPath, ['scripts/build.mjs', '--if-stale']]],
  [
    [
      process.env.JOURNEYS === 'quick-start' ? 'browser journeys: the quick start' : 'browser journeys',
      'npx',
      ['vitest', 'run', '--config', 'e2e/vitest.config.ts'],
    ],
  ],
];

/** Each step's seconds, printed together at the end (CI's log shows where the time went). */
const timings = [];

function run([name, command, args], isAlone) {
  return new Promise((resolve) => {
    console.log(`\n▶ ${name}${process.env.DATABASE_URL ? ' (PostgreSQL)' : ''}`);
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: isAlone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (status) => {
      if (held.length) console.log(`── ${name} ──\n${Buffer.concat(held).toString().trimEnd()}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      timings.push([name, seconds]);
      console.log(status === 0 ? `✔ ${name} (${seconds} s)` : `✘ ${name} failed (${seconds} s)`);
      resolve(status === 0 ? null : name);
    });
  });
}

const [staticChecks, ...testStages] = stages;
const runStarted = Date.now();
const sources = sourcesHash();
const failed = [];
if (sources && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sources) {
  console.log(`\n✔ ${staticChecks.map(([name]) => name).join(', ')}: passed on these same files before (${path.relative(root, STAMP)})`);
} else {
  const staticFailed = (await Promise.all(staticChecks.map((step) => run(step, false)))).filter(Boolean);
  failed.push(...staticFailed);
  if (sources && staticFailed.length === 0) {
    mkdirSync(path.dirname(STAMP), { recursive: true });
    writeFileSync(STAMP, sources);
  }
}
for (const stage of testStages) failed.push(...(await Promise.all(stage.map((step) => run(step, stage.length === 1)))).filter(Boolean));
const width = Math.max(...timings.map(([name]) => name.length));
console.log(`\nSeconds per step${process.env.DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)'}:`);
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(width)} ${seconds.padStart(7)}`);
console.log(`  ${'total'.padEnd(width)} ${((Date.now() - runStarted) / 1000).toFixed(1).padStart(7)}`);
console.log(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nAll checks passed.');
process.exit(failed.length ? 1 : 0);
