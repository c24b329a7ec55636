import { describe, expect, it } from 'vitest';
import { debitNoteForAmount, debitNoteForLines, debitNoteProblem, debitNoteTotals, ZDebitNoteBody } from './debit-note';
import { inwardLineInput, inwardLineValue, inwardTotals, vendorDocumentKey, ZInwardLineBody } from './inward';
import type { TInvoiceLineInput } from '../billing/invoice-totals';

// Worked by hand (issue 28 part 7): an inward from a vendor in the workshop's own state, so CGST and SGST at 9 % each.
// Line 1: 10 filters at ₹100.00 = ₹1,000.00, tax ₹180.00. Line 2: 5 litres at ₹400.00 less ₹100.00 = ₹1,900.00, tax ₹342.00.
// The inward: ₹2,900.00 + ₹522.00 = ₹3,422.00.
const INDIA = { market: 'IN', day: '2026-11-28', isIntraState: true } as const;
const asLine = (fields: Record<string, unknown>): TInvoiceLineInput => {
  const line = inwardLineInput(ZInwardLineBody.parse({ partId: '00000000-0000-4000-8000-000000000001', ...fields }), 'INR');
  if ('field' in line) throw new Error(`refused: ${line.field}`);
  return line;
};
const lines = [asLine({ quantity: 10, unitPrice: 100, taxPercentage: 18 }), asLine({ quantity: 5, unitPrice: 400, discount: 100, taxPercentage: 18 })];

describe('an inward priced as billing prices (workshop spec section 3)', () => {
  it("in minor units; a line adds its taxable value to stock, not the vendor's tax", () => {
    expect(lines[1]).toEqual({ kind: 'part', unitPrice: 40_000, quantityMilli: 5000, discount: 10_000, taxRateBasisPoints: 1800 });
    expect(inwardLineValue(lines[1]!, INDIA)).toBe(190_000);
    expect(inwardTotals(lines, INDIA)).toMatchObject({ subtotalBeforeTax: 290_000, taxByKind: { CGST: 26_100, SGST: 26_100 }, grandTotal: 342_200 });
    const tooFine = inwardLineInput(
      ZInwardLineBody.parse({ partId: '00000000-0000-4000-8000-000000000001', quantity: 1, unitPrice: 1.005, taxPercentage: 18 }),
      'INR',
    );
    expect(tooFine).toEqual({ field: 'unitPrice' });
  });

  it("compares a vendor's bill and challan numbers as one code", () => {
    expect(vendorDocumentKey(' inv 0042 ')).toBe(vendorDocumentKey('INV0042'));
    expect(vendorDocumentKey('INV0042')).not.toBe(vendorDocumentKey('INV0043'));
  });
});

describe('debit notes (workshop spec sections 3, 5 and 8)', () => {
  it('1. ₹1,180 back by amount: ₹1,000 and ₹90 each of CGST and SGST; not above the inward amount; not nothing', () => {
    const inward = inwardTotals(lines, INDIA);
    expect(debitNoteForAmount(inward, 118_000)).toEqual({ taxable: 100_000, taxByKind: { CGST: 9000, SGST: 9000 }, tax: 18_000, total: 118_000 });
    expect(debitNoteForAmount(inward, 342_200)).toMatchObject({ total: 342_200 });
    expect(debitNoteForAmount(inward, 342_201)).toBe('aboveInward');
    expect(debitNoteForAmount(inward, 0)).toBe('nothingToDebit');
  });

  it('2. the oil line back whole: ₹1,900 and ₹171 each of CGST and SGST', () => {
    expect(debitNoteForLines(lines, INDIA, [1])).toEqual({ taxable: 190_000, taxByKind: { CGST: 17_100, SGST: 17_100 }, tax: 34_200, total: 224_200 });
    expect(debitNoteForLines(lines, INDIA, [])).toBe('nothingToDebit');
    expect(debitNoteForLines(lines, INDIA, [2])).toBe('unknownLine');
  });

  it('3. a Bahraini inward at 10 %: 3 at BHD 2.750 is 8.250 and 0.825 of VAT, to the fils', () => {
    const bahrain = { market: 'BH', day: '2026-11-28' } as const;
    const line = { kind: 'part', unitPrice: 2750, quantityMilli: 3000, discount: 0, taxRateBasisPoints: 1000 } as const;
    expect(debitNoteForLines([line], bahrain, [0])).toEqual({ taxable: 8250, taxByKind: { VAT: 825 }, tax: 825, total: 9075 });
    expect(debitNoteForAmount(inwardTotals([line], bahrain), 9076)).toBe('aboveInward');
  });

  it("once per completed inward ('Credit note or debit note already generated'), with a prefix", () => {
    expect(debitNoteProblem({ status: 'completed', hasDebitNote: false })).toBeNull();
    expect(debitNoteProblem({ status: 'completed', hasDebitNote: true })).toBe('noteExists');
    expect(debitNoteProblem({ status: 'pending', hasDebitNote: false })).toBe('inwardNotCompleted');
    expect(debitNoteProblem({ status: 'cancelled', hasDebitNote: false })).toBe('inwardNotCompleted');
    expect(ZDebitNoteBody.safeParse({ prefix: 'DN', amount: 1180 }).success).toBe(true);
    expect(ZDebitNoteBody.safeParse({ prefix: '', amount: 1180 }).success).toBe(false);
    expect(ZDebitNoteBody.safeParse({ amount: 1180 }).success).toBe(false);
  });
});

describe("the debit-note register's totals", () => {
  it('adds in minor units: ten notes of 0.10 make exactly 1.00, three digits for Bahrain', () => {
    const dime = { taxable: 0.1, tax: 0.02, total: 0.12 };
    expect(
      debitNoteTotals(
        Array.from({ length: 10 }, () => dime),
        'INR',
      ),
    ).toEqual({ count: 10, taxable: 1, tax: 0.2, total: 1.2 });
    expect(
      debitNoteTotals(
        [
          { taxable: 1.001, tax: 0.05, total: 1.051 },
          { taxable: 0.002, tax: 0, total: 0.002 },
        ],
        'BHD',
      ),
    ).toEqual({
      count: 2,
      taxable: 1.003,
      tax: 0.05,
      total: 1.053,
    });
    expect(debitNoteTotals([], 'INR')).toEqual({ count: 0, taxable: 0, tax: 0, total: 0 });
  });
});
