// The login screen is the first thing every visitor downloads, often on a mid-range phone: the
// JavaScript and CSS the browser really transfers for /login (compressed as served, every chunk the
// screen loads, not only what index.html names) must stay within budget.
// Run after a build: `node bench/login-bundle-size.mjs` (starts its own production server), or
// `node bench/login-bundle-size.mjs --base-url http://127.0.0.1:3000`.
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS, startProductionServer } from './support/production-server.mjs';

const BUDGET_KB = { js: 150, css: 45 };

/** Bytes on the wire per resource type while a fresh browser opens /login and the network settles. */
export async function measureLoginTransfer({ baseUrl }) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    const typeOf = new Map();
    const totals = { js: { bytes: 0, files: 0 }, css: { bytes: 0, files: 0 } };
    cdp.on('Network.responseReceived', ({ requestId, type }) => typeOf.set(requestId, type === 'Script' ? 'js' : type === 'Stylesheet' ? 'css' : undefined));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const kind = typeOf.get(requestId);
      if (!kind) return;
      totals[kind].bytes += encodedDataLength;
      totals[kind].files += 1;
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[type="tel"], input[inputmode="tel"], input', { timeout: 30_000 });
    return totals;
  } finally {
    await browser.close();
  }
}

/** Rows `{ name, value, budget, unit, pass }` for bench/run.mjs, one per kind of asset. */
export async function measureLoginBundle({ baseUrl }) {
  const totals = await measureLoginTransfer({ baseUrl });
  return ['js', 'css'].map((kind) => {
    const kb = totals[kind].bytes / 1024;
    return {
      name: `login ${kind} transferred (${totals[kind].files} files)`,
      value: Number(kb.toFixed(1)),
      budget: BUDGET_KB[kind],
      unit: 'KB',
      pass: kb <= BUDGET_KB[kind],
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'base-url': { type: 'string' }, port: { type: 'string', default: '3902' } } });
  const server = values['base-url'] ? undefined : await startProductionServer(Number(values.port));
  try {
    const rows = await measureLoginBundle({ baseUrl: values['base-url'] ?? server.baseUrl });
    for (const row of rows) console.log(`${row.pass ? 'ok  ' : 'FAIL'} ${row.name}: ${row.value} ${row.unit} (budget ${row.budget} ${row.unit})`);
    process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
  } finally {
    await server?.stop();
  }
}
