// Load on the sign-in hot routes, reported as a ratio of /api/health measured in the same run
// (so the budget holds on any machine). Run: `npm run bench -w @servicebay/bench` after a build.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3900;
const base = `http://127.0.0.1:${PORT}`;

/** Each route must keep at least this share of the baseline's requests per second. */
const BUDGETS = [
  { name: 'POST /api/profile/data', method: 'POST', url: '/api/profile/data', minRatio: 0.5 },
  { name: 'GET /api/auth/me', method: 'GET', url: '/api/auth/me', minRatio: 0.3, authorized: true },
  { name: 'GET /api/settings/global-settings', method: 'GET', url: '/api/settings/global-settings', minRatio: 0.3 },
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'servicebay-bench-'));
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TEST_OTP_NUMBERS: '+919999999999:123456' },
  stdio: 'inherit',
});

const run = (opts) => autocannon({ connections: 10, duration: 5, ...opts, url: `${base}${opts.url}` });

try {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const json = { 'content-type': 'application/json', 'x-client-name': 'servicebay' };
  await fetch(`${base}/api/auth/otp/send`, { method: 'POST', headers: json, body: JSON.stringify({ countryCode: '+91', mobileNumber: '9999999999' }) });
  const session = await fetch(`${base}/api/auth/otp/verify`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ countryCode: '+91', mobileNumber: '9999999999', otp: '123456' }),
  }).then((r) => r.json());

  const baseline = await run({ url: '/api/health' });
  console.log(`baseline GET /api/health: ${baseline.requests.average.toFixed(0)} req/s`);
  let failed = 0;
  for (const budget of BUDGETS) {
    const headers = { ...json, ...(budget.authorized ? { authorization: `Bearer ${session.data.accessToken}` } : {}) };
    const result = await run({ url: budget.url, method: budget.method, headers });
    const ratio = result.requests.average / baseline.requests.average;
    const ok = ratio >= budget.minRatio && result.non2xx === 0;
    if (!ok) failed++;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${budget.name}: ${result.requests.average.toFixed(0)} req/s, ${ratio.toFixed(2)}x baseline (budget ${budget.minRatio}x), p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
