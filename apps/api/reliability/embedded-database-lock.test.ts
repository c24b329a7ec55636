import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { DataDirInUseError } from '../src/db/data-dir-lock';
import { freePort, runApiProcess as runApi, SPAWN_TIMEOUT_MS } from './api-processes';

// A second process on the same DATA_DIR left a database that would not open again, or lost 20 of
// 30 confirmed addresses (issue 7, part 1). The embedded database now belongs to one process.
const root = path.resolve(import.meta.dirname, '../../..');
const migrationsFolder = path.join(root, 'apps/api/drizzle');

// One folder for the file: creating a database (initdb) is the slow part, reopening it is not.
const dataDir = mkdtempSync(path.join(tmpdir(), 'servicebay-lock-'));
let open: Database | null = null;
beforeAll(async () => {
  open = await openEmbedded();
});
afterAll(async () => {
  await open?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const openEmbedded = () => openDatabase({ dataDir, migrationsFolder });
const lockFile = path.join(dataDir, 'pglite.lock');
const runApiProcess = (script: string, args: string[] = [], env: Record<string, string> = {}) => runApi(script, args, { DATA_DIR: dataDir, ...env });

describe('the embedded database belongs to one process', () => {
  it('a second server on the same DATA_DIR exits at once, naming the folder and the holder', { timeout: SPAWN_TIMEOUT_MS }, async () => {
    const second = await runApiProcess('server.ts', [], { PORT: '0' });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`The embedded database in ${dataDir} is in use by another ServiceBay process (pid ${process.pid})`);
  });

  it('the catalogue import never opens the folder the server holds: it turns to the server (here none answers)', { timeout: SPAWN_TIMEOUT_MS }, async () => {
    const sheet = path.join(dataDir, 'catalogue.csv');
    writeFileSync(sheet, 'vehicleType,make,model,variant,fuelType,startYear\ncar,Lockmobile,One,Base,PETROL,2020\n');
    const importer = await runApiProcess('cli/import-catalog.ts', [sheet], { PORT: String(await freePort()), OPERATOR_KEY: 'k'.repeat(40) });
    expect(importer.code).toBe(1);
    expect(importer.output).toContain(`ServiceBay (pid ${process.pid}) holds ${dataDir}: importing through the server at http://localhost:`);
    expect(importer.output).toContain('Cannot reach the ServiceBay server');
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
  });

  it('a second open in one process is refused too, and the folder is free again once closed', async () => {
    await expect(openEmbedded()).rejects.toBeInstanceOf(DataDirInUseError);
    await open!.close();
    expect(existsSync(lockFile)).toBe(false);
    open = await openEmbedded();
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
  });

  it('a lock left by a killed process is recovered', async () => {
    await open!.close();
    open = null;
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(gone.stdout);
    writeFileSync(lockFile, JSON.stringify({ pid: deadPid, host: hostname(), since: '2026-11-01T00:00:00Z' }));
    open = await openEmbedded();
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
  });
});
