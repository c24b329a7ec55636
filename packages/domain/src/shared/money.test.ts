import { describe, expect, it } from 'vitest';
import { addMoney, formatMoney, minor, moneyFromMajor, priceOfQuantity, roundedToWholeMajor, shareOfMinor, toMajor } from './money';

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
});
