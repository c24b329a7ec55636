import type { TInward } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import {
  canReturnToVendor,
  debitNoteBodyOf,
  debitNoteProblem,
  isolated,
  leftOfLine,
  newDebitNote,
  newVendorReturn,
  vendorReturnBodyOf,
  vendorReturnProblems,
} from './inward-forms';

const id = (n: number) => `7a1b8a52-4a1e-4b6b-9c55-2a7c1e0d9f1${n}`;
const inward: TInward = {
  inwardId: id(0),
  number: 'IN-1',
  inwardDate: '2026-11-29',
  vendorId: id(9),
  vendorName: 'Brakes Direct',
  billNumber: 'B-1',
  challanNumber: null,
  billDate: null,
  amount: 472,
  barcode: null,
  status: 'completed',
  currency: 'INR',
  debitNoteNumber: null,
  lines: [
    {
      inwardLineId: id(1),
      partId: id(3),
      partNumber: 'P-1',
      name: 'Pads',
      orderLineId: null,
      quantity: 2,
      returned: 0,
      unitPrice: 100,
      discount: 0,
      taxPercentage: 18,
    },
    {
      inwardLineId: id(2),
      partId: id(4),
      partNumber: 'P-2',
      name: 'Oil',
      orderLineId: null,
      quantity: 2.5,
      returned: 0.3,
      unitPrice: 80,
      discount: 0,
      taxPercentage: 18,
    },
  ],
};

describe('a return to the vendor as typed', () => {
  it('offers what is left of each line, in thousandths', () => {
    expect(inward.lines.map(leftOfLine)).toEqual([2, 2.2]);
    expect(canReturnToVendor(inward)).toBe(true);
    expect(canReturnToVendor({ ...inward, status: 'pending' })).toBe(false);
    expect(canReturnToVendor({ ...inward, lines: inward.lines.map((line) => ({ ...line, returned: line.quantity })) })).toBe(false);
  });

  it('refuses nothing chosen, a quantity that is not a number, and more than is left, at its line', () => {
    expect(vendorReturnProblems(inward, newVendorReturn())).toEqual([{ inwardLineId: null, code: 'stock/quantity-not-positive' }]);
    expect(vendorReturnProblems(inward, { reason: '', quantities: { [id(1)]: 'two', [id(2)]: '2.3' } })).toEqual([
      { inwardLineId: id(1), code: 'stock/quantity-not-positive' },
      { inwardLineId: id(2), code: 'stock/above-received' },
    ]);
    expect(vendorReturnProblems(inward, { reason: '', quantities: { [id(2)]: '2.2' } })).toEqual([]);
  });

  it('sends only the lines given a quantity, with the reason if any', () => {
    expect(vendorReturnBodyOf(inward, { reason: ' Cracked ', quantities: { [id(1)]: ' 1 ', [id(2)]: '0' } })).toEqual({
      inwardId: id(0),
      reason: 'Cracked',
      lines: [{ inwardLineId: id(1), partId: id(3), quantity: '1' }],
    });
    expect(vendorReturnBodyOf(inward, { reason: '', quantities: { [id(2)]: '1' } }).reason).toBeNull();
  });
});

describe('a debit note as typed', () => {
  it('needs a prefix of letters and digits, an amount above zero and not above the inward, or a line', () => {
    expect(debitNoteProblem(inward, { ...newDebitNote(), prefix: 'D-N', amount: '10' })).toEqual({ field: 'prefix' });
    expect(debitNoteProblem(inward, newDebitNote())).toEqual({ field: 'amount', code: 'stock/nothing-to-debit' });
    expect(debitNoteProblem(inward, { ...newDebitNote(), amount: '472.01' })).toEqual({ field: 'amount', code: 'stock/debit-above-inward' });
    expect(debitNoteProblem(inward, { ...newDebitNote(), amount: '472' })).toBeNull();
    expect(debitNoteProblem(inward, { ...newDebitNote(), basis: 'lines' })).toEqual({ field: 'lineIds', code: 'stock/nothing-to-debit' });
    expect(debitNoteProblem(inward, { ...newDebitNote(), basis: 'lines', lineIds: [id(1)] })).toBeNull();
  });

  it('sends the amount or the lines, never both', () => {
    expect(debitNoteBodyOf({ ...newDebitNote(), amount: '50.5', lineIds: [id(1)], reason: ' Short ' })).toEqual({
      prefix: 'DN',
      amount: 50.5,
      reason: 'Short',
    });
    expect(debitNoteBodyOf({ ...newDebitNote(), basis: 'lines', amount: '9', lineIds: [id(1)] })).toEqual({ prefix: 'DN', lineIds: [id(1)] });
  });
});

describe('a number in a sentence', () => {
  it('is isolated left to right, so Arabic keeps it whole beside punctuation', () => {
    expect(isolated('INW2627/0002')).toBe('\u2066INW2627/0002\u2069');
  });
});
