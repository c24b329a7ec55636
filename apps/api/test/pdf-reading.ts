import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Prints are read back as a person's tools read them: poppler's pdftotext and pdftoppm, zbar's
// zbarimg (Debian's poppler-utils and zbar-tools, which .ci/run installs).
const work = mkdtempSync(path.join(tmpdir(), 'print-read-'));

/** The PDF laid down in a file of its own, for the tools to read. */
export function savedPdf(pdf: Buffer | Uint8Array): string {
  const file = path.join(work, `${randomInt(1e9)}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/** The text pdftotext reads from a PDF, in reading order, without the bidi marks it puts around right-to-left lines. */
export const pdfText = (pdf: Buffer | Uint8Array): string =>
  execFileSync('pdftotext', ['-layout', savedPdf(pdf), '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

/** The QR code zbarimg reads on the first page drawn at 200 dpi. */
export function pdfQr(pdf: Buffer | Uint8Array): string {
  const file = savedPdf(pdf);
  execFileSync('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', '-singlefile', file, `${file}-page`], { stdio: 'ignore' });
  return execFileSync('zbarimg', ['--quiet', '--raw', '-Sbinary', `${file}-page.png`], { encoding: 'utf8' }).trim();
}

/** How many images the PDF draws (pdfimages' list). */
export const pdfImageCount = (pdf: Buffer | Uint8Array): number =>
  execFileSync('pdfimages', ['-list', savedPdf(pdf)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    .split('\n')
    .filter((line) => /^\s+\d+\s+\d+\s+image/.test(line)).length;
