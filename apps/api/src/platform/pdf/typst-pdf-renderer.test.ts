import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { afterAll, describe, expect, it } from 'vitest';
import { readZatcaQr, zatcaQr } from '@servicebay/domain';
import type { PrintCell, PrintDocument } from './pdf-renderer';
import { createPdfRenderer } from './typst-pdf-renderer';

// The prints are read back as a person's tools read them: poppler's pdftotext and pdftoppm, zbar's
// zbarimg (Debian's poppler-utils and zbar-tools, which .ci/run installs).
const work = mkdtempSync(path.join(tmpdir(), 'print-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let files = 0;
function saved(pdf: Uint8Array): string {
  const file = path.join(work, `print-${++files}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/** The text layer as pdftotext reads it, without the bidi marks it puts around right-to-left lines. */
const textOf = (pdf: Uint8Array) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', saved(pdf), '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).replace(
    /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    '',
  );

/** Each word's box on the first page (points from the left), as pdftotext -bbox finds them: its letters left to right, so an Arabic word reversed. */
function wordsOf(pdf: Uint8Array): { word: string; xMin: number; xMax: number }[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', saved(pdf), '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map(([, xMin, xMax, word]) => ({
    word: word!,
    xMin: Number(xMin),
    xMax: Number(xMax),
  }));
}

const placeOf = (words: ReturnType<typeof wordsOf>, word: string) => words.find((w) => w.word === word || w.word === [...word].reverse().join(''))!;

/** The QR codes zbarimg finds on the first page drawn at 200 dpi. */
function qrCodesOf(pdf: Uint8Array): string[] {
  const prefix = path.join(work, `page-${++files}`);
  execFileSync('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', saved(pdf), prefix], { stdio: 'ignore' });
  const png = readdirSync(work).find((name) => name.startsWith(path.basename(prefix)) && name.endsWith('.png'));
  const found = execFileSync('zbarimg', ['--quiet', '--raw', '-Sbinary', path.join(work, png!)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return found.split('\n').filter(Boolean);
}

const A4 = { width: 595.28, height: 841.89 };
const cell = (text: string, align?: PrintCell['align']): PrintCell => (align ? { text, align } : { text });

const qr = zatcaQr({ sellerName: 'ورشة الخليج', vatNumber: '300012345600003', timestamp: '2026-11-28T10:15:00Z', totalWithVat: '1150.00', vatTotal: '150.00' });

const bilingualInvoice: PrintDocument = {
  kind: 'taxInvoice',
  languages: ['en', 'ar'],
  title: 'فاتورة ضريبية',
  issuer: 'Gulf Auto Workshop',
  logo: null,
  parties: [
    { heading: 'Seller', lines: ['ورشة الخليج', 'Gulf Auto Workshop', 'VAT 300012345600003'] },
    { heading: 'Buyer', lines: ['Ahmed Al-Harbi', '+966 50 123 4567'] },
    { heading: 'Invoice', lines: ['INV-2026-000123', 'Issued 28 Nov 2026'] },
  ],
  table: {
    columns: [cell('Description\nالوصف'), cell('Qty', 'end'), cell('Amount', 'end')],
    rows: [
      [cell('Engine oil 5W-30\nزيت محرك'), cell('1', 'end'), cell('207.00', 'end')],
      [cell('Front brake pads'), cell('1', 'end'), cell('943.00', 'end')],
    ],
  },
  totals: [
    { label: 'Subtotal', amount: '1,000.00' },
    { label: 'VAT 15%', amount: '150.00' },
    { label: 'Total', amount: 'SAR 1,150.00' },
  ],
  sections: [],
  notes: ['Payment due on delivery of the vehicle.'],
  signatures: ['Authorised signature\nالتوقيع المعتمد'],
  qr,
};

const arabicInvoice: PrintDocument = {
  ...bilingualInvoice,
  languages: ['ar'],
  parties: [
    { heading: 'البائع', lines: ['ورشة الخليج'] },
    { heading: 'المشتري', lines: ['أحمد الحربي'] },
  ],
  qr: null,
};

const renderer = createPdfRenderer();

describe('the print adapter', () => {
  it('prints Arabic in the order it was typed, beside the English of a bilingual print, on A4', async () => {
    const pdf = await renderer.render(bilingualInvoice);

    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = textOf(pdf);
    expect(text).toContain('فاتورة ضريبية');
    expect(text).toContain('ورشة الخليج');
    expect(text).not.toContain('ةيبيرض ةروتاف');
    for (const english of [
      'Seller',
      'Gulf Auto Workshop',
      'Engine oil 5W-30',
      'SAR 1,150.00',
      'Payment due on delivery of the vehicle.',
      'Authorised signature',
    ]) {
      expect(text).toContain(english);
    }
    expect(text).toContain('التوقيع المعتمد');
    const info = execFileSync('pdfinfo', [saved(pdf)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
    expect(Number(width)).toBeCloseTo(A4.width, 0);
    expect(Number(height)).toBeCloseTo(A4.height, 0);
  });

  it('lays an Arabic print out right to left: the seller at the right, the totals at the left', async () => {
    const [english, arabic] = await Promise.all([renderer.render({ ...bilingualInvoice, languages: ['en'] }), renderer.render(arabicInvoice)]);
    const middle = A4.width / 2;

    const englishWords = wordsOf(english);
    expect(placeOf(englishWords, 'Seller').xMax).toBeLessThan(middle);
    expect(placeOf(englishWords, 'Subtotal').xMin).toBeGreaterThan(middle);

    const arabicWords = wordsOf(arabic);
    expect(placeOf(arabicWords, 'البائع').xMin).toBeGreaterThan(middle);
    expect(placeOf(arabicWords, 'Subtotal').xMax).toBeLessThan(middle);
    expect(textOf(arabic)).toContain('ورشة الخليج');
  });

  it('draws the QR code so that a scanner reads back the ZATCA TLV it was given', async () => {
    const pdf = await renderer.render(bilingualInvoice);

    const codes = qrCodesOf(pdf);
    expect(codes).toEqual([qr]);
    expect(readZatcaQr(codes[0]!).sellerName).toBe('ورشة الخليج');
  });

  it('draws the workshop logo in the header, and refuses a logo that is not PNG or JPEG', async () => {
    const logo = await QRCode.toBuffer('logo', { type: 'png', margin: 1 });
    const pdf = await renderer.render({ ...bilingualInvoice, qr: null, logo });

    const images = execFileSync('pdfimages', ['-list', saved(pdf)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    expect(images.split('\n').filter((line) => /^\s+1\s+\d+\s+image/.test(line))).toHaveLength(1);
    await expect(renderer.render({ ...bilingualInvoice, logo: new TextEncoder().encode('<svg/>') })).rejects.toThrow('PNG or JPEG');
  });

  it('names the workshop in the header where it has no logo, and prints sections and every signature line', async () => {
    const pdf = await renderer.render({
      ...bilingualInvoice,
      languages: ['en'],
      issuer: 'Koramangala Car Care',
      sections: [
        { heading: 'Concerns', table: null, lines: ['Brakes squeal', 'AC weak'] },
        { heading: 'Checklist', table: { columns: [cell('Item'), cell('State')], rows: [[cell('Spare wheel'), cell('OK')]] }, lines: [] },
      ],
      signatures: ['Signature of security', "Customer's signature"],
    });

    const words = wordsOf(pdf);
    expect(placeOf(words, 'Koramangala').xMax).toBeLessThan(A4.width / 2);
    const text = textOf(pdf);
    for (const part of ['Concerns', 'Brakes squeal', 'AC weak', 'Checklist', 'Spare wheel', 'Signature of security', "Customer's signature"])
      expect(text).toContain(part);
    await expect(
      renderer.render({ ...bilingualInvoice, sections: [{ heading: 'x', table: { columns: [cell('a')], rows: [[]] }, lines: [] }] }),
    ).rejects.toThrow('a cell for each column');
  });

  it('prints a long table over pages, its header on each', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => [cell(`Part ${i + 1}`), cell('1', 'end'), cell('10.00', 'end')]);
    const pdf = await renderer.render({ ...bilingualInvoice, table: { ...bilingualInvoice.table, rows } });

    const pages = textOf(pdf)
      .split('\f')
      .filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('Description');
    expect(pages.at(-1)).toContain('Part 60');
  });

  it('refuses a print it cannot lay out', async () => {
    await expect(renderer.render({ ...bilingualInvoice, languages: [] })).rejects.toThrow('language');
    const ragged = { ...bilingualInvoice.table, rows: [[cell('Oil')]] };
    await expect(renderer.render({ ...bilingualInvoice, table: ragged })).rejects.toThrow('a cell for each column');
  });
});
