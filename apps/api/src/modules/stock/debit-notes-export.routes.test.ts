import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { majorOf, minorOf, type TDebitNote, type TInward, type TStaffSession } from '@servicebay/domain';
import { dataOf, errorOf } from '../../../test/billing-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asStaff, demoStaff } from '../../../test/staff-factories';
import { storeAt } from '../../../test/stock-factories';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
});
afterAll(() => t.close());

/** The workbook's only sheet, its rows as arrays of cell values (exceljs counts columns from 1). */
async function sheetOf(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  // An empty cell reads as null, not as a hole in the array.
  sheet.eachRow((row) => rows.push(Array.from({ length: sheet.columnCount }, (_, index) => (row.values as unknown[])[index + 1] ?? null)));
  return { sheet, rows };
}

describe('GET …/debit-notes.xlsx (issue 28 part 7)', () => {
  it('reads back each note of the period with its inward, vendor, amounts and taxes, totalled as the register lists them', async () => {
    const store = storeAt(t.app, 'servicebay', owner);
    const part = await store.part();
    const inward = await store.inward(part.partId, 3, 100);
    const note = dataOf<TDebitNote>(
      await store.call('POST', `/inwards/${inward.inwardId}/debit-notes`, { prefix: 'dn', lineIds: [inward.lines[0]!.inwardLineId], reason: 'Cracked' }),
    );
    expect(note).toMatchObject({ inwardNumber: inward.number, taxable: 300, tax: 54, total: 354 });
    // The inward answers its note's number from now on.
    expect(dataOf<TInward>(await store.call('GET', `/inwards/${inward.inwardId}`)).debitNoteNumber).toBe(note.number);

    const period = `from=${note.day}&to=${note.day}`;
    const answer = await store.call('GET', `/debit-notes.xlsx?${period}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="debit-notes-${note.day}-to-${note.day}.xlsx"`);
    const { sheet, rows } = await sheetOf(answer.rawPayload);
    expect(sheet.name).toBe('Debit notes');
    expect(rows[0]).toEqual(['Date', 'Debit note no.', 'Inward no.', 'Vendor', 'Taxable value', 'Taxes', 'Tax', 'Total', 'Reason']);
    const registered = dataOf<TDebitNote[]>(await store.call('GET', `/debit-notes?${period}`));
    const mine = rows.find((row) => row[1] === note.number)!;
    expect(mine).toEqual([new Date(`${note.day}T00:00:00Z`), note.number, inward.number, note.vendorName, 300, 'CGST 27, SGST 27', 54, 354, 'Cracked']);
    // The last row totals every note of the period, as the register's own list has them.
    const sum = (pick: (each: TDebitNote) => number) =>
      majorOf(
        registered.reduce((total, each) => total + minorOf(pick(each), 'INR'), 0),
        'INR',
      );
    expect(rows.at(-1)).toEqual(['Total', null, null, null, sum((each) => each.taxable), null, sum((each) => each.tax), sum((each) => each.total), null]);
    expect(rows).toHaveLength(registered.length + 2);
    // In Arabic when the reader asks for it: the sheet and its header.
    const inArabic = await asStaff(
      t.app,
      'servicebay',
      owner,
    )({ method: 'GET', url: `/api/staff/workshops/${store.workshopId}/debit-notes.xlsx?${period}`, headers: { 'accept-language': 'ar' } });
    const arabic = await sheetOf(inArabic.rawPayload);
    expect([arabic.sheet.name, arabic.rows[0]![0], arabic.rows.at(-1)![0]]).toEqual(['الإشعارات المدينة', 'التاريخ', 'الإجمالي']);
  });

  it('answers an empty period with the header and a zero total, and refuses a day it cannot read', async () => {
    const store = storeAt(t.app, 'servicebay', owner);
    const answer = await store.call('GET', '/debit-notes.xlsx?from=2001-01-01&to=2001-01-31');
    expect(answer.statusCode).toBe(200);
    expect((await sheetOf(answer.rawPayload)).rows).toEqual([
      ['Date', 'Debit note no.', 'Inward no.', 'Vendor', 'Taxable value', 'Taxes', 'Tax', 'Total', 'Reason'],
      ['Total', null, null, null, 0, null, 0, 0, null],
    ]);
    expect(errorOf(await store.call('GET', '/debit-notes.xlsx?from=2001-02-30&to=2001-03-01')).code).toBe('request/invalid');
  });

  it('is refused to a role without the inventory area', async () => {
    const cashier = await demoStaff(t.app, 'servicebay', 'cashier');
    const answer = await storeAt(t.app, 'servicebay', cashier).call('GET', '/debit-notes.xlsx?from=2026-01-01&to=2026-01-31');
    expect(errorOf(answer).code).toBe('auth/forbidden');
  });
});
