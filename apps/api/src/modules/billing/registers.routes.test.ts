import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTER_EXPORT_MAX_ROWS,
  type TCreditNote,
  type TCreditNoteRegister,
  type TEstimateLineBody,
  type TInvoice,
  type TInvoiceRegister,
  type TStaffSession,
} from '@servicebay/domain';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { pads, labour, dataOf, errorOf, walkInWith } from '../../../test/billing-factories';
import { asStaff, demoStaff, staffWithRole } from '../../../test/staff-factories';
import { invoices } from './billing.tables';

let t: TestApp;
let owner: TStaffSession;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await demoStaff(t.app, 'servicebay', 'owner');
});
afterAll(() => t.close());

/** The day after `day`, 'YYYY-MM-DD'. */
const nextDay = (day: string, days = 1) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const indianPlate = () => `KA${randomInt(10, 100)}RG${randomInt(1000, 10_000)}`;

/** A tax invoice (after a proforma when asked) of a walk-in's card at `workshopIndex`, paid `paid` in cash when given. */
async function invoiced(
  brand: string,
  session: TStaffSession,
  {
    lines,
    name,
    plate,
    workshopIndex,
    paid,
    proforma = false,
  }: { lines: TEstimateLineBody[]; name: string; plate: string; workshopIndex: number; paid?: number; proforma?: boolean },
) {
  const job = await walkInWith(t.app, { brand, session, lines, plate, workshopIndex, name });
  await job.approveAll();
  const pro = proforma ? dataOf<TInvoice>(await job.proforma()) : null;
  await job.readyForDelivery();
  const invoice = dataOf<TInvoice>(await job.invoice());
  if (paid) dataOf(await job.pay({ mode: 'cash', amount: paid }));
  return { job, invoice, proforma: pro };
}

const registerOf = (brand: string, session: TStaffSession, workshopId: string) => {
  const desk = asStaff(t.app, brand, session);
  return {
    invoices: (query: string) => desk({ method: 'GET', url: `/api/staff/workshops/${workshopId}/invoices?${query}` }),
    creditNotes: (query: string) => desk({ method: 'GET', url: `/api/staff/workshops/${workshopId}/credit-notes?${query}` }),
    workbook: (register: 'invoices' | 'credit-notes', query: string, language = 'en') =>
      desk({ method: 'GET', url: `/api/staff/workshops/${workshopId}/${register}.xlsx?${query}`, headers: { 'accept-language': language } }),
  };
};

/** A workbook's only sheet, its rows as arrays of cell values (exceljs counts columns from 1). */
async function sheetOf(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(book.worksheets).toHaveLength(1);
  const sheet = book.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { sheet, rows };
}

describe('the invoice register (issue 27 part 9)', () => {
  // Three tax invoices at a workshop no other test here bills at, issued one after the other:
  // A = pads and labour: 2 x 1,250 + 800 = 3,300 taxable, 18 % = 594, 3,894; 1,000 paid in cash.
  // B = labour: 800 + 144 = 944; nothing paid.
  // C = pads: 2,500 + 450 = 2,950, after a proforma; paid in full.
  const WORKSHOP = 2;
  let a: Awaited<ReturnType<typeof invoiced>>;
  let b: Awaited<ReturnType<typeof invoiced>>;
  let c: Awaited<ReturnType<typeof invoiced>>;
  let register: ReturnType<typeof registerOf>;
  let day: string;
  beforeAll(async () => {
    a = await invoiced('servicebay', owner, {
      lines: [pads, labour],
      name: 'Ravi Kumar',
      plate: indianPlate(),
      workshopIndex: WORKSHOP,
      paid: 1000,
    });
    b = await invoiced('servicebay', owner, { lines: [labour], name: 'Meera Nair', plate: indianPlate(), workshopIndex: WORKSHOP });
    c = await invoiced('servicebay', owner, {
      lines: [pads],
      name: 'Ravi Shankar',
      plate: indianPlate(),
      workshopIndex: WORKSHOP,
      paid: 2950,
      proforma: true,
    });
    register = registerOf('servicebay', owner, a.job.workshopId);
    day = a.invoice.day;
  });

  it("lists the period's tax invoices newest first, each with what is paid and owed, and the period's totals", async () => {
    const page = dataOf<TInvoiceRegister>(await register.invoices(`from=${day}&to=${day}`));
    expect(page.items.map((row) => row.number)).toEqual([c.invoice.number, b.invoice.number, a.invoice.number]);
    expect(page.items[2]).toEqual({
      invoiceId: a.invoice.invoiceId,
      jobCardId: a.job.card.jobCardId,
      jobCardNo: a.job.card.jobCardNo,
      kind: 'tax',
      number: a.invoice.number,
      day,
      issuedAt: a.invoice.issuedAt,
      customerName: 'Ravi Kumar',
      vehicleNumber: a.job.card.vehicleNumber,
      taxable: 3300,
      tax: 594,
      grandTotal: 3894,
      paid: 1000,
      balance: 2894,
    });
    expect(page.items.map((row) => [row.paid, row.balance])).toEqual([
      [2950, 0],
      [0, 944],
      [1000, 2894],
    ]);
    // 3,300 + 800 + 2,500; 594 + 144 + 450; 3,894 + 944 + 2,950; 1,000 + 2,950; 7,788 - 3,950.
    expect(page.totals).toEqual({ count: 3, taxable: 6600, tax: 1188, grandTotal: 7788, paid: 3950, balance: 3838 });
    expect(page).toMatchObject({ currency: 'INR', page: 1, pageSize: 25 });
  });

  it('pages in the database, the totals always of the whole period', async () => {
    const first = dataOf<TInvoiceRegister>(await register.invoices(`from=${day}&to=${day}&pageSize=2`));
    const second = dataOf<TInvoiceRegister>(await register.invoices(`from=${day}&to=${day}&pageSize=2&page=2`));
    expect(first.items.map((row) => row.number)).toEqual([c.invoice.number, b.invoice.number]);
    expect(second.items.map((row) => row.number)).toEqual([a.invoice.number]);
    expect(second.totals).toEqual(first.totals);
    expect(second.totals.count).toBe(3);
  });

  it("searches by the invoice's number, the customer's name or the plate as typed, and totals what it finds", async () => {
    const found = async (q: string) => dataOf<TInvoiceRegister>(await register.invoices(`from=${day}&to=${day}&${new URLSearchParams({ q })}`));
    const ravis = await found('ravi');
    expect(ravis.items.map((row) => row.number)).toEqual([c.invoice.number, a.invoice.number]);
    // 3,300 + 2,500; 594 + 450; 3,894 + 2,950; all of C and 1,000 of A paid.
    expect(ravis.totals).toEqual({ count: 2, taxable: 5800, tax: 1044, grandTotal: 6844, paid: 3950, balance: 2894 });
    const plate = b.job.card.vehicleNumber!;
    const spaced = `${plate.slice(0, 4).toLowerCase()} ${plate.slice(4)}`;
    expect((await found(spaced)).items.map((row) => row.number)).toEqual([b.invoice.number]);
    expect((await found(a.invoice.number.toLowerCase())).items.map((row) => row.number)).toEqual([a.invoice.number]);
    expect((await found('Nobody Of That Name')).totals).toEqual({ count: 0, taxable: 0, tax: 0, grandTotal: 0, paid: 0, balance: 0 });
  });

  it('lists proformas apart, with nothing paid against them; and only the days asked', async () => {
    const proformas = dataOf<TInvoiceRegister>(await register.invoices(`from=${day}&to=${day}&kind=proforma`));
    expect(proformas.items.map((row) => [row.number, row.grandTotal, row.paid, row.balance])).toEqual([[c.proforma!.number, 2950, null, null]]);
    expect(proformas.totals).toEqual({ count: 1, taxable: 2500, tax: 450, grandTotal: 2950, paid: null, balance: null });
    expect(dataOf<TInvoiceRegister>(await register.invoices(`from=${nextDay(day)}&to=${nextDay(day, 30)}`)).totals.count).toBe(0);
    expect(dataOf<TInvoiceRegister>(await register.invoices(`from=${nextDay(day, -30)}&to=${day}`)).totals.count).toBe(3);
  });

  it("answers a bad day or a range that ends before it starts with 'Invalid date' (400), and a missing one as required", async () => {
    for (const query of ['from=2026-02-30&to=2026-03-01', `from=${day}&to=${nextDay(day, -1)}`, 'from=11/01/2026&to=11/30/2026']) {
      const answer = await register.invoices(query);
      expect(answer.statusCode, query).toBe(400);
      expect(errorOf(answer).message, query).toBe('Invalid date');
      const credit = await register.creditNotes(query);
      expect(credit.statusCode, query).toBe(400);
      expect(errorOf(credit).message, query).toBe('Invalid date');
      expect((await register.workbook('invoices', query)).statusCode, query).toBe(400);
    }
    const missing = await register.invoices(`from=${day}`);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ message: 'This field is required', field: 'to' });
  });

  it("shows another workshop nothing of this one's, and refuses the staff of another workshop or brand", async () => {
    const other = registerOf('servicebay', owner, owner.staff.workshops[WORKSHOP + 1]!.workshopId);
    expect(dataOf<TInvoiceRegister>(await other.invoices(`from=${day}&to=${day}`)).totals.count).toBe(0);
    const elsewhere = await staffWithRole(t.app, 'servicebay', 'accounts', owner.staff.workshops[WORKSHOP + 1]!.workshopId);
    const stranger = registerOf('servicebay', elsewhere.session, a.job.workshopId);
    expect((await stranger.invoices(`from=${day}&to=${day}`)).statusCode).toBe(404);
    expect((await stranger.workbook('invoices', `from=${day}&to=${day}`)).statusCode).toBe(404);
    const deccan = await demoStaff(t.app, 'deccan', 'owner');
    const otherBrand = registerOf('deccan', deccan, a.job.workshopId);
    expect((await otherBrand.invoices(`from=${day}&to=${day}`)).statusCode).toBe(404);
    expect((await otherBrand.creditNotes(`from=${day}&to=${day}`)).statusCode).toBe(404);
    const ownBrand = registerOf('deccan', deccan, deccan.staff.workshops[0]!.workshopId);
    expect(dataOf<TInvoiceRegister>(await ownBrand.invoices(`from=${day}&to=${day}`)).items.map((row) => row.invoiceId)).not.toContain(a.invoice.invoiceId);
  });

  it('exports the period as a workbook: English titles, dates as dates, amounts as numbers, the totals last', async () => {
    const answer = await register.workbook('invoices', `from=${day}&to=${day}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="invoices-${day}-to-${day}.xlsx"`);
    const { sheet, rows } = await sheetOf(answer.rawPayload);
    expect(sheet.name).toBe('Tax invoices');
    expect(rows[0]).toEqual(['Date', 'Invoice no.', 'Job card', 'Customer', 'Plate', 'Taxable value', 'Tax', 'Grand total', 'Paid', 'Balance']);
    expect(rows).toHaveLength(1 + 3 + 1);
    expect(rows[3]).toEqual([
      new Date(`${day}T00:00:00Z`),
      a.invoice.number,
      a.job.card.jobCardNo,
      'Ravi Kumar',
      a.job.card.vehicleNumber,
      3300,
      594,
      3894,
      1000,
      2894,
    ]);
    expect(rows[4]).toEqual(['Total', null, null, null, null, 6600, 1188, 7788, 3950, 3838].map((cell) => cell ?? undefined));
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('dd mmm yyyy');
  });

  it('refuses to export more than a workbook holds, saying what to do, and still pages through the period', async () => {
    // 10,001 proformas on a day no other test reads: the card's own, copied with numbers of their own.
    const busyDay = nextDay(day, 45);
    const [proforma] = await t.database.db.select().from(invoices).where(eq(invoices.id, c.proforma!.invoiceId));
    const copies = Array.from({ length: REGISTER_EXPORT_MAX_ROWS + 1 }, (_, index) => ({
      ...proforma!,
      id: randomUUID(),
      number: `PFX${index}`,
      serial: index + 1,
      day: busyDay,
    }));
    for (let start = 0; start < copies.length; start += 1000) await t.database.db.insert(invoices).values(copies.slice(start, start + 1000));
    const period = `from=${busyDay}&to=${busyDay}&kind=proforma`;
    const refused = await register.workbook('invoices', period);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: 'billing/register-too-long', field: 'from' });
    const page = dataOf<TInvoiceRegister>(await register.invoices(`${period}&page=1&pageSize=50`));
    expect([page.totals.count, page.items.length]).toEqual([REGISTER_EXPORT_MAX_ROWS + 1, 50]);
    // One fewer fits.
    await t.database.db.delete(invoices).where(eq(invoices.number, 'PFX0'));
    expect((await register.workbook('invoices', period)).statusCode).toBe(200);
  });
});

describe("a Bahraini workshop's registers, in fils (three decimals)", () => {
  // Pads 2 x 12.345 = 24.690 taxable, 10 % VAT 2.469; labour 7.500 + 0.750: 32.190 + 3.219 = 35.409,
  // 10.005 paid. A second card of labour alone: 7.500 + 0.750 = 8.250. A credit note takes the
  // labour line back from each: 7.500 + 0.750 = 8.250 twice.
  const FILS_PADS: TEstimateLineBody = { kind: 'part', name: 'Brake pads', partNo: 'BH-1', quantity: 2, unitPrice: 12.345, taxPercentage: 10, hsnSac: null };
  const FILS_LABOUR: TEstimateLineBody = { kind: 'labour', name: 'Brake labour', quantity: 1, unitPrice: 7.5, taxPercentage: 10, hsnSac: null };
  let pearl: TStaffSession;
  let day: string;
  let notes: TCreditNote[];
  let register: ReturnType<typeof registerOf>;
  beforeAll(async () => {
    pearl = await demoStaff(t.app, 'pearl', 'owner');
    const plate = () => String(randomInt(100_000, 1_000_000));
    const first = await invoiced('pearl', pearl, { lines: [FILS_PADS, FILS_LABOUR], name: 'Ahmed Ali', plate: plate(), workshopIndex: 0, paid: 10.005 });
    const second = await invoiced('pearl', pearl, { lines: [FILS_LABOUR], name: 'Fatima Hasan', plate: plate(), workshopIndex: 0 });
    const desk = asStaff(t.app, 'pearl', pearl);
    notes = [];
    for (const { invoice } of [first, second]) {
      const labourLine = invoice.lines.find((line) => line.kind === 'labour')!;
      const url = `/api/staff/workshops/${first.job.workshopId}/invoices/${invoice.invoiceId}/credit-notes`;
      notes.push(dataOf<TCreditNote>(await desk({ method: 'POST', url, payload: { prefix: 'CN', lineIds: [labourLine.lineId], reason: 'Labour waived' } })));
    }
    register = registerOf('pearl', pearl, first.job.workshopId);
    day = first.invoice.day;
  });

  it('totals the invoices to the fils', async () => {
    const page = dataOf<TInvoiceRegister>(await register.invoices(`from=${day}&to=${day}`));
    expect(page.currency).toBe('BHD');
    // 32.190 + 7.500; 3.219 + 0.750; 35.409 + 8.250; 10.005 paid; 43.659 - 10.005.
    expect(page.totals).toEqual({ count: 2, taxable: 39.69, tax: 3.969, grandTotal: 43.659, paid: 10.005, balance: 33.654 });
    expect(page.items[1]).toMatchObject({ customerName: 'Ahmed Ali', taxable: 32.19, tax: 3.219, grandTotal: 35.409, paid: 10.005, balance: 25.404 });
  });

  it('lists and totals the credit notes, newest first, searched by the credited invoice or the customer', async () => {
    const page = dataOf<TCreditNoteRegister>(await register.creditNotes(`from=${day}&to=${day}`));
    expect(page.items.map((row) => row.number)).toEqual([notes[1]!.number, notes[0]!.number]);
    expect(page.items[1]).toMatchObject({
      creditNoteId: notes[0]!.creditNoteId,
      invoiceNumber: notes[0]!.invoiceNumber,
      customerName: 'Ahmed Ali',
      basis: 'lines',
      taxable: 7.5,
      tax: 0.75,
      total: 8.25,
      reason: 'Labour waived',
    });
    expect(page.totals).toEqual({ count: 2, taxable: 15, tax: 1.5, total: 16.5 });
    const byName = dataOf<TCreditNoteRegister>(await register.creditNotes(`from=${day}&to=${day}&q=fatima`));
    expect(byName.items.map((row) => row.creditNoteId)).toEqual([notes[1]!.creditNoteId]);
    const byInvoice = dataOf<TCreditNoteRegister>(await register.creditNotes(`from=${day}&to=${day}&${new URLSearchParams({ q: notes[0]!.invoiceNumber })}`));
    expect(byInvoice.totals).toEqual({ count: 1, taxable: 7.5, tax: 0.75, total: 8.25 });
    const paged = dataOf<TCreditNoteRegister>(await register.creditNotes(`from=${day}&to=${day}&pageSize=1&page=2`));
    expect(paged.items.map((row) => row.creditNoteId)).toEqual([notes[0]!.creditNoteId]);
    expect(paged.totals.count).toBe(2);
  });

  it('exports in Arabic when the app asks in Arabic: right to left, amounts with three decimals', async () => {
    const answer = await register.workbook('credit-notes', `from=${day}&to=${day}`, 'ar');
    expect(answer.statusCode, answer.body).toBe(200);
    const { sheet, rows } = await sheetOf(answer.rawPayload);
    expect(sheet.name).toBe('الإشعارات الدائنة');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(rows[0]).toEqual([
      'التاريخ',
      'رقم الإشعار الدائن',
      'رقم الفاتورة',
      'بطاقة العمل',
      'العميل',
      'رقم اللوحة',
      'القيمة الخاضعة للضريبة',
      'الضريبة',
      'الإجمالي',
      'السبب',
    ]);
    expect(rows).toHaveLength(1 + 2 + 1);
    expect(rows[2]!.slice(0, 2)).toEqual([new Date(`${day}T00:00:00Z`), notes[0]!.number]);
    expect(rows[2]!.slice(6)).toEqual([7.5, 0.75, 8.25, 'Labour waived']);
    expect(rows[3]!.slice(6, 9)).toEqual([15, 1.5, 16.5]);
    expect(sheet.getRow(2).getCell(9).numFmt).toBe('#,##0.000');

    const invoices = await sheetOf((await register.workbook('invoices', `from=${day}&to=${day}`)).rawPayload);
    expect(invoices.rows.at(-1)).toEqual(['Total', undefined, undefined, undefined, undefined, 39.69, 3.969, 43.659, 10.005, 33.654]);
  });
});
