import ExcelJS from 'exceljs';
import { isCurrency, minorDigitsOf, type Language, type TStockView } from '@servicebay/domain';

type Title = { en: string; ar: string };
type Row = TStockView['items'][number];
const COLUMNS: (Title & { width: number; isAmount?: boolean; value: (row: Row) => string | number | null })[] = [
  { en: 'Part no.', ar: 'رقم القطعة', width: 18, value: (row) => row.partNumber },
  { en: 'Part', ar: 'القطعة', width: 32, value: (row) => row.name },
  { en: 'Bin', ar: 'الرف', width: 10, value: (row) => row.stock.bin },
  { en: 'On hand', ar: 'المتوفر', width: 12, value: (row) => row.stock.onHand },
  { en: 'Reorder level', ar: 'حد إعادة الطلب', width: 14, value: (row) => row.stock.reorderLevel },
  { en: 'Average cost', ar: 'متوسط التكلفة', width: 16, isAmount: true, value: (row) => row.stock.averageCost },
  { en: 'Value', ar: 'القيمة', width: 18, isAmount: true, value: (row) => row.stock.value },
];
const TOTAL: Title = { en: 'Total', ar: 'الإجمالي' };
const SHEET: Title = { en: 'Stock on hand', ar: 'المخزون المتوفر' };

/** The branch's stock on hand as an xlsx workbook (issue 28 part 8), as the registers' workbooks are made: header in the reader's language, frozen, amounts as numbers. */
export async function stockWorkbook(view: TStockView, language: Language): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(SHEET[language], { views: [{ state: 'frozen', ySplit: 1, rightToLeft: language === 'ar' }] });
  const digits = isCurrency(view.currency) ? minorDigitsOf(view.currency) : 2;
  const money = digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
  sheet.columns = COLUMNS.map((column) => ({ header: column[language], width: column.width, style: column.isAmount ? { numFmt: money } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const item of view.items) sheet.addRow(COLUMNS.map((column) => column.value(item)));
  sheet.addRow(COLUMNS.map((_, index) => (index === 0 ? TOTAL[language] : index === COLUMNS.length - 1 ? view.valuation : null))).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
