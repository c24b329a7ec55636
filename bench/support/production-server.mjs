// What the first-load benchmarks share: the system Chromium and a production server of the last build.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** The system Chromium, with the flags the e2e journeys use on this machine (e2e/support/browser.ts). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A production server of the last build on a scratch embedded database, as bench/api-hot-routes.mjs starts one. */
export async function startProductionServer(port) {
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'servicebay-lighthouse-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TEST_OTP_NUMBERS: '+919999999999:123456',
      // Production refuses to start without its own secret and a real SMS provider; the bench signs in with a test number.
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SMS_OUTBOX_IN_PRODUCTION: 'allow',
      EMAIL_OUTBOX_IN_PRODUCTION: 'allow',
      PAYMENTS_TEST_GATEWAY_IN_PRODUCTION: 'allow',
    },
    stdio: 'inherit',
  });
  // Whatever ends this process ends the server too.
  process.once('exit', () => server.kill('SIGTERM'));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
