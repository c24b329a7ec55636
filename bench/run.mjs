// `npm run bench`: the budgets of bench/README.md, measured the same way on every machine.
// Builds if stale, starts the API in production on a fresh PostgreSQL database and a bare Fastify
// hello-world beside it, loads each hot route against hello-world and the rows the database bounds
// against pgbench replaying their statements, then checks first load and the login bundle.
// Exits non-zero when a budget fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createBenchDatabase, freePort, root, startNode } from './processes.mjs';
import { customerWithVehicles, LOAD, measureHotRoutes, ROUNDS } from './hot-routes.mjs';
import { API_POOL_SIZE } from './support/database-rate.mjs';
import { billingRowsWanted, measureBilling } from './billing.mjs';
import { BOOKING_CREATION, bookingCustomerNumbers, measureBookingCreation } from './booking-creation.mjs';
import { jobBoardRowsWanted, measureJobBoard } from './job-board/measure.mjs';
import { seedJobBoardVolume } from './job-board/seed-volume.mjs';
import { measureStock, stockRowsWanted } from './stock/measure.mjs';
import { measureLoginBundle } from './login-bundle-size.mjs';

const API_PORT = await freePort();
const HELLO_PORT = await freePort();
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const helloUrl = `http://127.0.0.1:${HELLO_PORT}/`;
const BENCH_PHONE = { phone: '9999999999', otp: '123456' };

const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const printTable = (title, columns, rows) => {
  const cells = rows.map((row) => columns.map((c) => String(c.value(row))));
  const widths = columns.map((c, i) => Math.max(c.label.length, ...cells.map((r) => r[i].length)));
  const line = (values) => values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(`\n${title}\n${line(columns.map((c) => c.label))}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const r of cells) console.log(line(r));
};
const verdict = (pass) => (pass ? 'ok' : 'FAIL');
/** The columns of rows measured as a share of hello-world and by one caller alone (billing, stock); a row without a share shows '-'. */
const share = (r, value) => (r.minRatio === undefined ? '-' : value());
const SHARE_AND_ALONE = [
  { label: 'route', value: (r) => r.route },
  { label: 'req/s', value: (r) => share(r, () => r.requestsPerSecond.toFixed(0)) },
  { label: 'hello req/s', value: (r) => share(r, () => r.baseline.requestsPerSecond.toFixed(0)) },
  { label: 'ratio', value: (r) => share(r, () => r.ratio.toFixed(4)) },
  { label: 'budget', value: (r) => share(r, () => `>= ${r.minRatio.toFixed(4)}`) },
  { label: 'p50 / p99 ms at 64', value: (r) => share(r, () => `${r.p50} / ${r.p99}`) },
  { label: 'alone p95 ms', value: (r) => `${r.aloneLatency} (<= ${r.aloneBudget})` },
  { label: 'errors', value: (r) => r.failures },
  { label: 'pass', value: (r) => verdict(r.pass) },
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'servicebay-bench-'));
const database = await createBenchDatabase();
const stops = [];
let failed = false;
try {
  // The recorder keeps the API's statements when a row asks (support/record-queries.mjs).
  const recordQueries = ['--import', './bench/support/record-queries.mjs'];
  const recordFile = path.join(dataDir, 'statements.jsonl');
  const api = await startNode(
    'API',
    ['--enable-source-maps', ...recordQueries, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'apps/api/dist/server.js'],
    {
      env: {
        BENCH_RECORD_FILE: recordFile,
        DATABASE_POOL_SIZE: String(API_POOL_SIZE),
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // The bench's customer, and one customer per booking the creation row makes, signed in from
        // this one address far beyond the production limit of codes an address may ask for.
        TEST_OTP_NUMBERS: `+91${BENCH_PHONE.phone}:${BENCH_PHONE.otp},${bookingCustomerNumbers()}`,
        OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000000',
        OTP_SENDS_PER_BRAND_PER_HOUR: '1000000',
        // Production refuses to start without its own secret, a real SMS provider and a real payment
        // gateway; the bench signs in with a test number and pays nothing.
        JWT_SECRET: randomBytes(48).toString('base64url'),
        SMS_OUTBOX_IN_PRODUCTION: 'allow',
        EMAIL_OUTBOX_IN_PRODUCTION: 'allow',
        PAYMENTS_TEST_GATEWAY_IN_PRODUCTION: 'allow',
      },
      readyUrl: `${apiUrl}/api/health`,
      logFile: path.join(dataDir, 'api.log'),
    },
  );
  stops.push(api.stop);
  const recorder = { apiPid: api.pid, recordFile };
  const hello = await startNode('hello-world', ['bench/hello-server.mjs', String(HELLO_PORT)], { readyUrl: helloUrl });
  stops.push(hello.stop);
  console.log(
    `API (pid ${api.pid}) on a fresh database, hello-world (pid ${hello.pid}); ${LOAD.connections} connections, hot routes in ${ROUNDS.count} rounds of ${ROUNDS.seconds} s, each between two of hello-world`,
  );

  const token = await customerWithVehicles(apiUrl, BENCH_PHONE);
  const rows = await measureHotRoutes(apiUrl, { baselineUrl: helloUrl, token, apiPid: api.pid });
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  if (rows.length > 0)
    printTable(
      'API hot routes',
      [
        { label: 'route', value: (r) => r.route },
        { label: 'req/s', value: (r) => r.requestsPerSecond.toFixed(0) },
        { label: 'hello req/s', value: (r) => r.baseline.requestsPerSecond.toFixed(0) },
        { label: 'ratio', value: (r) => r.ratio.toFixed(2) },
        { label: 'rounds', value: (r) => r.ratios.map((ratio) => ratio.toFixed(2)).join(' ') },
        { label: 'API CPU µs', value: (r) => r.apiCpuMicroseconds.toFixed(0) },
        { label: 'budget', value: (r) => `>= ${r.minRatio.toFixed(2)}` },
        { label: 'p50 ms', value: (r) => r.p50 },
        { label: 'p99 ms', value: (r) => `${r.p99} (<= ${r.p99Budget})` },
        { label: 'errors', value: (r) => r.failures },
        { label: 'pass', value: (r) => verdict(r.pass) },
      ],
      rows,
    );
  failed ||= rows.some((r) => !r.pass);

  // Billing at the desk (bench/billing.mjs): shares of hello-world and one desk's wait; the print's wait alone.
  const billingRows = billingRowsWanted(only);
  if (billingRows.length > 0) {
    const billing = await measureBilling(apiUrl, { baselineUrl: helloUrl, rows: billingRows });
    printTable('Billing at the desk', SHARE_AND_ALONE, billing);
    failed ||= billing.some((r) => !r.pass);
  }
  // The stock at volume (bench/stock/): 200,000 parts and a ledger of 10,000 movements seeded first.
  const stockRows = stockRowsWanted(only);
  if (stockRows.length > 0) {
    const stock = await measureStock(apiUrl, { baselineUrl: helloUrl, databaseUrl: database.url, rows: stockRows });
    printTable('The stock at volume', SHARE_AND_ALONE, stock);
    failed ||= stock.some((r) => !r.pass);
  }

  // Rows the database bounds: a share of pgbench replaying the statements they sent (support/database-rate.mjs).
  const boundRows = [];
  if (!only || only.some((word) => BOOKING_CREATION.route.includes(word)))
    boundRows.push(await measureBookingCreation(apiUrl, { databaseUrl: database.url, recorder }));
  // The job board at volume (bench/job-board/): its seeding takes minutes, so only when its rows are asked for.
  const jobBoardRows = jobBoardRowsWanted(only);
  let seeded = null;
  if (jobBoardRows.length > 0) {
    console.log('\nSeeding the job board volume (200 workshops, 1,000,000 job cards)');
    seeded = await seedJobBoardVolume(database.url);
    boundRows.push(...(await measureJobBoard(apiUrl, { databaseUrl: database.url, recorder, rows: jobBoardRows })));
  }
  if (boundRows.length > 0) {
    printTable(
      `Rows the database bounds, against pgbench replaying their statements over ${API_POOL_SIZE} connections${seeded ? ` (job board volume seeded in ${seeded.seconds.toFixed(0)} s)` : ''}`,
      [
        { label: 'route', value: (r) => r.route },
        { label: 'req/s', value: (r) => r.requestsPerSecond.toFixed(0) },
        { label: 'statements', value: (r) => r.statementsEach.toFixed(1) },
        { label: 'API CPU ms', value: (r) => r.apiCpuMs.toFixed(2) },
        // What the API's one thread may spend on a request to answer at the budget's share of the
        // database's rate even with the database costing nothing: below the column before it, the
        // budget is out of this API's reach on any machine of this speed (bench/README.md).
        { label: 'API CPU ms at budget', value: (r) => (1000 / (r.minRatio * r.database.requestsPerSecond)).toFixed(2) },
        { label: 'database req/s', value: (r) => r.database.requestsPerSecond.toFixed(0) },
        { label: 'ratio', value: (r) => r.ratio.toFixed(2) },
        { label: 'budget', value: (r) => `>= ${r.minRatio.toFixed(2)}` },
        { label: 'p50 ms', value: (r) => r.p50 },
        { label: 'p99 ms', value: (r) => r.p99 },
        { label: 'alone ms', value: (r) => `${r.aloneLatency} (<= ${r.aloneBudget})` },
        { label: 'errors', value: (r) => r.failures },
        { label: 'pass', value: (r) => verdict(r.pass) },
      ],
      boundRows,
    );
    failed ||= boundRows.some((r) => !r.pass);
  }
  await hello.stop();

  // First load is measured by its own module when present; it needs the production start above.
  // BENCH_ONLY skips it unless it names `first-load` (Lighthouse alone takes minutes).
  if (!only || only.includes('first-load')) {
    const firstLoad = path.join(import.meta.dirname, 'lighthouse.mjs');
    const pageRows = [...(await measureLoginBundle({ baseUrl: apiUrl }))];
    if (existsSync(firstLoad)) {
      const { measureFirstLoad } = await import(firstLoad);
      pageRows.push(...(await measureFirstLoad({ baseUrl: apiUrl })));
    }
    printTable(
      'First load',
      [
        { label: 'measure', value: (r) => r.name },
        { label: 'value', value: (r) => `${r.value} ${r.unit}` },
        { label: 'budget', value: (r) => `${r.budget} ${r.unit}` },
        { label: 'pass', value: (r) => verdict(r.pass) },
      ],
      pageRows,
    );
    failed ||= pageRows.some((r) => !r.pass);
  }
} catch (error) {
  console.error(error);
  console.error(`API log: ${path.join(dataDir, 'api.log')}`);
  failed = true;
} finally {
  for (const stop of stops.reverse()) await stop();
  // BENCH_KEEP_DB=1 keeps the database for EXPLAIN (bench/job-board/explain.mjs); drop it by hand after.
  if (process.env.BENCH_KEEP_DB) console.log(`\nDatabase kept: ${database.url}`);
  else await database.drop();
  if (!failed) rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
