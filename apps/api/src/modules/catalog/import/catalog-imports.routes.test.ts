import ExcelJS from 'exceljs';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_IMPORT_COLUMNS, MAX_CATALOG_SHEET_BYTES } from '@servicebay/domain';
import { buildTestApp, onBrand, TEST_OPERATOR_KEY, type TestApp } from '../../../../test/build-test-app';
import { asOperator, catalogCsv, demoCatalogRows, importForm } from '../../../../test/catalog-sheets';
import { signInAsGuest } from '../../../../test/factories';
import { PNG, signedInCustomer } from '../../../../test/garage-factories';
import { catalogImports, catalogMakes } from '../catalog.tables';

let t: TestApp;
let operator: ReturnType<typeof asOperator>;
beforeAll(async () => {
  t = await buildTestApp();
  operator = asOperator(t.app, TEST_OPERATOR_KEY);
});
afterAll(() => t.close());

const IMPORTS = '/api/operator/catalog/imports';
const ROWS = [
  ['car', 'Routed Motors', 'mass', 'Courier', 'SUV', '2024', '', 'Base', 'PETROL', '2024', ''],
  ['car', 'Routed Motors', 'mass', 'Courier', 'SUV', '2024', '', 'Top', 'DIESEL', '2024', ''],
  ['two-wheeler', 'Routed Bikes', 'mass', 'Dash', 'Scooter', '2023', '', 'Standard', 'ELECTRIC', '2023', ''],
];

const upload = (sheet: Buffer, fileName?: string, brand?: string) => operator({ method: 'POST', url: IMPORTS, payload: importForm(sheet, fileName, brand) });
const progressOf = async (importId: string) => (await operator({ method: 'GET', url: `${IMPORTS}/${importId}` })).json().data;
const makesNamed = async (pattern: string) => (await t.database.db.select({ n: count() }).from(catalogMakes).where(like(catalogMakes.name, pattern)))[0]!.n;

describe('a catalogue import through the server', () => {
  it('answers 202 with an import id, and the job loads the sheet into the brand’s catalogue, counting as it goes', async () => {
    const started = await upload(catalogCsv(ROWS), 'routed.csv', 'quickfix');
    expect(started.statusCode, started.body).toBe(202);
    const { importId } = started.json().data;
    expect(await progressOf(importId)).toMatchObject({ status: 'queued', brand: 'quickfix', fileName: 'routed.csv', rowsParsed: 0, finishedAt: null });

    expect(await t.app.services.jobs.runDue()).toBe(1);
    expect(await progressOf(importId)).toMatchObject({
      status: 'done',
      rowsParsed: 3,
      rowsLoaded: 3,
      loaded: { car: { makes: 1, models: 1, variants: 2 }, 'two-wheeler': { makes: 1, models: 1, variants: 1 } },
      problems: [],
      error: null,
    });
    const makes = (await onBrand(t.app, 'quickfix')({ method: 'GET', url: '/api/catalog/vehicle/makes?vehicleType=car' })).json().data;
    expect(makes.map((m: { makeId: string }) => m.makeId)).toContain('quickfix~car.routed-motors');
    // The sheet leaves the database once its import has ended.
    const [row] = await t.database.db.select({ sheet: catalogImports.sheet }).from(catalogImports).where(eq(catalogImports.id, importId));
    expect(row!.sheet).toBeNull();
  });

  it('reads an xlsx workbook into the shared catalogue when no brand is named', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('catalogue');
    sheet.addRow([...CATALOG_IMPORT_COLUMNS]);
    sheet.addRow(['car', 'Workbook Motors', 'premium', 'Ledger', 'Sedan', '2022', '', 'Base', 'PETROL', '2022', '']);
    const { importId } = (await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'catalogue.xlsx')).json().data;
    await t.app.services.jobs.runDue();
    expect(await progressOf(importId)).toMatchObject({ status: 'done', brand: null, loaded: { car: { makes: 1, variants: 1 } } });
    expect(await makesNamed('Workbook Motors')).toBe(1);
  });

  it('fails a sheet with bad rows, listing them by row number, and loads none of it', async () => {
    const bad = [
      ...ROWS.map((row) => row.map((cell) => cell.replace('Routed', 'Refused'))),
      ['boat', 'Refused Boats', 'mass', 'Ark', 'Boat', '2020', '', 'One', 'PETROL', '2020', ''],
    ];
    bad[1]![8] = 'STEAM';
    bad.push([...bad[0]!]);
    const { importId } = (await upload(catalogCsv(bad))).json().data;
    await t.app.services.jobs.runDue();
    expect(await progressOf(importId)).toMatchObject({
      status: 'failed',
      rowsLoaded: 0,
      problems: [
        { row: 3, message: 'fuelType must be one of PETROL, DIESEL, ELECTRIC, CNG, LPG' },
        { row: 5, message: 'vehicleType must be car or two-wheeler' },
        { row: 6, message: 'the same variant as row 2' },
      ],
      error: '3 row(s) have problems; nothing was loaded',
    });
    expect(await makesNamed('Refused%')).toBe(0);
  });

  it('fails a file that only looks like a workbook, with what the reader said', async () => {
    const { importId } = (await upload(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)]), 'broken.xlsx')).json().data;
    await t.app.services.jobs.runDue();
    expect(await progressOf(importId)).toMatchObject({ status: 'failed', error: expect.stringMatching(/^The file could not be read as a catalogue sheet/) });
  });

  // Reading the csv is most of the time (decision 0015): 1,500 rows of the demo catalogue make three batches.
  it('writes its progress while it loads, batch by batch', { timeout: 90_000 }, async () => {
    const rows = demoCatalogRows('Progress').slice(0, 1500);
    const { importId } = (await upload(catalogCsv(rows))).json().data;
    const seen = new Set<number>();
    let running = true;
    const watching = (async () => {
      while (running) {
        seen.add((await progressOf(importId)).rowsLoaded);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    await t.app.services.jobs.runDue();
    running = false;
    await watching;
    const done = await progressOf(importId);
    expect(done).toMatchObject({ status: 'done', rowsParsed: rows.length, rowsLoaded: rows.length });
    expect(done.loaded.car.makes).toBeGreaterThan(10);
    // Seen between the first batch and the last: the row moved while the import ran.
    expect([...seen].filter((n) => n > 0 && n < rows.length).length, `rows loaded seen: ${[...seen].join(', ')}`).toBeGreaterThan(0);
  });

  it('runs at once in a started queue, without waiting for its next tick', async () => {
    const app = await t.anotherProcess();
    const failures: unknown[] = [];
    app.services.jobs.start(3_600_000, (error) => failures.push(error));
    try {
      const { importId } = (
        await asOperator(app, TEST_OPERATOR_KEY)({ method: 'POST', url: IMPORTS, payload: importForm(catalogCsv(ROWS.slice(0, 1))) })
      ).json().data;
      await expect.poll(async () => (await progressOf(importId)).status, { timeout: 10_000 }).toBe('done');
      expect(failures).toEqual([]);
    } finally {
      await app.services.jobs.stop();
    }
  });
});

describe('what the import route refuses', () => {
  it('an unknown brand, at once, storing nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(catalogImports);
    const response = await upload(catalogCsv(ROWS), 'x.csv', 'no-such-brand');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'resource/not-found', message: 'No brand has this slug', field: 'brand' });
    const [after] = await t.database.db.select({ n: count() }).from(catalogImports);
    expect(after!.n).toBe(before!.n);
  });

  it('a file that is not a sheet, no file, and a file over the limit', async () => {
    const picture = await upload(PNG, 'catalogue.csv');
    expect(picture.statusCode).toBe(400);
    expect(picture.json().error.message).toBe('Send the catalogue as an xlsx workbook or a csv file');
    const none = await operator({ method: 'POST', url: IMPORTS, payload: importForm(Buffer.alloc(0)) });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({ field: 'file' });
    // Larger than a document may be and than a JSON body may be, within the sheet's own limit: taken.
    const large = await upload(Buffer.concat([catalogCsv(ROWS), Buffer.alloc(6 * 1024 * 1024, 'a')]));
    expect(large.statusCode, large.body).toBe(202);
    const huge = await upload(Buffer.concat([catalogCsv(ROWS), Buffer.alloc(MAX_CATALOG_SHEET_BYTES, 'a')]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('The sheet is larger than 20 MB');
  });

  it('no key or a wrong key: 401; a customer’s or a guest’s token: 403', async () => {
    const guest = await signInAsGuest(t.app, 'servicebay');
    const customer = await signedInCustomer(t.app, 'servicebay');
    for (const [key, status] of [
      [null, 401],
      ['not-the-operator-key-not-the-operator-key', 401],
      [`${TEST_OPERATOR_KEY}x`, 401],
      [customer.token, 403],
      [guest.accessToken, 403],
    ] as const) {
      const call = (options: Parameters<typeof operator>[0]) => onBrand(t.app, 'servicebay', key ?? undefined)(options);
      const post = await call({ method: 'POST', url: IMPORTS, payload: importForm(catalogCsv(ROWS)) });
      const get = await call({ method: 'GET', url: `${IMPORTS}/0190f4a8-0000-7000-8000-000000000000` });
      for (const response of [post, get]) {
        expect(response.statusCode, `${key}: ${response.body}`).toBe(status);
        expect(response.json()).toMatchObject({ status: 'FAILURE', error: { code: status === 401 ? 'auth/login-required' : 'auth/forbidden' } });
      }
    }
  });

  it('the operator key opens no customer route, private or public', async () => {
    for (const url of ['/api/auth/me', '/api/users/me/vehicles', '/api/catalog/vehicle/makes']) {
      const response = await operator({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(403);
      expect(response.json().error.code).toBe('auth/forbidden');
    }
  });

  it('an unknown import id: 404', async () => {
    const response = await operator({ method: 'GET', url: `${IMPORTS}/0190f4a8-0000-7000-8000-000000000000` });
    expect(response.statusCode).toBe(404);
  });
});
