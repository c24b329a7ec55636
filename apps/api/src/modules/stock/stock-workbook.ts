import ExcelJS from 'exceljs';
import { debitNoteTotals, isCurrency, minorDigitsOf, type Language, type TDebitNote, type TStockView } from '@servicebay/domain';

/** The workbooks' content type. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Title = { en: string; ar: string };
type Cell = string | number | Date | null;
/** A column of a stock sheet: its title in both languages, how its cells read, and what its last row totals, if anything. */
type Column<Row> = Title & { width: number; kind?: 'day' | 'amount'; value: (row: Row) => Cell; total?: Cell };

const TOTAL: Title = { en: 'Total', ar: 'الإجمالي' };
const DAY_FORMAT = 'dd mmm yyyy';
/** A calendar day as Excel's date (a day without a zone: midnight UTC, which exceljs writes as that day). */
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * One sheet of stock rows as the registers' workbooks are made: header in the reader's language
 * (right to left in Arabic) and frozen, dates as dates, amounts as numbers with the currency's
 * decimals, and a bold totals row last.
 */
async function stockSheetWorkbook<Row>(sheetTitle: Title, columns: Column<Row>[], rows: readonly Row[], currency: string, language: Language): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetTitle[language], { views: [{ state: 'frozen', ySplit: 1, rightToLeft: language === 'ar' }] });
  const digits = isCurrency(currency) ? minorDigitsOf(currency) : 2;
  const money = digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
  sheet.columns = columns.map((column) => ({
    header: column[language],
    width: column.width,
    style: column.kind === 'amount' ? { numFmt: money } : column.kind === 'day' ? { numFmt: DAY_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(row);
        return column.kind === 'day' && typeof value === 'string' ? dateOf(value) : value;
      }),
    );
  sheet.addRow(columns.map((column, index) => (index === 0 ? TOTAL[language] : (column.total ?? null)))).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

type StockRow = TStockView['items'][number];

/** The branch's stock on hand as an xlsx workbook (issue 28 part 8), the valuation as its total. */
export const stockWorkbook = (view: TStockView, language: Language): Promise<Buffer> =>
  stockSheetWorkbook<StockRow>(
    { en: 'Stock on hand', ar: 'المخزون المتوفر' },
    [
      { en: 'Part no.', ar: 'رقم القطعة', width: 18, value: (row) => row.partNumber },
      { en: 'Part', ar: 'القطعة', width: 32, value: (row) => row.name },
      { en: 'Bin', ar: 'الرف', width: 10, value: (row) => row.stock.bin },
      { en: 'On hand', ar: 'المتوفر', width: 12, value: (row) => row.stock.onHand },
      { en: 'Reorder level', ar: 'حد إعادة الطلب', width: 14, value: (row) => row.stock.reorderLevel },
      { en: 'Average cost', ar: 'متوسط التكلفة', width: 16, kind: 'amount', value: (row) => row.stock.averageCost },
      { en: 'Value', ar: 'القيمة', width: 18, kind: 'amount', value: (row) => row.stock.value, total: view.valuation },
    ],
    view.items,
    view.currency,
    language,
  );

/** The debit notes of a period as an xlsx workbook (issue 28 part 7): each note's inward, vendor, amounts and tax by kind, totalled. */
export function debitNotesWorkbook(notes: readonly TDebitNote[], currency: string, language: Language): Promise<Buffer> {
  const totals = debitNoteTotals(notes, currency);
  const taxOf = (note: TDebitNote) => note.taxes.map((tax) => `${tax.kind} ${tax.amount}`).join(', ');
  return stockSheetWorkbook<TDebitNote>(
    { en: 'Debit notes', ar: 'الإشعارات المدينة' },
    [
      { en: 'Date', ar: 'التاريخ', width: 14, kind: 'day', value: (note) => note.day },
      { en: 'Debit note no.', ar: 'رقم الإشعار المدين', width: 18, value: (note) => note.number },
      { en: 'Inward no.', ar: 'رقم الاستلام', width: 18, value: (note) => note.inwardNumber },
      { en: 'Vendor', ar: 'المورد', width: 28, value: (note) => note.vendorName },
      { en: 'Taxable value', ar: 'القيمة الخاضعة للضريبة', width: 18, kind: 'amount', value: (note) => note.taxable, total: totals.taxable },
      { en: 'Taxes', ar: 'الضرائب', width: 24, value: taxOf },
      { en: 'Tax', ar: 'الضريبة', width: 14, kind: 'amount', value: (note) => note.tax, total: totals.tax },
      { en: 'Total', ar: 'الإجمالي', width: 16, kind: 'amount', value: (note) => note.total, total: totals.total },
      { en: 'Reason', ar: 'السبب', width: 32, value: (note) => note.reason },
    ],
    notes,
    currency,
    language,
  );
}
