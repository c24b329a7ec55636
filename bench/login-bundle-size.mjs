// The login screen is the first thing every visitor downloads, often on a mid-range phone:
// the gzipped JavaScript and CSS that index.html loads must stay within budget.
// Run after a build: `node bench/login-bundle-size.mjs`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = { js: 260, css: 45 };
const dist = path.resolve(import.meta.dirname, '../apps/customer/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)].map((m) => ({ file: m[1], kind: m[2] }));

const totals = { js: 0, css: 0 };
for (const { file, kind } of assets) totals[kind] += gzipSync(readFileSync(path.join(dist, file))).length;

let failed = false;
for (const kind of ['js', 'css']) {
  const kb = totals[kind] / 1024;
  const ok = kb <= BUDGET_KB[kind];
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} login ${kind}: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB[kind]} KB, ${assets.filter((a) => a.kind === kind).length} files)`,
  );
}
process.exitCode = failed ? 1 : 0;
