import { describe, expect, it } from 'vitest';
import { ruleEnglish } from '../rules';
import { estimateOf, type TStoredEstimateLine } from './estimate';
import {
  estimateLineRefusal,
  isLineRefusal,
  partKeyOf,
  ZEstimateLineBody,
  type TEstimateLineBody,
  type TEstimateLineValues,
  type TLineRefusal,
} from './estimate-line';

const TODAY = '2026-11-28';
const india = { market: 'IN', day: TODAY, isIntraState: true } as const;
const part = (more: Partial<TEstimateLineBody> = {}): TEstimateLineBody => ({
  kind: 'part',
  name: 'Brake pad set',
  quantity: 2,
  unitPrice: 1250,
  taxPercentage: 18,
  ...more,
});

/** What the desk's line comes to, or the field and the English text it is refused with. */
function judge(body: TEstimateLineBody, currency: 'INR' | 'BHD' = 'INR', supply: Parameters<typeof estimateLineRefusal>[2] = india) {
  const parsed = ZEstimateLineBody.safeParse(body);
  if (!parsed.success) return { field: String(parsed.error.issues[0]!.path[0]), text: parsed.error.issues[0]!.message };
  const result = estimateLineRefusal(parsed.data, currency, supply);
  if (isLineRefusal(result)) return { field: result.field, text: ruleEnglish(result.rule as TLineRefusal['rule'], result.values) };
  return result;
}

describe('a part or labour line: workshop spec section 5', () => {
  it('keeps a line in minor units: 2 x ₹1,250 with 10 % off', () => {
    expect(judge(part({ discountPercentage: 10 }))).toMatchObject({
      quantityMilli: 2000,
      unitPrice: 125_000,
      discount: 25_000,
      discountBasisPoints: 1000,
      taxRateBasisPoints: 1800,
    });
  });

  it.each([
    [{ name: '  ' }, 'name', 'workshopField.required'],
    [{ quantity: 0 }, 'quantity', 'estimateLine.quantityNotPositive'],
    [{ quantity: '' }, 'quantity', 'workshopField.required'],
    [{ quantity: 1.2345 }, 'quantity', 'estimateLine.quantityInvalid'],
    [{ quantity: -1 }, 'quantity', 'estimateLine.quantityInvalid'],
    [{ unitPrice: 0 }, 'unitPrice', 'estimateLine.priceNotPositive'],
    [{ discountPercentage: 100.5 }, 'discountPercentage', 'estimateLine.percentAboveCap'],
    [{ insurancePayablePercentage: 101 }, 'insurancePayablePercentage', 'estimateLine.percentAboveCap'],
    [{ taxPercentage: 118 }, 'taxPercentage', 'estimateLine.percentAboveCap'],
    [{ hsnSac: '87A8' }, 'hsnSac', 'estimateLine.hsnInvalid'],
    [{ kind: 'labour', hsnSac: '871430' }, 'hsnSac', 'estimateLine.sacInvalid'],
    [{ labourKind: 'painting' }, 'labourKind', 'estimateLine.labourKindOnPart'],
  ] as const)('refuses %o at %s with its rule', (change, field, rule) => {
    const result = ZEstimateLineBody.safeParse(part(change as Partial<TEstimateLineBody>));
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: [field], message: rule });
  });

  it('takes HSN for a part and SAC for labour', () => {
    expect(judge(part({ hsnSac: '87083000' }))).toMatchObject({ hsnSac: '87083000' });
    expect(judge(part({ kind: 'labour', name: 'Brake service', labourKind: 'rAndR', hsnSac: '998714' }))).toMatchObject({
      labourKind: 'rAndR',
      hsnSac: '998714',
    });
  });

  it('refuses more decimals than the currency has, and takes fils in Bahrain', () => {
    expect(judge(part({ unitPrice: 12.505 }))).toEqual({ field: 'unitPrice', text: 'Enter an amount with at most 2 decimals' });
    expect(judge(part({ unitPrice: 12.505, taxPercentage: 10 }), 'BHD', { market: 'BH', day: TODAY })).toMatchObject({ unitPrice: 12_505 });
  });

  it('refuses a discount above the quantity price, as an amount or a percentage of it', () => {
    expect(judge(part({ discount: 2500.01 }))).toEqual({ field: 'discount', text: 'Discount should not be more than the quantity price' });
    expect(judge(part({ discount: 2500 }))).toMatchObject({ discount: 250_000 });
  });

  it("refuses a discount above what the customer pays after the insurer's share", () => {
    expect(judge(part({ discount: 600, insurancePayable: 2000 }))).toEqual({
      field: 'discount',
      text: 'Discount should not be more than the customer payable amount',
    });
    expect(judge(part({ discount: 500, insurancePayable: 2000 }))).toMatchObject({ discount: 50_000, insurancePayable: 200_000 });
  });

  it("refuses an insurer's share above the item total without tax", () => {
    expect(judge(part({ insurancePayable: 2500.01 }))).toEqual({
      field: 'insurancePayable',
      text: 'Insurance payable should not be more than the item total without tax',
    });
    // A percentage is of the total after discount: 100 % of (2,500 - 250) is 2,250.
    expect(judge(part({ discount: 250, insurancePayablePercentage: 100 }))).toMatchObject({ insurancePayable: 225_000 });
  });

  it('refuses salvage above the quantity price', () => {
    expect(judge(part({ salvage: 2600 }))).toEqual({ field: 'salvage', text: 'Salvage should not be more than the quantity price' });
  });

  it("refuses a rate the market does not use on the day: India's 12 % ended on 22 September 2025", () => {
    expect(judge(part({ taxPercentage: 12 }))).toEqual({ field: 'taxPercentage', text: 'This tax rate is not used here: choose one of 0 %, 5 %, 18 %, 40 %' });
    expect(judge(part({ taxPercentage: 12 }), 'INR', { ...india, day: '2025-09-21' })).toMatchObject({ taxRateBasisPoints: 1200 });
    expect(judge(part({ taxPercentage: 12, taxTreatment: 'exempt' }))).toMatchObject({ treatment: 'exempt' });
  });

  it('refuses a price with tax above the MRP: ₹1,000 + 18 % is ₹1,180', () => {
    expect(judge(part({ unitPrice: 1000, mrp: 1179.99 }))).toEqual({ field: 'unitPrice', text: 'Price with tax should not be more than the MRP' });
    expect(judge(part({ unitPrice: 1000, mrp: 1180 }))).toMatchObject({ mrp: 118_000 });
  });
});

describe('the same part twice', () => {
  it('is one part by its number (its letters and digits, any case), else by its name; labour is never a part', () => {
    const key = (kind: 'part' | 'labour', name: string, partNo: string | null) => partKeyOf({ kind, name, partNo });
    expect(key('part', 'Oil filter', 'ab 12-x')).toBe(key('part', 'Filter, oil', 'AB12X'));
    expect(key('part', 'Oil  filter ', null)).toBe(key('part', 'oil filter', null));
    expect(key('part', 'Oil filter', 'AB12')).not.toBe(key('part', 'Oil filter', 'AB13'));
    expect(key('labour', 'Wheel alignment', null)).toBeNull();
  });
});

describe('the estimate', () => {
  const stored = (values: TEstimateLineValues, position: number, approval: TStoredEstimateLine['approval'] = 'pending'): TStoredEstimateLine => ({
    ...values,
    lineId: `00000000-0000-4000-8000-00000000000${position}`,
    position,
    approval,
    source: 'manual',
    serviceId: null,
  });
  const valuesOf = (body: TEstimateLineBody) => judge(body) as TEstimateLineValues;

  it('adds up the lines not declined, by hand: India within the state', () => {
    const estimate = estimateOf(
      [
        // 2 x 1,250 less 10 %: taxable 2,250.00; CGST and SGST 9 % each, 202.50.
        stored(valuesOf(part({ discountPercentage: 10 })), 1),
        // Labour 1,499.00 at 18 %: 134.91 each.
        stored(valuesOf(part({ kind: 'labour', name: 'Periodic service', quantity: 1, unitPrice: 1499 })), 2),
        // Declined: 1 x 800 at 18 % = 944.00, kept as recommended work.
        stored(valuesOf(part({ name: 'Wiper blades', quantity: 1, unitPrice: 800 })), 3, 'declined'),
      ],
      india,
      'INR',
    );
    expect(estimate.lines[0]).toMatchObject({ quantityPrice: 2500, discount: 250, taxableValue: 2250, tax: 405, total: 2655, customerPayable: 2655 });
    expect(estimate.lines[0]!.taxes).toEqual([
      { kind: 'CGST', percentage: 9, amount: 202.5 },
      { kind: 'SGST', percentage: 9, amount: 202.5 },
    ]);
    // 2,250 + 1,499 = 3,749.00; tax 405.00 + 269.82 = 674.82; total 4,423.82, to the rupee 4,424.
    expect(estimate.totals).toEqual({
      partsTotal: 2500,
      labourTotal: 1499,
      discountTotal: 250,
      subtotalBeforeTax: 3749,
      taxTotal: 674.82,
      taxes: [
        { kind: 'CGST', amount: 337.41 },
        { kind: 'SGST', amount: 337.41 },
      ],
      total: 4423.82,
      roundOff: 0.18,
      grandTotal: 4424,
      insurancePayable: 0,
      customerPayable: 4424,
      declinedTotal: 944,
    });
    expect(estimate).toMatchObject({ taxRegime: 'GST', standardTaxPercentage: 18, taxPercentages: [0, 5, 18, 40] });
  });

  it('keeps fils in Bahrain: 3 x 4.125 BD at 10 % VAT is 12.375 + 1.238', () => {
    const line = judge(part({ quantity: 3, unitPrice: 4.125, taxPercentage: 10 }), 'BHD', { market: 'BH', day: TODAY }) as TEstimateLineValues;
    const estimate = estimateOf([stored(line, 1)], { market: 'BH', day: TODAY }, 'BHD');
    expect(estimate.totals).toMatchObject({
      subtotalBeforeTax: 12.375,
      taxTotal: 1.238,
      grandTotal: 13.613,
      roundOff: 0,
      taxes: [{ kind: 'VAT', amount: 1.238 }],
    });
    expect(estimate.standardTaxPercentage).toBe(10);
  });
});

describe('the size of a line', () => {
  it('refuses a line above a billion before tax, so that totals stay exact', () => {
    expect(judge(part({ quantity: 1000, unitPrice: 1_000_001 }))).toEqual({
      field: 'unitPrice',
      text: 'A line cannot come to more than 1,000,000,000 before tax',
    });
    expect(judge(part({ quantity: 1000, unitPrice: 1_000_000 }))).toMatchObject({ unitPrice: 100_000_000 });
  });
});
