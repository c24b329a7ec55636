import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TypstModule from '@myriaddreamin/typst-ts-node-compiler';
import type { PdfRenderer, PrintCell, PrintDocument, PrintTable } from './pdf-renderer';
import { printFonts } from './print-fonts';
import { LOGO_FILE, PRINT_LAYOUT } from './print-layout';
import { qrSvg } from './print-qr';

type Typst = typeof TypstModule;

const require = createRequire(import.meta.url);

/** The words a print adds of its own, in each language it is printed in. */
const LABELS = {
  notes: { en: 'Notes', ar: 'ملاحظات' },
} as const;

/**
 * The compiler's root: a folder that is not there, so the layout reaches no file of the machine,
 * only the logo the renderer lays there in memory (a shadow file).
 */
const PRINT_ROOT = '/servicebay-print';

/**
 * One compiler for the process: it holds the fonts and Typst's caches (a warm page takes a few
 * milliseconds) and compiles synchronously, so two renders never interleave on it. Made at the
 * first print, as it also indexes the system's fonts, which the layout never names (fallback is
 * off, and fonts given as bytes win over a system font of the same name).
 */
let sharedCompiler: TypstModule.NodeCompiler | null = null;
const compilerOf = (typst: Typst) => (sharedCompiler ??= typst.NodeCompiler.create({ workspace: PRINT_ROOT, fontArgs: [{ fontBlobs: printFonts() }] }));

/**
 * Typst keeps what it laid out to reuse it: after each print, what the last ten did not use goes
 * (the age Typst suggests for a tool that compiles once). Without it 1,500 different invoices grew
 * the process by 1.7 GB and a render from 8 to 47 ms; with it the process stays at 180 MB.
 */
const CACHE_AGE = 10;

/** The logo's file name by its first bytes: the layout draws PNG and JPEG. */
function logoFile(logo: Uint8Array): string {
  if (logo[0] === 0x89 && logo[1] === 0x50 && logo[2] === 0x4e && logo[3] === 0x47) return LOGO_FILE.png;
  if (logo[0] === 0xff && logo[1] === 0xd8 && logo[2] === 0xff) return LOGO_FILE.jpg;
  throw new Error('A print logo must be a PNG or JPEG image');
}

const inLanguages = (languages: PrintDocument['languages'], label: { en: string; ar: string }) => languages.map((language) => label[language]).join('\n');

/** The description column (the start-aligned one with the most text) takes the width the others leave. */
function columnWidths({ columns, rows }: PrintTable): ('fill' | 'auto')[] {
  const textOf = (index: number) => [columns[index], ...rows.map((row) => row[index])].reduce((sum, cell) => sum + (cell?.text.length ?? 0), 0);
  let widest = 0;
  columns.forEach((column, index) => {
    const isStart = (column.align ?? 'start') === 'start';
    const widestIsStart = (columns[widest]?.align ?? 'start') === 'start';
    if (isStart && (!widestIsStart || textOf(index) > textOf(widest))) widest = index;
  });
  return columns.map((_, index) => (index === widest ? 'fill' : 'auto'));
}

const cell = ({ text, align = 'start' }: PrintCell) => ({ text, align });

/** A table as the layout reads it: every cell aligned, and which column takes the width left. */
function tableData(table: PrintTable) {
  const { columns, rows } = table;
  if (rows.some((row) => row.length !== columns.length)) throw new Error('Every row of a print table has a cell for each column');
  return { columns: columns.map(cell), rows: rows.map((row) => row.map(cell)), widths: columnWidths(table) };
}

/** What print-layout.ts reads from `sys.inputs.data`. */
async function layoutData(document: PrintDocument) {
  if (document.languages.length === 0) throw new Error('A print needs at least one language');
  return {
    languages: document.languages,
    title: document.title,
    issuer: document.issuer,
    logo: document.logo ? logoFile(document.logo) : null,
    parties: document.parties,
    table: tableData(document.table),
    sections: document.sections.map((section) => ({ ...section, table: section.table && tableData(section.table) })),
    totals: document.totals,
    notes: document.notes,
    signatures: document.signatures,
    qr: document.qr === null ? null : await qrSvg(document.qr),
    labels: { notes: inLanguages(document.languages, LABELS.notes) },
  };
}

/** Lays a print out, synchronously from laying its logo down to taking it away, so no other print meets it. */
function compile(compiler: TypstModule.NodeCompiler, data: Awaited<ReturnType<typeof layoutData>>, logoBytes: Uint8Array | null): Buffer {
  const logo = data.logo && logoBytes ? path.posix.join(PRINT_ROOT, data.logo) : null;
  if (logo && logoBytes) compiler.mapShadow(logo, Buffer.from(logoBytes.buffer, logoBytes.byteOffset, logoBytes.byteLength));
  try {
    const compiled = compiler.compile({ mainFileContent: PRINT_LAYOUT, inputs: { data: JSON.stringify(data) } });
    const laidOut = compiled.hasError() ? null : compiled.result;
    if (!laidOut) {
      const error = compiled.takeError() ?? compiled.takeDiagnostics();
      throw new Error(`The print could not be laid out: ${JSON.stringify(error?.shortDiagnostics ?? [])}`);
    }
    return compiler.pdf(laidOut);
  } finally {
    if (logo) compiler.unmapShadow(logo);
    compiler.evictCache(CACHE_AGE);
  }
}

/**
 * The print adapter on Typst (decision 0046): Arabic shaped (letters joined) and laid out right to
 * left, the fonts of print-fonts.ts embedded, A4. The fonts are read and the engine loaded here, so
 * a missing one stops the server at start-up rather than failing a print.
 */
export function createPdfRenderer(): PdfRenderer {
  printFonts();
  const typst: Typst = require('@myriaddreamin/typst-ts-node-compiler');
  return {
    async render(document) {
      const pdf = compile(compilerOf(typst), await layoutData(document), document.logo);
      // The compiler's objects are freed by finalizers that run only when the event loop turns: a
      // job printing in a loop of awaits would otherwise hold every print (1.6 GB after 4,000 small ones).
      await new Promise((resolve) => setImmediate(resolve));
      return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    },
  };
}
