// The stock at volume (issue 28 "Done when"): the parts master searched by a part number's start and by
// a word of the name among 200,000 parts, and the ledger of a part with 10,000 movements. Shares of
// hello-world loaded right before and right after each (as the hot routes and billing are), and one
// store keeper's p95 alone.
import { againstHelloWorld, call, DEMO_OWNER, JSON_HEADERS, loadPaths } from '../hot-routes.mjs';
import { FITS, PART_NUMBER_PREFIX, seedStockVolume, STOCK_VOLUME } from './seed-parts.mjs';

/**
 * Budgets, from the runs in bench/README.md ("The stock at volume"), with headroom for a shared
 * machine; one store keeper alone waits at most 50 ms (the issue's). `key` is what BENCH_ONLY
 * matches (`stock` picks all three).
 */
export const STOCK_ROWS = [
  { key: 'stock-search-number', route: 'GET …/parts?search=<part number start>', minRatio: 0.0025, aloneBudget: 50 },
  { key: 'stock-search-name', route: 'GET …/parts?search=<a word of the name>', minRatio: 0.0012, aloneBudget: 50 },
  { key: 'stock-ledger', route: 'GET …/parts/:partId/ledger (10,000 movements)', minRatio: 0.005, aloneBudget: 50 },
];

export const stockRowsWanted = (only) => STOCK_ROWS.filter((row) => !only || only.some((word) => row.key.includes(word)));

/** Requests before the measured ones (plans and pages warm), and those of one store keeper alone. */
const WARM_UP = 500;
const ALONE = 200;
/** Different searches, so no answer is asked twice in a row. */
const SEARCHES = 1000;

const search = (workshop, text) => `${workshop}/parts?search=${encodeURIComponent(text)}`;

/** Each row's requests: eight characters of a part number name ten parts; a car's model about 8,000. */
const pathsOf = (key, workshop, ledgerPartId) => {
  if (key === 'stock-ledger') return [`${workshop}/parts/${ledgerPartId}/ledger`];
  if (key === 'stock-search-name') return Array.from({ length: SEARCHES }, (_, i) => search(workshop, FITS[i % FITS.length].split(' ').at(-1)));
  const prefixes = STOCK_VOLUME.parts / 10;
  return Array.from({ length: SEARCHES }, (_, i) => search(workshop, `${PART_NUMBER_PREFIX}${String((i * 7919) % prefixes).padStart(5, '0')}`));
};

/**
 * The stock rows asked for. The demo owner signs in; the volume is seeded for the brand and its first
 * workshop (bench/stock/seed-parts.mjs); each row is warmed, loaded at 64 connections for LOAD's
 * seconds between two hello-world loads, then asked one at a time.
 */
export async function measureStock(baseUrl, { baselineUrl, databaseUrl, rows }) {
  const { accessToken, staff } = await call(baseUrl, 'POST', '/api/staff/sign-in', { body: DEMO_OWNER });
  const { workshopId } = staff.workshops[0];
  console.log(`\nSeeding the stock volume (${STOCK_VOLUME.parts.toLocaleString('en')} parts, a ledger of ${STOCK_VOLUME.movements.toLocaleString('en')})`);
  const { ledgerPartId } = await seedStockVolume(databaseUrl, workshopId);
  const headers = { ...JSON_HEADERS, authorization: `Bearer ${accessToken}` };
  const workshop = `/api/staff/workshops/${workshopId}`;
  const measured = [];
  for (const row of rows) {
    const paths = pathsOf(row.key, workshop, ledgerPartId);
    const many = Array.from({ length: Math.max(WARM_UP, ALONE) }, (_, i) => paths[i % paths.length]);
    await loadPaths(baseUrl, many.slice(0, WARM_UP), headers);
    const result = await againstHelloWorld(
      row,
      baselineUrl,
      () => loadPaths(baseUrl, paths, headers, { timed: true }),
      () => loadPaths(baseUrl, many.slice(0, ALONE), headers, { connections: 1 }),
    );
    // Printed as measured: a later row whose requests fail stops the bench before the table.
    console.log(`  ${row.key}: ${result.ratio.toFixed(4)} of hello-world (${result.requestsPerSecond.toFixed(0)} req/s), alone p95 ${result.aloneLatency} ms`);
    measured.push(result);
  }
  return measured;
}
