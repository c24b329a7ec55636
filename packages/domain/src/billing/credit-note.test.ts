import { describe, expect, it } from 'vitest';
import { creditNoteForAmount, creditNoteForLines } from './credit-note';
import { invoiceTotals, type TInvoiceLineInput } from './invoice-totals';

// Credit notes worked by hand (issue 27): the tax reversed by the invoice's own rules.
const DAY = '2026-11-28';
const line = (kind: 'part' | 'labour', unitPrice: number, taxRateBasisPoints: number, more: Partial<TInvoiceLineInput> = {}): TInvoiceLineInput => ({
  kind,
  unitPrice,
  quantityMilli: 1000,
  discount: 0,
  taxRateBasisPoints,
  ...more,
});

describe('credit notes (workshop spec sections 3 and 5)', () => {
  it('1. AED 105 back on an AED 367.50 invoice at 5 %: AED 100 and AED 5 of VAT', () => {
    const invoice = invoiceTotals({ market: 'AE', day: DAY, lines: [line('labour', 35_000, 500)] });
    expect(creditNoteForAmount(invoice, 10_500)).toEqual({ taxable: 10_000, taxByKind: { VAT: 500 }, tax: 500, total: 10_500 });
  });

  it('2. ₹1,180 back on an Indian invoice within the state: ₹1,000 and ₹90 each of CGST and SGST', () => {
    const lines = [line('labour', 149_900, 1800), line('part', 62_000, 1800, { quantityMilli: 3500, discount: 10_000 })];
    const invoice = invoiceTotals({ market: 'IN', day: DAY, isIntraState: true, lines });
    expect(creditNoteForAmount(invoice, 118_000)).toEqual({ taxable: 100_000, taxByKind: { CGST: 9000, SGST: 9000 }, tax: 18_000, total: 118_000 });
    // Not above the invoice's amount (its grand total, ₹4,211).
    expect(creditNoteForAmount(invoice, 421_101)).toBe('aboveInvoice');
    expect(creditNoteForAmount(invoice, 421_100)).toMatchObject({ total: 421_100 });
    expect(creditNoteForAmount(invoice, 0)).toBe('nothingToCredit');
  });

  it('3. the labour line of a Bahraini invoice taken back whole: BHD 15.500 and 1.550 of VAT', () => {
    const lines = [line('part', 2750, 1000, { quantityMilli: 4500, discount: 375 }), line('labour', 15_500, 1000)];
    const supply = { market: 'BH', day: DAY } as const;
    expect(creditNoteForLines(lines, supply, [1])).toEqual({ taxable: 15_500, taxByKind: { VAT: 1550 }, tax: 1550, total: 17_050 });
    expect(creditNoteForLines(lines, supply, [0, 1])).toMatchObject({ total: invoiceTotals({ ...supply, lines }).grandTotal });
    expect(creditNoteForLines(lines, supply, [])).toBe('nothingToCredit');
    expect(creditNoteForLines(lines, supply, [2])).toBe('unknownLine');
    expect(creditNoteForLines(lines, supply, [1, 1])).toBe('unknownLine');
  });
});
