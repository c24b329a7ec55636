import ExcelJS from 'exceljs';
import { isCurrency, minorDigitsOf, type Language, type TCreditNoteRegister, type TInvoiceKind, type TInvoiceRegister } from '@servicebay/domain';

type Title = { en: string; ar: string };
type Cell = string | number | null;
/** A column of a register's sheet: its title in both languages, how its cells read, and its total. */
type Column<Row, Totals> = Title & { kind: 'text' | 'day' | 'amount'; width: number; value: (row: Row) => Cell; total?: (totals: Totals) => Cell };

/** A register as a workbook: its sheet's name, its columns and the period's documents and totals. */
type Register<Row, Totals> = { sheet: Title; columns: Column<Row, Totals>[]; items: Row[]; totals: Totals; currency: string };

/** A calendar day as Excel's date (a day without a zone: midnight UTC, which exceljs writes as that day). */
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
/** Amounts keep their currency's decimals on screen (three for Bahrain's fils), and stay numbers to add up. */
const amountFormat = (currency: string) => {
  const digits = isCurrency(currency) ? minorDigitsOf(currency) : 2;
  return digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
};
const DAY_FORMAT = 'dd mmm yyyy';
const TOTAL: Title = { en: 'Total', ar: 'الإجمالي' };

/**
 * The register of a period as an xlsx workbook (issue 27 part 9): one sheet, the header in the
 * reader's language (right to left in Arabic) and frozen, dates as dates, amounts as numbers with
 * the currency's decimals, and the period's totals as its last row.
 */
async function registerWorkbook<Row, Totals>(register: Register<Row, Totals>, language: Language): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(register.sheet[language], {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: language === 'ar' }],
  });
  const money = amountFormat(register.currency);
  sheet.columns = register.columns.map((column) => ({
    header: column[language],
    width: column.width,
    style: column.kind === 'amount' ? { numFmt: money } : column.kind === 'day' ? { numFmt: DAY_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const item of register.items)
    sheet.addRow(
      register.columns.map((column) => (column.kind === 'day' && column.value(item) !== null ? dateOf(String(column.value(item))) : column.value(item))),
    );
  const totals = sheet.addRow(register.columns.map((column, index) => (index === 0 ? TOTAL[language] : (column.total?.(register.totals) ?? null))));
  totals.font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: register.columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

type InvoiceRow = TInvoiceRegister['items'][number];
type InvoiceTotals = TInvoiceRegister['totals'];

/** The invoice register's columns; a proforma is not paid against, so its sheet has no paid or balance. */
function invoiceColumns(kind: TInvoiceKind): Column<InvoiceRow, InvoiceTotals>[] {
  const columns: Column<InvoiceRow, InvoiceTotals>[] = [
    { en: 'Date', ar: 'التاريخ', kind: 'day', width: 14, value: (row) => row.day },
    { en: 'Invoice no.', ar: 'رقم الفاتورة', kind: 'text', width: 18, value: (row) => row.number },
    { en: 'Job card', ar: 'بطاقة العمل', kind: 'text', width: 14, value: (row) => row.jobCardNo },
    { en: 'Customer', ar: 'العميل', kind: 'text', width: 28, value: (row) => row.customerName },
    { en: 'Plate', ar: 'رقم اللوحة', kind: 'text', width: 14, value: (row) => row.vehicleNumber },
    { en: 'Taxable value', ar: 'القيمة الخاضعة للضريبة', kind: 'amount', width: 18, value: (row) => row.taxable, total: (totals) => totals.taxable },
    { en: 'Tax', ar: 'الضريبة', kind: 'amount', width: 14, value: (row) => row.tax, total: (totals) => totals.tax },
    { en: 'Grand total', ar: 'الإجمالي الكلي', kind: 'amount', width: 16, value: (row) => row.grandTotal, total: (totals) => totals.grandTotal },
  ];
  if (kind === 'proforma') return columns;
  return [
    ...columns,
    { en: 'Paid', ar: 'المدفوع', kind: 'amount', width: 16, value: (row) => row.paid, total: (totals) => totals.paid },
    { en: 'Balance', ar: 'الرصيد', kind: 'amount', width: 16, value: (row) => row.balance, total: (totals) => totals.balance },
  ];
}

const INVOICE_SHEETS: Record<TInvoiceKind, Title> = {
  tax: { en: 'Tax invoices', ar: 'الفواتير الضريبية' },
  proforma: { en: 'Proforma invoices', ar: 'الفواتير المبدئية' },
};

/** GET …/invoices.xlsx's workbook. */
export const invoiceRegisterWorkbook = (register: Omit<TInvoiceRegister, 'page' | 'pageSize'>, kind: TInvoiceKind, language: Language) =>
  registerWorkbook({ sheet: INVOICE_SHEETS[kind], columns: invoiceColumns(kind), ...register }, language);

type CreditNoteRow = TCreditNoteRegister['items'][number];
type CreditNoteTotals = TCreditNoteRegister['totals'];

const CREDIT_NOTE_COLUMNS: Column<CreditNoteRow, CreditNoteTotals>[] = [
  { en: 'Date', ar: 'التاريخ', kind: 'day', width: 14, value: (row) => row.day },
  { en: 'Credit note no.', ar: 'رقم الإشعار الدائن', kind: 'text', width: 18, value: (row) => row.number },
  { en: 'Invoice no.', ar: 'رقم الفاتورة', kind: 'text', width: 18, value: (row) => row.invoiceNumber },
  { en: 'Job card', ar: 'بطاقة العمل', kind: 'text', width: 14, value: (row) => row.jobCardNo },
  { en: 'Customer', ar: 'العميل', kind: 'text', width: 28, value: (row) => row.customerName },
  { en: 'Plate', ar: 'رقم اللوحة', kind: 'text', width: 14, value: (row) => row.vehicleNumber },
  { en: 'Taxable value', ar: 'القيمة الخاضعة للضريبة', kind: 'amount', width: 18, value: (row) => row.taxable, total: (totals) => totals.taxable },
  { en: 'Tax', ar: 'الضريبة', kind: 'amount', width: 14, value: (row) => row.tax, total: (totals) => totals.tax },
  { en: 'Total', ar: 'الإجمالي', kind: 'amount', width: 16, value: (row) => row.total, total: (totals) => totals.total },
  { en: 'Reason', ar: 'السبب', kind: 'text', width: 32, value: (row) => row.reason },
];

/** GET …/credit-notes.xlsx's workbook. */
export const creditNoteRegisterWorkbook = (register: Omit<TCreditNoteRegister, 'page' | 'pageSize'>, language: Language) =>
  registerWorkbook({ sheet: { en: 'Credit notes', ar: 'الإشعارات الدائنة' }, columns: CREDIT_NOTE_COLUMNS, ...register }, language);
