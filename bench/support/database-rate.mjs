// The database's own rate for a row the database bounds (issue 26 item 27): the statements the API
// sent while the row was measured (record-queries.mjs), replayed by pgbench on the same server over
// as many connections as the API's pool has, with nothing in between: no HTTP, no Node.js, no ORM.
// The row's budget is then a share of that rate instead of hello-world's.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The API's pool on this machine (the default of apps/api/src/db/client.ts `poolSize`), given to the
 * API as DATABASE_POOL_SIZE so that pgbench gets as many connections as the API has.
 */
export const API_POOL_SIZE = Math.max(8, 4 * availableParallelism());

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a recording in the API process `pid`; the returned function ends it and gives its statements. */
export function recordStatements(pid, file) {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  return async () => {
    process.kill(pid, 'SIGUSR2');
    for (let i = 0; i < 600 && !existsSync(file); i++) await wait(100);
    if (!existsSync(file)) throw new Error(`the API wrote no recording to ${file} within a minute: was it started with support/record-queries.mjs?`);
    const text = readFileSync(file, 'utf8');
    rmSync(file, { force: true });
    return text ? text.split('\n').map((line) => JSON.parse(line)) : [];
  };
}

/**
 * The database's own time for what `work` makes the API do: the API records its statements while
 * `work` runs, and pgbench replays them on the database at `replayOn` (the one they ran on, or a
 * copy of it made before `work` for writes). Gives `work`'s result with the seconds pgbench took,
 * the API's processor time and the statements' count.
 */
export async function withDatabaseTime({ apiPid, recordFile }, replayOn, work, { readsOnly = false } = {}) {
  const stop = recordStatements(apiPid, recordFile);
  let statements;
  let result;
  const cpuBefore = cpuSecondsOf(apiPid);
  try {
    result = await work();
  } finally {
    statements = await stop();
  }
  // The API's own processor time for the work: on a machine it shares with the database, the API's
  // share of the database's rate can be at most the database's time over both (bench/README.md).
  const apiCpuSeconds = cpuSecondsOf(apiPid) - cpuBefore;
  // Replayed on the database they ran on, the background jobs' writes would meet their own rows.
  const units = unitsOf(statements).filter((unit) => !readsOnly || !unit.some(writes));
  // BENCH_KEEP_STATEMENTS=<folder> keeps what was replayed, one file per row, to read where the statements go.
  if (process.env.BENCH_KEEP_STATEMENTS) {
    mkdirSync(process.env.BENCH_KEEP_STATEMENTS, { recursive: true });
    writeFileSync(path.join(process.env.BENCH_KEEP_STATEMENTS, `${Date.now()}.sql`), units.map((unit) => unit.join('\n')).join('\n\n'));
  }
  const databaseSeconds = await replayWithPgbench(replayOn, units);
  return { result, databaseSeconds, apiCpuSeconds, statements: statements.length };
}

/** Linux's clock ticks a second (`getconf CLK_TCK`), the unit of /proc's times. */
const CLOCK_TICKS_PER_SECOND = 100;

/** User and system time of process `pid` so far, from /proc. */
export function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of proc(5); fields[0] here is field 3.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / CLOCK_TICKS_PER_SECOND;
}

/** Whether a statement changes rows: replaying it where it already ran would collide with itself. */
const writes = (sql) => /^\s*(insert|update|delete|merge)\b/i.test(sql) || /^\s*with\b[\s\S]*\b(insert|update|delete)\b/i.test(sql);

/** A value as a SQL literal; untyped, as node-postgres sends its parameters, so PostgreSQL infers the same types. */
const literal = (value) => (value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`);

/** `text` with its `$n` parameters written in: pgbench's simple protocol sends each statement whole. */
export const withValues = (text, values = []) => text.replace(/\$(\d+)/g, (_, n) => literal(values[Number(n) - 1] ?? null));

/**
 * The statements in units a connection sends on its own: a transaction from `begin` to its `commit` or
 * `rollback`, else one statement. A unit is replayed whole by one pgbench connection, in recorded order.
 */
export function unitsOf(statements) {
  const open = new Map();
  const units = [];
  for (const { connection, text, values } of statements) {
    const sql = `${withValues(text, values)};`;
    const word = text.trim().split(/\s+/)[0].toLowerCase();
    const current = open.get(connection);
    if (current) {
      current.push(sql);
      if (word === 'commit' || word === 'rollback') open.delete(connection);
    } else if (word === 'begin' || word === 'start') {
      const unit = [sql];
      units.push(unit);
      open.set(connection, unit);
    } else units.push([sql]);
  }
  return units;
}

/** Runs `units` through pgbench on `databaseUrl`, `connections` at once; the seconds the slowest connection took. */
export async function replayWithPgbench(databaseUrl, units, connections = API_POOL_SIZE) {
  const dir = mkdtempSync(path.join(tmpdir(), 'servicebay-replay-'));
  try {
    const scripts = Array.from({ length: connections }, () => []);
    units.forEach((unit, index) => scripts[index % connections].push(...unit));
    const runs = scripts.map((script, index) => {
      const file = path.join(dir, `connection-${index}.sql`);
      writeFileSync(file, script.join('\n'));
      // One pgbench per connection running its script once: pgbench would pick scripts at random.
      return run('pgbench', ['--no-vacuum', '--protocol=simple', '--client=1', '--transactions=1', `--file=${file}`, databaseUrl]);
    });
    const outputs = await Promise.all(runs);
    const seconds = outputs.map((output) => {
      const latency = /latency average = ([\d.]+) ms/.exec(output);
      if (!latency) throw new Error(`pgbench gave no latency:\n${output}`);
      return Number(latency[1]) / 1000;
    });
    return Math.max(...seconds);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A copy of `databaseUrl` as it is now, on the same server (pg_dump while the API keeps running). */
export async function copyOfDatabase(databaseUrl) {
  const source = new URL(databaseUrl);
  const copy = new URL(source.href);
  copy.pathname = `${source.pathname}_copy`;
  const name = copy.pathname.slice(1);
  const admin = new URL(source.href);
  admin.pathname = '/postgres';
  psql(admin.href, `create database ${name}`);
  const dump = path.join(mkdtempSync(path.join(tmpdir(), 'servicebay-copy-')), 'dump');
  try {
    await run('pg_dump', ['--format=custom', `--file=${dump}`, source.href]);
    await run('pg_restore', ['--no-owner', `--dbname=${copy.href}`, dump]);
  } finally {
    rmSync(path.dirname(dump), { recursive: true, force: true });
  }
  psql(copy.href, 'vacuum analyze');
  return { url: copy.href, drop: () => psql(admin.href, `drop database if exists ${name} with (force)`) };
}

function psql(url, command) {
  const result = spawnSync('psql', ['--quiet', '--no-psqlrc', '--set=ON_ERROR_STOP=1', `--command=${command}`, url], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql ${command}: ${result.stderr}`);
}

/** Runs a command to its end; its standard output, or an error with what it printed. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}:\n${output.slice(-2000)}`))));
  });
}
