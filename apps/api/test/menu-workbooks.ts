import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { MENU_SHEETS, type TServiceMenuImport } from '@servicebay/domain';
import { TEST_OPERATOR_KEY } from './build-test-app';
import { asOperator } from './catalog-sheets';
import { multipart } from './garage-factories';

export const MENU_IMPORTS = '/api/operator/catalog/service-menu/imports';
export type MenuRows = Record<string, string | number | undefined>[];

/** A real xlsx workbook of a service menu, each sheet's columns in the order of the template, rows given by column name. */
export async function menuWorkbook(sheets: { services: MenuRows; prices: MenuRows; addOns?: MenuRows }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const columns = MENU_SHEETS[name as keyof typeof MENU_SHEETS].map((column) => column.name);
    const sheet = book.addWorksheet(name);
    sheet.addRow(columns);
    for (const row of rows) sheet.addRow(columns.map((column) => row[column] ?? null));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A row of the services sheet: a car's periodic service named after its key, unless told otherwise. */
export const menuService = (key: string, overrides: Record<string, string> = {}) => ({
  key,
  vehicleType: 'car',
  category: 'periodic',
  displayName: `Menu ${key}`,
  shortDescription: `What ${key} includes`,
  ...overrides,
});

/** The operator's menu uploads: `upload` answers as it is; `imported` expects the 200 and gives what the import did. */
export function menuImports(app: FastifyInstance) {
  const operator = asOperator(app, TEST_OPERATOR_KEY);
  const upload = (file: Buffer, brand?: string, fileName = 'menu.xlsx') =>
    operator({
      method: 'POST',
      url: MENU_IMPORTS,
      payload: multipart([{ name: 'file', file, filename: fileName }, ...(brand ? [{ name: 'brand', value: brand }] : [])]),
    });
  const imported = async (file: Buffer, brand: string) => {
    const response = await upload(file, brand);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TServiceMenuImport;
  };
  return { operator, upload, imported };
}
