/**
 * File types are recognised by their first bytes, never by name or declared type
 * (a file named photo.png that is really a script is refused).
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** An Excel workbook's media type (xlsx), as uploads are sniffed and the registers are exported. */
export const XLSX_MEDIA_TYPE = XLSX;
export type SniffedType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/svg+xml' | typeof XLSX | 'text/csv';

/**
 * A csv sheet: text without control characters (a binary file has them early) whose first line
 * has columns. A script or a page is text too, but its first line is not a row of columns.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const looksLikeCsv = (text: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text) && /^[^\n<]*[,;\t][^\n]*(\r?\n|$)/.test(text);

export function sniffContentType(head: Uint8Array): SniffedType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const text = new TextDecoder().decode(head.subarray(0, 512)).trimStart().toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'image/svg+xml';
  // An xlsx workbook is a zip archive (PK..); what is inside is for the spreadsheet reader to judge.
  if (starts(0x50, 0x4b, 0x03, 0x04)) return XLSX;
  if (looksLikeCsv(text)) return 'text/csv';
  return null;
}

/** What each upload accepts (customer spec section 5). */
export const ACCEPTED_UPLOADS = {
  document: ['application/pdf', 'image/png', 'image/jpeg'],
  vehicleImage: ['image/png', 'image/jpeg'],
  profileImage: ['image/png', 'image/jpeg', 'image/svg+xml'],
  catalogSheet: [XLSX, 'text/csv'],
} as const satisfies Record<string, readonly SniffedType[]>;
