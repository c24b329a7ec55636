import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../apps/api/test/scratch-database';
import { uniqueIndianNumber } from '../support/api';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { useBrowser } from '../support/browser';

/**
 * ARCHITECTURE.md section 9: the API keeps nothing in memory that matters, so two processes on one
 * PostgreSQL database behave as one. Runs only on a PostgreSQL server (PGlite is one process):
 * e2e/vitest.config.ts includes it when DATABASE_URL is set, as in CI's second pass.
 */
const browser = useBrowser();

describe('two API processes on one database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let sql: pg.Client;
  let dataDir: string;
  let first: ApiProcess;
  let second: ApiProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'sb_scale');
    // A shared DATA_DIR stands for shared storage; no JWT_SECRET, so both must agree on the generated one.
    dataDir = mkdtempSync(path.join(tmpdir(), 'servicebay-scale-'));
    const env = { DATABASE_URL: scratch.url, DATA_DIR: dataDir, JOBS_INTERVAL_SECONDS: '1' };
    // Started together: migrations and demo data must run once, under the start-up lock.
    [first, second] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await sql?.end();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function call<T = unknown>(server: ApiProcess, route: string, options: { body?: unknown; token?: string } = {}) {
    const response = await fetch(`http://127.0.0.1:${server.port}/api${route}`, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers: {
        'x-client-name': 'servicebay',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, data: ((await response.json()) as { data: T }).data };
  }

  type Session = { accessToken: string; refreshToken: string; expiresInSeconds: number; user: { uid: string } };

  /** The code is sent by one process and read from the outbox through the other. */
  async function signIn(sender: ApiProcess, verifier: ApiProcess): Promise<Session> {
    const mobileNumber = uniqueIndianNumber();
    const sent = await call(sender, '/auth/otp/send', { body: { countryCode: '+91', mobileNumber } });
    expect(sent.status).toBe(200);
    const outbox = await call<{ body: string }[]>(verifier, `/dev/outbox?to=${encodeURIComponent(`+91${mobileNumber}`)}`);
    const otp = outbox.data[0]!.body.slice(0, 6);
    const verified = await call<Session>(verifier, '/auth/otp/verify', { body: { countryCode: '+91', mobileNumber, otp } });
    expect(verified.status).toBe(200);
    return verified.data;
  }

  it('starts both together with the demo data loaded once', async () => {
    const brands = await sql.query<{ count: string }>('select count(*) from brands');
    expect(Number(brands.rows[0]!.count)).toBe(8);
    const migrations = await sql.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    expect(Number(migrations.rows[0]!.count)).toBeGreaterThan(0);
  });

  it('a session made on one process is good on the other, and a reused refresh token ends it on both', async () => {
    const session = await signIn(first, second);
    const me = await call<{ uid: string }>(first, '/auth/me', { token: session.accessToken });
    expect(me).toEqual({ status: 200, data: expect.objectContaining({ uid: session.user.uid }) });

    const renewed = await call<Session>(first, '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(renewed.status).toBe(200);
    // Another tab renewing with the same token a moment later, through the other process, is a race, not a theft.
    const racing = await call<Session>(second, '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(racing.status).toBe(200);
    // A minute on (the 30 s leeway of session.service.ts past), the old token shown again is a thief's.
    await sql.query(`update refresh_tokens set replaced_at = replaced_at - interval '1 minute' where user_id = $1 and replaced_at is not null`, [
      session.user.uid,
    ]);
    const reused = await call(second, '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(reused.status).toBe(401);
    for (const held of [renewed, racing]) {
      const afterReuse = await call(first, '/auth/refresh', { body: { refreshToken: held.data.refreshToken } });
      expect(afterReuse.status).toBe(401);
    }
  });

  it('a due job runs once although both processes poll the queue', async () => {
    const customers = await Promise.all([signIn(first, second), signIn(second, first), signIn(first, first)]);
    for (const [index, customer] of customers.entries()) {
      const server = index % 2 === 0 ? first : second;
      const requested = await call(server, '/user/deleteAccount', { token: customer.accessToken, body: {} });
      expect(requested.status).toBe(200);
    }
    // Thirty days pass for these three requests.
    const uids = customers.map((customer) => customer.user.uid);
    await sql.query(`update jobs set run_at = now() where kind = 'erase-account' and payload->>'userId' = any($1)`, [uids]);

    await expect
      .poll(async () => (await sql.query(`select count(*) from jobs where payload->>'userId' = any($1) and done_at is not null`, [uids])).rows[0].count, {
        timeout: 15_000,
      })
      .toBe('3');
    const attempts = await sql.query<{ attempts: number; last_error: string | null }>(
      `select attempts, last_error from jobs where payload->>'userId' = any($1)`,
      [uids],
    );
    expect(attempts.rows).toEqual(uids.map(() => ({ attempts: 1, last_error: null })));
    const erased = await sql.query<{ count: string }>(`select count(*) from users where id = any($1) and erased_at is not null`, [uids]);
    expect(erased.rows[0]!.count).toBe('3');
  });

  it('a vehicle added through one process appears within a second in a tab served by the other (LISTEN/NOTIFY)', async () => {
    const session = await signIn(first, second);
    const page = await browser.newPage();
    const origin = `http://servicebay.localhost:${second.port}`;
    await page.goto(`${origin}/login`);
    // The tab holds the session as the app stores it after sign-in.
    await page.evaluate((held) => localStorage.setItem('servicebay.session', JSON.stringify(held)), {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      accessExpiresAt: Date.now() + session.expiresInSeconds * 1000,
      isGuest: false,
    });
    const listening = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events' && response.ok());
    await page.goto(`${origin}/portal/my-vehicles`);
    await listening;
    await page.getByText('No vehicles yet').waitFor();

    const models = await call<{ modelId: string; name: string }[]>(first, '/catalog/vehicles/models?makeId=car.tata');
    const nexon = models.data.find((model) => model.name === 'Nexon')!;
    const variants = await call<{ vehicleId: string }[]>(first, `/catalog/vehicle/variants?modelId=${nexon.modelId}&year=2022&fuelType=PETROL`);
    const addedAt = Date.now();
    const added = await call(first, '/users/me/vehicles', {
      token: session.accessToken,
      body: {
        makeId: 'car.tata',
        modelId: nexon.modelId,
        year: 2022,
        fuelType: 'PETROL',
        catalogVehicleId: variants.data[0]!.vehicleId,
        registrationNumber: 'KA01AB1234',
      },
    });
    expect(added.status).toBe(200);
    await page.getByRole('article', { name: 'Tata Nexon' }).waitFor({ state: 'visible', timeout: 3_000 });
    const latencyMs = Date.now() - addedAt;
    console.info(`live update crossed processes in ${latencyMs} ms`);
    expect(latencyMs).toBeLessThan(3_000);
  });
});
