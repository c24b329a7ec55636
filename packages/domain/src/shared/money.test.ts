import { describe, expect, it } from 'vitest';
import {
  addMoney,
  averageAfterReceipt,
  formatMoney,
  minor,
  minorOfUnitCost,
  moneyFromMajor,
  priceOfQuantity,
  roundedToWholeMajor,
  shareOfMinor,
  toMajor,
  valueOfQuantity,
  ZERO_UNIT_COST,
} from './money';

describe('money', () => {
  it('keeps whole minor units only', () => {
    expect(minor(12345)).toBe(12345);
    expect(() => minor(1.5)).toThrow(RangeError);
    expect(() => minor(Number.NaN)).toThrow(RangeError);
  });

  it('converts major units per currency, the dinar in fils', () => {
    expect(moneyFromMajor(1234.5, 'INR')).toEqual({ amount: 123450, currency: 'INR' });
    expect(moneyFromMajor(12.5, 'BHD')).toEqual({ amount: 12500, currency: 'BHD' });
    expect(toMajor({ amount: minor(12500), currency: 'BHD' })).toBe(12.5);
  });

  it('rounds half a minor unit away from zero, without float noise', () => {
    expect(moneyFromMajor(1.005, 'INR').amount).toBe(101);
    expect(moneyFromMajor(-1.005, 'INR').amount).toBe(-101);
    expect(moneyFromMajor(0.1 + 0.2, 'SAR').amount).toBe(30);
  });

  it('adds within one currency only', () => {
    expect(addMoney(moneyFromMajor(10, 'AED'), moneyFromMajor(0.25, 'AED'))).toEqual({ amount: 1025, currency: 'AED' });
    expect(() => addMoney(moneyFromMajor(1, 'AED'), moneyFromMajor(1, 'SAR'))).toThrow(/AED to SAR/);
  });

  it('formats in the reader’s language with the currency’s digits', () => {
    expect(formatMoney(moneyFromMajor(1234.5, 'INR'), 'en-IN')).toBe('₹1,234.50');
    expect(formatMoney(moneyFromMajor(12.5, 'BHD'), 'en')).toBe('BHD\u00a012.500');
    const riyals = formatMoney(moneyFromMajor(12.5, 'SAR'), 'ar');
    // ICU versions differ on Arabic-Indic or Latin digits for 'ar'; the riyal sign is constant.
    expect(riyals).toContain('ر.س');
    expect(riyals).toMatch(/12\.50|١٢٫٥٠/);
  });

  it('takes shares, prices quantities and rounds to whole units exactly, half away from zero', () => {
    expect(shareOfMinor(25_050, 250)).toBe(626); // 626.25
    expect(shareOfMinor(50_100, 250)).toBe(1253); // 1252.5
    expect(shareOfMinor(-50_100, 250)).toBe(-1253);
    expect(shareOfMinor(9_007_199_254_740, 1800)).toBe(1_621_295_865_853); // beyond float's exact products
    expect(priceOfQuantity(62_000, 3500)).toBe(217_000);
    expect(priceOfQuantity(1299, 1)).toBe(1); // 1.299
    expect(roundedToWholeMajor(421_142, 'INR')).toBe(421_100);
    expect(roundedToWholeMajor(118_050, 'INR')).toBe(118_100);
    expect(roundedToWholeMajor(12_499, 'BHD')).toBe(12_000);
    expect(roundedToWholeMajor(-150, 'INR')).toBe(-200);
  });

  it('keeps a weighted average unit cost to a billionth of a minor unit, and shows and values it to the minor unit', () => {
    // 3 units for 1,000: 333.333333333… a unit, kept as 333,333,333,333 billionths.
    const third = averageAfterReceipt(0, ZERO_UNIT_COST, 3000, 1000);
    expect(third).toBe(333_333_333_333n);
    expect(minorOfUnitCost(third)).toBe(333);
    expect(valueOfQuantity(third, 3000)).toBe(1000);
    expect(valueOfQuantity(third, 500)).toBe(167); // 166.67
    // 2 more at 2,000 for both: (3 × 333.33… + 2,000) / 5 = 600.
    expect(minorOfUnitCost(averageAfterReceipt(3000, third, 2000, 2000))).toBe(600);
    // Half a minor unit rounds away from zero: 5 for 2 is 2.5 a unit, shown 3.
    expect(minorOfUnitCost(averageAfterReceipt(0, ZERO_UNIT_COST, 2000, 5))).toBe(3);
    expect(() => averageAfterReceipt(0, ZERO_UNIT_COST, 0, 5)).toThrow(RangeError);
  });
});
