// The login screen is the first thing every visitor downloads, often on a mid-range phone:
// the gzipped JavaScript and CSS that index.html loads must stay within budget.
// Run after a build: `node bench/login-bundle-size.mjs`; bench/run.mjs imports measureLoginBundle().
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = { js: 260, css: 45 };
const dist = path.resolve(import.meta.dirname, '../apps/customer/dist');

/** Rows `{ name, value, budget, unit, pass }`, one per kind of asset. */
export function measureLoginBundle() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)].map((m) => ({ file: m[1], kind: m[2] }));

  const totals = { js: 0, css: 0 };
  for (const { file, kind } of assets) totals[kind] += gzipSync(readFileSync(path.join(dist, file))).length;

  return ['js', 'css'].map((kind) => {
    const kb = totals[kind] / 1024;
    const files = assets.filter((a) => a.kind === kind).length;
    return { name: `login ${kind} gzipped (${files} files)`, value: Number(kb.toFixed(1)), budget: BUDGET_KB[kind], unit: 'KB', pass: kb <= BUDGET_KB[kind] };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = measureLoginBundle();
  for (const row of rows) console.log(`${row.pass ? 'ok  ' : 'FAIL'} ${row.name}: ${row.value} ${row.unit} (budget ${row.budget} ${row.unit})`);
  process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
}
