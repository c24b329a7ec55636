import { describe, expect, it } from 'vitest';
import { invoiceTotals, lineProblem, type TInvoiceLineInput, type TInvoiceTotalsInput } from './invoice-totals';

// Worked invoices computed by hand (issue 27's "done when"): every figure below was worked out on
// paper from the line's price, quantity, discount and rate, then each tax rounded to the minor unit
// half away from zero, and, in India and Tanzania, the total to the whole rupee or shilling.
const part = (unitPrice: number, taxRateBasisPoints: number, more: Partial<TInvoiceLineInput> = {}): TInvoiceLineInput => ({
  kind: 'part',
  unitPrice,
  quantityMilli: 1000,
  discount: 0,
  taxRateBasisPoints,
  ...more,
});
const labour = (unitPrice: number, taxRateBasisPoints: number, more: Partial<TInvoiceLineInput> = {}) =>
  part(unitPrice, taxRateBasisPoints, { kind: 'labour', ...more });
const TODAY = '2026-11-28';
const totalsIn = (market: TInvoiceTotalsInput['market'], lines: TInvoiceLineInput[], more: Partial<TInvoiceTotalsInput> = {}) =>
  invoiceTotals({ market, day: TODAY, lines, ...more });

describe('India, within the state: CGST and SGST at half the rate each, the total to the rupee', () => {
  const intra = (lines: TInvoiceLineInput[]) => totalsIn('IN', lines, { isIntraState: true });

  it('1. a periodic service and 3.5 litres of oil with ₹100 off', () => {
    const totals = intra([labour(149_900, 1800), part(62_000, 1800, { quantityMilli: 3500, discount: 10_000 })]);
    expect(totals.lines.map((line) => line.taxes.map((tax) => tax.amount))).toEqual([
      [13_491, 13_491],
      [18_630, 18_630],
    ]);
    expect(totals).toMatchObject({
      partsTotal: 217_000,
      labourTotal: 149_900,
      discountTotal: 10_000,
      subtotalBeforeTax: 356_900,
      taxByKind: { CGST: 32_121, SGST: 32_121 },
      taxTotal: 64_242,
      total: 421_142,
      roundOff: -42,
      grandTotal: 421_100,
    });
  });

  it('2. ₹333.33 at 18 %: ₹29.9997 of each tax is ₹30.00', () => {
    expect(intra([part(33_333, 1800)])).toMatchObject({ taxByKind: { CGST: 3000, SGST: 3000 }, total: 39_333, roundOff: -33, grandTotal: 39_300 });
  });

  it('3. two at ₹250.50 and 5 %: half a paisa of each tax rounds up', () => {
    expect(intra([part(25_050, 500, { quantityMilli: 2000 })])).toMatchObject({
      partsTotal: 50_100,
      taxByKind: { CGST: 1253, SGST: 1253 },
      total: 52_606,
      roundOff: -6,
      grandTotal: 52_600,
    });
  });

  it('4. ₹1,000.45 of labour: the total ₹1,180.53 rounds up to ₹1,181', () => {
    expect(intra([labour(100_045, 1800)])).toMatchObject({ taxTotal: 18_008, total: 118_053, roundOff: 47, grandTotal: 118_100 });
  });

  it('5. a part given free and ₹500 of labour: nothing taxed on the free part', () => {
    const totals = intra([part(120_000, 1800, { discount: 120_000 }), labour(50_000, 1800)]);
    expect(totals.lines[0]).toMatchObject({ taxable: 0, tax: 0 });
    expect(totals).toMatchObject({ partsTotal: 120_000, discountTotal: 120_000, subtotalBeforeTax: 50_000, taxTotal: 9000, grandTotal: 59_000, roundOff: 0 });
  });
});

describe('India, between states: IGST at the whole rate', () => {
  const inter = (lines: TInvoiceLineInput[], day = TODAY) => invoiceTotals({ market: 'IN', day, isIntraState: false, lines });

  it('1. a periodic service: ₹1,768.82 rounds to ₹1,769', () => {
    expect(inter([labour(149_900, 1800)])).toMatchObject({ taxByKind: { IGST: 26_982 }, total: 176_882, roundOff: 18, grandTotal: 176_900 });
  });

  it('2. ₹333.33 at 18 %: ₹59.9994 of IGST is ₹60.00', () => {
    expect(inter([part(33_333, 1800)])).toMatchObject({ taxByKind: { IGST: 6000 }, grandTotal: 39_300 });
  });

  it('3. the service and the oil of the intra-state invoice: the same total, in one tax', () => {
    const totals = inter([labour(149_900, 1800), part(62_000, 1800, { quantityMilli: 3500, discount: 10_000 })]);
    expect(totals).toMatchObject({ taxByKind: { IGST: 64_242 }, total: 421_142, grandTotal: 421_100 });
    expect(totals.taxByKind.CGST).toBeUndefined();
  });

  it('4. three at ₹45.55: ₹24.597 of IGST is ₹24.60', () => {
    expect(inter([part(4555, 1800, { quantityMilli: 3000 })])).toMatchObject({
      partsTotal: 13_665,
      taxTotal: 2460,
      total: 16_125,
      roundOff: -25,
      grandTotal: 16_100,
    });
  });

  it('5. before 22 September 2025: a part at 28 % with 15 % cess; 28 % is no longer a slab after it', () => {
    const line = part(1_000_000, 2800, { cessBasisPoints: 1500 });
    expect(inter([line], '2025-06-01')).toMatchObject({ taxByKind: { IGST: 280_000, CESS: 150_000 }, grandTotal: 1_430_000, roundOff: 0 });
    expect(lineProblem(line, { market: 'IN', day: TODAY, isIntraState: false })).toBe('rateNotInMarket');
    expect(lineProblem(part(1_000_000, 4000), { market: 'IN', day: TODAY, isIntraState: false })).toBeNull();
  });
});

describe('Saudi Arabia: VAT 15 % to the halala, no round-off', () => {
  it('1. SAR 250 of labour', () => {
    expect(totalsIn('SA', [labour(25_000, 1500)])).toMatchObject({ taxByKind: { VAT: 3750 }, grandTotal: 28_750, roundOff: 0 });
  });

  it('2. three at SAR 33.33: SAR 14.9985 of VAT is SAR 15.00', () => {
    expect(totalsIn('SA', [part(3333, 1500, { quantityMilli: 3000 })])).toMatchObject({ subtotalBeforeTax: 9999, taxTotal: 1500, grandTotal: 11_499 });
  });

  it('3. a part with SAR 20 off and SAR 85.50 of labour (12.825 rounds up)', () => {
    const totals = totalsIn('SA', [part(12_000, 1500, { discount: 2000 }), labour(8550, 1500)]);
    expect(totals.lines.map((line) => line.tax)).toEqual([1500, 1283]);
    expect(totals).toMatchObject({ subtotalBeforeTax: 18_550, taxTotal: 2783, grandTotal: 21_333 });
  });

  it('4. a zero-rated part beside taxed labour', () => {
    expect(totalsIn('SA', [part(50_000, 0), labour(10_000, 1500)])).toMatchObject({ taxTotal: 1500, grandTotal: 61_500 });
  });

  it('5. an invoice of June 2019, at the 5 % of its day; 15 % was not a rate then', () => {
    expect(invoiceTotals({ market: 'SA', day: '2019-06-01', lines: [labour(20_000, 500)] })).toMatchObject({ taxTotal: 1000, grandTotal: 21_000 });
    expect(lineProblem(labour(20_000, 1500), { market: 'SA', day: '2019-06-01' })).toBe('rateNotInMarket');
  });
});

describe('the UAE: VAT 5 % to the fils', () => {
  it('1. AED 350 of labour', () => {
    expect(totalsIn('AE', [labour(35_000, 500)])).toMatchObject({ taxTotal: 1750, grandTotal: 36_750 });
  });

  it('2. seven at AED 12.99: AED 4.5465 of VAT is AED 4.55', () => {
    expect(totalsIn('AE', [part(1299, 500, { quantityMilli: 7000 })])).toMatchObject({ partsTotal: 9093, taxTotal: 455, grandTotal: 9548 });
  });

  it('3. five washers at AED 0.10: half a fils of VAT rounds up', () => {
    expect(totalsIn('AE', [part(10, 500, { quantityMilli: 5000 })])).toMatchObject({ taxTotal: 3, grandTotal: 53 });
  });

  it('4. an exempt line carries no VAT', () => {
    const totals = totalsIn('AE', [part(10_000, 0, { treatment: 'exempt' }), labour(10_000, 500)]);
    expect(totals.lines[0]!.taxes).toEqual([]);
    expect(totals).toMatchObject({ taxByKind: { VAT: 500 }, grandTotal: 20_500 });
  });

  it('5. AED 150 off, AED 500 paid, AED 400 handed over for the rest: AED 7.50 change', () => {
    expect(totalsIn('AE', [labour(100_000, 500, { discount: 15_000 })], { paid: 50_000, amountTendered: 40_000 })).toMatchObject({
      subtotalBeforeTax: 85_000,
      taxTotal: 4250,
      grandTotal: 89_250,
      paid: 50_000,
      balance: 39_250,
      change: 750,
    });
  });
});

describe('Bahrain: VAT 10 % to the fils, three decimals', () => {
  it('1. BHD 25.000 of labour', () => {
    expect(totalsIn('BH', [labour(25_000, 1000)])).toMatchObject({ taxTotal: 2500, grandTotal: 27_500 });
  });

  it('2. three at BHD 3.333: BHD 0.9999 of VAT is BHD 1.000', () => {
    expect(totalsIn('BH', [part(3333, 1000, { quantityMilli: 3000 })])).toMatchObject({ taxTotal: 1000, grandTotal: 10_999 });
  });

  it('3. a 5-fils part: half a fils of VAT rounds up', () => {
    expect(totalsIn('BH', [part(5, 1000)])).toMatchObject({ taxTotal: 1, grandTotal: 6 });
  });

  it('4. 31 December 2021 at 5 %, 1 January 2022 at 10 %', () => {
    expect(invoiceTotals({ market: 'BH', day: '2021-12-31', lines: [labour(40_000, 500)] }).grandTotal).toBe(42_000);
    expect(invoiceTotals({ market: 'BH', day: '2022-01-01', lines: [labour(40_000, 1000)] }).grandTotal).toBe(44_000);
  });

  it('5. 4.5 litres at BHD 2.750 with 375 fils off, and BHD 15.500 of labour', () => {
    expect(totalsIn('BH', [part(2750, 1000, { quantityMilli: 4500, discount: 375 }), labour(15_500, 1000)])).toMatchObject({
      partsTotal: 12_375,
      discountTotal: 375,
      subtotalBeforeTax: 27_500,
      taxTotal: 2750,
      grandTotal: 30_250,
    });
  });
});

describe('Tanzania: VAT 18 %, the total to the shilling', () => {
  it('1. TZS 50,000 of labour', () => {
    expect(totalsIn('TZ', [labour(5_000_000, 1800)])).toMatchObject({ taxTotal: 900_000, grandTotal: 5_900_000, roundOff: 0 });
  });

  it('2. TZS 12,345.67: the total 14,567.89 rounds to 14,568', () => {
    expect(totalsIn('TZ', [part(1_234_567, 1800)])).toMatchObject({ taxTotal: 222_222, total: 1_456_789, roundOff: 11, grandTotal: 1_456_800 });
  });

  it('3. three at TZS 999.99: 3,539.96 rounds to 3,540', () => {
    expect(totalsIn('TZ', [part(99_999, 1800, { quantityMilli: 3000 })])).toMatchObject({ taxTotal: 53_999, total: 353_996, roundOff: 4, grandTotal: 354_000 });
  });

  it('4. labour of TZS 7,500.40 with 40 cents off', () => {
    expect(totalsIn('TZ', [labour(750_040, 1800, { discount: 40 })])).toMatchObject({ subtotalBeforeTax: 750_000, taxTotal: 135_000, grandTotal: 885_000 });
  });

  it('5. a zero-rated part and TZS 2,500.25 of labour (450.045 of VAT rounds up)', () => {
    expect(totalsIn('TZ', [part(1_000_000, 0), labour(250_025, 1800)])).toMatchObject({
      taxTotal: 45_005,
      total: 1_295_030,
      roundOff: -30,
      grandTotal: 1_295_000,
    });
  });
});

describe('a line that cannot be billed (workshop spec section 5)', () => {
  const supply = { market: 'AE', day: TODAY } as const;
  it('names its problem, and the totals refuse it', () => {
    expect(lineProblem(part(1000, 500, { quantityMilli: 0 }), supply)).toBe('quantityNotPositive');
    expect(lineProblem(part(0, 500), supply)).toBe('priceNotPositive');
    expect(lineProblem(part(1000, 500, { discount: -1 }), supply)).toBe('discountNegative');
    expect(lineProblem(part(1000, 500, { discount: 1001 }), supply)).toBe('discountAboveGross');
    expect(lineProblem(part(1000, 1800), supply)).toBe('rateNotInMarket');
    expect(() => totalsIn('AE', [part(1000, 500, { discount: 1001 })])).toThrow(RangeError);
    expect(() => invoiceTotals({ market: 'IN', day: TODAY, lines: [part(1000, 1800)] })).toThrow(/within the state/);
  });
});
