import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { addresses } from '../src/modules/addresses/addresses.tables';
import { catalogMakes } from '../src/modules/catalog/catalog.tables';
import { catalogCsv, demoCatalogRows } from '../test/catalog-sheets';
import { ADDRESS } from '../test/garage-factories';
import { runApiProcess, SPAWN_TIMEOUT_MS, startServer, type ServerProcess } from './api-processes';

/**
 * Issue 7, part 1: the catalogue import beside a running server lost 20 of 30 confirmed addresses
 * or left a database that would not open. Now a real server holds the embedded database, the CLI
 * (run as an operator runs it) sends the sheet through the server's import route, and a customer
 * writing addresses all along loses none of them.
 */
const migrationsFolder = path.resolve(import.meta.dirname, '../drizzle');
const dataDir = mkdtempSync(path.join(tmpdir(), 'servicebay-import-'));
const NUMBER = { countryCode: '+91', mobileNumber: '9999999999', code: '123456' };
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, TEST_OTP_NUMBERS: `${NUMBER.countryCode}${NUMBER.mobileNumber}:${NUMBER.code}` });
}, SPAWN_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const cli = (args: string[], env: Record<string, string> = {}) =>
  runApiProcess('cli/import-catalog.ts', args, { DATA_DIR: dataDir, PORT: String(server.port), ...env });

async function signIn(): Promise<string> {
  const post = (url: string, body: object) =>
    fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/auth/otp/send', { countryCode: NUMBER.countryCode, mobileNumber: NUMBER.mobileNumber });
  const verified = await post('/api/auth/otp/verify', { countryCode: NUMBER.countryCode, mobileNumber: NUMBER.mobileNumber, otp: NUMBER.code });
  return ((await verified.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A customer adding addresses one after another until told to stop; answers the ids the server acknowledged. */
function keepAddingAddresses(token: string) {
  const acknowledged: string[] = [];
  let going = true;
  const writing = (async () => {
    for (let n = 0; going; n++) {
      const response = await fetch(`${server.url}/api/users/me/addresses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ...ADDRESS, addressType: 'Other', addressline1: `Flat ${n}, Import Lane` }),
      });
      if (response.ok) acknowledged.push(((await response.json()) as { data: { did: string } }).data.did);
    }
  })();
  return {
    stop: async () => {
      going = false;
      await writing;
      return acknowledged;
    },
  };
}

describe('a catalogue import while the server holds the embedded database', () => {
  let acknowledged: string[] = [];
  const rows = demoCatalogRows('Routed');
  const sheet = path.join(dataDir, 'catalogue.csv');

  it(
    'the CLI run as before turns to the server’s route, prints its progress and counts, while a customer keeps writing',
    { timeout: SPAWN_TIMEOUT_MS * 2 },
    async () => {
      writeFileSync(sheet, catalogCsv(rows));
      const customer = keepAddingAddresses(await signIn());
      const run = await cli([sheet]);
      acknowledged = await customer.stop();
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain(`holds ${dataDir}: importing through the server at ${server.url}`);
      expect(run.output).toMatch(/running: \d+\/3379 rows loaded/);
      expect(run.output).toMatch(/car: 59 makes, 665 models, 2533 variants/);
      expect(run.output).toMatch(/two-wheeler: 28 makes, 351 models, 846 variants/);
      expect(acknowledged.length).toBeGreaterThan(5);
    },
  );

  it(
    'bad rows are listed by row number and nothing is loaded; a server named by SERVICEBAY_URL is used as --server is',
    { timeout: SPAWN_TIMEOUT_MS },
    async () => {
      const bad = path.join(dataDir, 'bad.csv');
      writeFileSync(bad, catalogCsv([['car', 'Refused Motors', 'mass', 'One', 'SUV', '2024', '', 'Base', 'STEAM', '2024', '']]));
      const run = await cli([bad], { SERVICEBAY_URL: server.url });
      expect(run.code).toBe(1);
      expect(run.output).toContain('row 2: fuelType must be one of PETROL, DIESEL, ELECTRIC, CNG, LPG');
    },
  );

  it('a wrong key and an unreachable server are refused with what to do', { timeout: SPAWN_TIMEOUT_MS }, async () => {
    const wrongKey = await cli(['--server', server.url, sheet], { OPERATOR_KEY: 'w'.repeat(40) });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.output).toContain(`The server at ${server.url} refused the operator key (from OPERATOR_KEY)`);
    const nobody = await cli(['--server', 'http://localhost:9', sheet]);
    expect(nobody.code).toBe(1);
    expect(nobody.output).toContain('Cannot reach the ServiceBay server at http://localhost:9');
  });

  it('after the server stops, the database opens, with every acknowledged address and the imported makes', { timeout: SPAWN_TIMEOUT_MS }, async () => {
    await server.stop();
    const database = await openDatabase({ dataDir, migrationsFolder });
    try {
      const kept = await database.db.select({ id: addresses.id }).from(addresses).where(inArray(addresses.id, acknowledged));
      expect(kept.length).toBe(acknowledged.length);
      const makes = await database.db.select({ name: catalogMakes.name }).from(catalogMakes).where(like(catalogMakes.name, 'Routed %'));
      expect(makes.length).toBe(59 + 28);
      expect(await database.db.select().from(catalogMakes).where(like(catalogMakes.name, 'Refused %'))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
