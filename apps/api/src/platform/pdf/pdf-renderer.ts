/**
 * The print adapter (ARCHITECTURE.md section 5; issue 27): documents the workshop hands out (the
 * technician's job card, estimate and proforma, tax invoice, credit note, cash and bank receipts,
 * gate pass) rendered on the server as print-ready PDF. Modules describe what to print; only an
 * implementation of this interface knows the layout engine, so billing and inventory never import
 * one. Every implementation shapes Arabic (letters joined, logical order, right to left), embeds the
 * fonts shipped with the project (nothing is fetched at run time) and draws a QR code where a
 * market's law asks for one (Saudi Arabia's ZATCA TLV).
 */

/** The kinds of print the workshop app offers. */
export const PRINT_KINDS = ['jobCard', 'estimate', 'proformaInvoice', 'taxInvoice', 'creditNote', 'cashReceipt', 'bankReceipt', 'gatePass'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

/** A cell of a print's table: text as it is to read, already formatted (amounts through money.ts). */
export type PrintCell = { text: string; align?: 'start' | 'end' | 'center' };

/** A table of a print: its header row and rows of as many cells. */
export type PrintTable = { columns: readonly PrintCell[]; rows: readonly (readonly PrintCell[])[] };

/** A part of a print under its table (a job card's concerns, its checklist): a heading, then a table or lines of text. */
export type PrintSection = { heading: string; table: PrintTable | null; lines: readonly string[] };

/**
 * What to print, already computed and formatted: a renderer lays it out and never recomputes a
 * figure (ARCHITECTURE.md section 10: prints read the issued document).
 */
export type PrintDocument = {
  kind: PrintKind;
  /** The languages of its text, in order: one, or two for a bilingual print (English and Arabic in the Gulf). */
  languages: readonly ('en' | 'ar')[];
  title: string;
  /** The workshop's name: drawn in the header where it has no logo. */
  issuer: string;
  /** The workshop's logo (PNG or JPEG bytes), drawn in the header when it has one. */
  logo: Uint8Array | null;
  /** The header's blocks: supplier, recipient, document number and dates, each a list of lines. */
  parties: readonly { heading: string; lines: readonly string[] }[];
  table: PrintTable;
  sections: readonly PrintSection[];
  /** Totals under the table, label and amount, the last one the grand total. */
  totals: readonly { label: string; amount: string }[];
  notes: readonly string[];
  /** The lines to sign at the foot (the workshop's signature; the security's and the customer's on a gate pass). */
  signatures: readonly string[];
  /** A QR code's content, drawn in the footer (the ZATCA TLV in base64 on a Saudi invoice). */
  qr: string | null;
};

export type PdfRenderer = {
  /** The document as PDF bytes; throws on a document it cannot lay out (a missing font is a start-up error, not a render error). */
  render(document: PrintDocument): Promise<Uint8Array>;
};
