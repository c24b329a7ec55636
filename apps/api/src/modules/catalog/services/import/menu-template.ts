import ExcelJS from 'exceljs';
import { MENU_SHEET_NAMES, MENU_SHEETS } from '@servicebay/domain';

/**
 * The workbook an operator fills in: the three sheets with their columns and one example row each
 * (together a menu that imports), and a 'read me' sheet saying what each column holds. Written
 * from the same column table the import reads, so the two cannot drift apart.
 */
export async function menuTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const name of MENU_SHEET_NAMES) {
    const sheet = book.addWorksheet(name);
    const columns = MENU_SHEETS[name];
    sheet.addRow(columns.map((column) => column.name)).font = { bold: true };
    sheet.addRow(columns.map((column) => column.example));
    sheet.columns.forEach((column) => (column.width = 22));
  }
  const readMe = book.addWorksheet('read me');
  readMe.addRow(['sheet', 'column', 'required', 'what it holds']).font = { bold: true };
  for (const name of MENU_SHEET_NAMES) for (const column of MENU_SHEETS[name]) readMe.addRow([name, column.name, column.isRequired ? 'yes' : '', column.note]);
  readMe.columns.forEach((column, index) => (column.width = index === 3 ? 100 : 18));
  return Buffer.from(await book.xlsx.writeBuffer());
}
