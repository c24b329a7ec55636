import { describe, expect, it } from 'vitest';
import { minor } from '../shared/money';
import {
  averageCostOf,
  DOCUMENT_OF_MOVEMENT,
  movementsOf,
  onHandOf,
  signedQuantityOf,
  STOCK_MOVEMENT_KINDS,
  stockLedgerOf,
  stockPositionOf,
  type TStockMovement,
  type TStockMovementKind,
} from './stock-ledger';

const MAIN = 'branch-main';
const PART = 'part-filter';
const docOf = (kind: TStockMovementKind, number: string) => ({ kind: DOCUMENT_OF_MOVEMENT[kind], id: '00000000-0000-4000-8000-000000000001', number });
/** A movement of `units` (thousandths given as units × 1,000 by hand below), worth `value` minor units when it brings stock in. */
const move = (kind: TStockMovementKind, quantityMilli: number, value: number | null = null, branchId = MAIN): TStockMovement => ({
  kind,
  branchId,
  partId: PART,
  quantityMilli,
  value: value === null ? null : minor(value),
  document: docOf(kind, `${kind}-1`),
});

describe('the stock ledger (issue 28 parts 4 to 8)', () => {
  it('names a document for every kind of movement, and moves stock in or out by kind', () => {
    expect(Object.keys(DOCUMENT_OF_MOVEMENT).sort()).toEqual([...STOCK_MOVEMENT_KINDS].sort());
    expect(STOCK_MOVEMENT_KINDS.map((kind) => signedQuantityOf({ kind, quantityMilli: 1000 }))).toEqual([1000, -1000, 1000, -1000, -1000, 1000, 1000]);
    expect(signedQuantityOf({ kind: 'adjustment', quantityMilli: -500 })).toBe(-500);
  });

  // Worked by hand, in rupees (paise):
  // 1. inward 10 filters for ₹1,000.00: average ₹100.00 (10,000 paise).
  // 2. issue 4: out at ₹100.00, ₹400.00; 6 left, average unchanged.
  // 3. inward 4 at ₹120.00 (₹480.00): (6 × 10,000 + 48,000) / 10 = 10,800.
  // 4. one returned from the job card at the ₹100.00 it was issued at: (10 × 10,800 + 10,000) / 11 = 10,727.27…, shown 10,727.
  // 5. transfer 3 out: 3 × 10,727.27… = 32,181.82 → 32,182 paise; 8 left.
  // 6. valuation: 8 × 10,727.27… = 85,818.18 → 85,818 paise.
  const rupees = [
    move('inward', 10_000, 100_000),
    move('issue', 4000),
    move('inward', 4000, 48_000),
    move('returnToStock', 1000, 10_000),
    move('transferOut', 3000),
  ];

  it('1. rupees: the moving weighted average, each outflow at the average of its moment', () => {
    const ledger = stockLedgerOf(rupees);
    expect(ledger.map((line) => line.value)).toEqual([100_000, 40_000, 48_000, 10_000, 32_182]);
    expect(ledger.map((line) => line.onHandMilli)).toEqual([10_000, 6000, 10_000, 11_000, 8000]);
    expect(stockPositionOf(rupees)).toEqual({ onHandMilli: 8000, averageCost: 10_727, value: 85_818 });
    expect(onHandOf(rupees)).toBe(8000);
    expect(averageCostOf(rupees.slice(0, 3))).toBe(10_800);
  });

  // In Bahraini dinars (three decimals, fils), engine oil by the litre:
  // inward 20 L for BHD 40.000 (2.000 a litre); issue 4.5 L (9.000); inward 10.5 L for BHD 22.050:
  // (15.5 × 2,000 + 22,050) / 26 = 53,050 / 26 = 2,040.38… → 2,040 fils; held 26 L worth exactly 53,050.
  it('2. dinars: thousandths of a litre and of a dinar, never by a hundred', () => {
    const oil = [move('inward', 20_000, 40_000), move('issue', 4500), move('inward', 10_500, 22_050)];
    expect(stockLedgerOf(oil).map((line) => line.value)).toEqual([40_000, 9000, 22_050]);
    expect(stockPositionOf(oil)).toEqual({ onHandMilli: 26_000, averageCost: 2040, value: 53_050 });
  });

  it('3. a count: one short goes out at the average; one found without a value leaves the average as it was', () => {
    const counted = [move('inward', 3000, 1000), move('adjustment', -1000), move('adjustment', 500)];
    // 1,000 / 3 = 333.33… a unit: one out is 333; half found is worth 166.67 → 167, the average stays 333.33….
    expect(stockLedgerOf(counted).map((line) => line.value)).toEqual([1000, 333, 167]);
    expect(stockPositionOf(counted)).toEqual({ onHandMilli: 2500, averageCost: 333, value: 833 });
  });

  it('4. an empty shelf keeps the last average; the next inward alone sets it', () => {
    const emptied = [move('inward', 2000, 5000), move('issue', 2000)];
    expect(stockPositionOf(emptied)).toEqual({ onHandMilli: 0, averageCost: 2500, value: 0 });
    expect(averageCostOf([...emptied, move('inward', 1000, 4000)])).toBe(4000);
    expect(stockPositionOf([])).toEqual({ onHandMilli: 0, averageCost: 0, value: 0 });
  });

  it("5. each branch's stock is its own movements: a transfer takes out at one and brings in at the other", () => {
    const both = [move('inward', 5000, 50_000), move('transferOut', 2000), move('transferIn', 2000, 20_000, 'branch-east')];
    expect(onHandOf(movementsOf(both, MAIN, PART))).toBe(3000);
    expect(stockPositionOf(movementsOf(both, 'branch-east', PART))).toEqual({ onHandMilli: 2000, averageCost: 10_000, value: 20_000 });
    expect(movementsOf(both, MAIN, 'another-part')).toEqual([]);
  });
});
