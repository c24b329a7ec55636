import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { CATALOG_IMPORT_COLUMNS, FUEL_TYPES, MAKE_SEGMENTS } from '@servicebay/domain';
import { slugify, type CatalogFileMake } from '../catalog-rows';

export type ImportProblem = { row: number; message: string };
export type ParsedCatalog = { car: CatalogFileMake[]; 'two-wheeler': CatalogFileMake[]; rows: number; problems: ImportProblem[] };

type Row = Record<(typeof CATALOG_IMPORT_COLUMNS)[number], string>;

const year = (value: string, required: boolean): number | null | 'bad' => {
  if (!value) return required ? 'bad' : null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1950 && n <= 2100 ? n : 'bad';
};

/**
 * Reads a catalogue sheet (xlsx or csv) with one row per variant and the columns of
 * CATALOG_IMPORT_COLUMNS. Every bad row is reported with its number; nothing is half-read.
 */
export async function parseCatalogSpreadsheet(file: Buffer, format: 'xlsx' | 'csv'): Promise<ParsedCatalog> {
  const workbook = new ExcelJS.Workbook();
  const sheet = format === 'xlsx' ? (await workbook.xlsx.load(file as unknown as ArrayBuffer)).worksheets[0] : await workbook.csv.read(Readable.from(file));
  const result: ParsedCatalog = { car: [], 'two-wheeler': [], rows: 0, problems: [] };
  if (!sheet) return { ...result, problems: [{ row: 0, message: 'The file has no sheet' }] };

  const header = (sheet.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? '').trim());
  const missing = CATALOG_IMPORT_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) return { ...result, problems: [{ row: 1, message: `Missing columns: ${missing.join(', ')}` }] };

  const variantRows = new Map<string, number>();
  sheet.eachRow((excelRow, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = (excelRow.values as unknown[]).slice(1);
    const row = Object.fromEntries(header.map((h, i) => [h, String(cells[i] ?? '').trim()])) as Row;
    if (Object.values(row).every((v) => v === '')) return;
    result.rows++;
    const problem = (message: string) => result.problems.push({ row: rowNumber, message });
    const vehicleType = row.vehicleType === 'car' || row.vehicleType === 'two-wheeler' ? row.vehicleType : null;
    const fuelType = (FUEL_TYPES as readonly string[]).includes(row.fuelType.toUpperCase())
      ? (row.fuelType.toUpperCase() as CatalogFileMake['models'][number]['variants'][number]['fuelType'])
      : null;
    const segment = (MAKE_SEGMENTS as readonly string[]).includes(row.segment || 'mass') ? ((row.segment || 'mass') as CatalogFileMake['segment']) : null;
    const years = [
      year(row.modelStartYear, true),
      year(row.modelEndYear, false),
      year(row.variantStartYear || row.modelStartYear, true),
      year(row.variantEndYear, false),
    ];
    if (!vehicleType) return problem('vehicleType must be car or two-wheeler');
    if (!row.make || !row.model || !row.variant) return problem('make, model and variant are required');
    if (!fuelType) return problem(`fuelType must be one of ${FUEL_TYPES.join(', ')}`);
    if (!segment) return problem(`segment must be one of ${MAKE_SEGMENTS.join(', ')}`);
    if (years.includes('bad')) return problem('years must be whole years between 1950 and 2100');
    const [modelStart, modelEnd, variantStart, variantEnd] = years as [number, number | null, number, number | null];

    // Rows name makes and models; their ids come from slugs (catalog-rows.ts), so rows are grouped by
    // slug, and a variant whose id another row already takes is a bad row rather than a failed load.
    const variantKey = [vehicleType, row.make, row.model, row.variant].map(slugify).concat(fuelType).join('|');
    const earlier = variantRows.get(variantKey);
    if (earlier) return problem(`the same variant as row ${earlier}`);
    variantRows.set(variantKey, rowNumber);
    const makes = result[vehicleType];
    let make = makes.find((m) => slugify(m.make) === slugify(row.make));
    if (!make) makes.push((make = { make: row.make, markets: ['IN', 'SA', 'AE', 'BH'], segment, models: [] }));
    let model = make.models.find((m) => slugify(m.name) === slugify(row.model));
    if (!model) make.models.push((model = { name: row.model, category: row.category || 'Other', startYear: modelStart, endYear: modelEnd, variants: [] }));
    model.variants.push({ name: row.variant, fuelType, startYear: variantStart, endYear: variantEnd });
  });
  return result;
}
