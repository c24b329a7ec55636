import ExcelJS from 'exceljs';
import { MAX_MENU_ROWS, MENU_SHEET_NAMES, MENU_SHEETS, type TMenuSheet, type TMenuSheetProblem } from '@servicebay/domain';

/** One filled row of a sheet: its number as the spreadsheet shows it, and its cells as text by column name. */
export type SheetRow = { row: number; cells: Record<string, string> };
export type MenuWorkbook = Record<TMenuSheet, SheetRow[]>;

/** A cell as the text a person typed: rich text joined, a link's text, a formula's result, a number as written. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

/** Sheet names are matched without case or spaces, so 'Add-ons' or 'add ons' find the addOns sheet too. */
const looseName = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');

/**
 * Reads the three sheets of a menu workbook into rows of text. A missing sheet (only addOns may be
 * left out), a missing required column, a column it does not know and too many rows are problems;
 * empty rows are skipped. Throws when the file is no workbook at all.
 */
export async function readMenuWorkbook(file: Buffer): Promise<{ workbook: MenuWorkbook; problems: TMenuSheetProblem[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const workbook: MenuWorkbook = { services: [], prices: [], addOns: [] };
  const problems: TMenuSheetProblem[] = [];
  for (const name of MENU_SHEET_NAMES) {
    const sheet = book.worksheets.find((candidate) => looseName(candidate.name) === looseName(name));
    if (!sheet) {
      if (name !== 'addOns') problems.push({ sheet: name, row: 0, column: null, message: `The workbook has no sheet named ${name}` });
      continue;
    }
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(cellText);
    const known = new Set<string>(MENU_SHEETS[name].map((column) => column.name));
    const missing = MENU_SHEETS[name].filter((column) => column.isRequired && !header.includes(column.name));
    for (const column of missing) problems.push({ sheet: name, row: 1, column: column.name, message: `The column ${column.name} is missing` });
    header.forEach((title, index) => {
      if (title && !known.has(title))
        problems.push({
          sheet: name,
          row: 1,
          column: title,
          message: `Unknown column ${title} (column ${index + 1}); the columns are ${[...known].join(', ')}`,
        });
    });
    if (missing.length > 0) continue;
    sheet.eachRow((row, rowNumber) => {
      if (rowNumber === 1) return;
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      const cells = Object.fromEntries(header.map((title, index) => [title, cellText(values[index])]));
      if (Object.values(cells).every((text) => text === '')) return;
      workbook[name].push({ row: rowNumber, cells });
    });
    if (workbook[name].length > MAX_MENU_ROWS[name]) {
      problems.push({
        sheet: name,
        row: 0,
        column: null,
        message: `The ${name} sheet has ${workbook[name].length} rows; at most ${MAX_MENU_ROWS[name]} are read`,
      });
      workbook[name] = [];
    }
  }
  return { workbook, problems };
}
