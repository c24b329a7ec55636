import { describe, expect, it } from 'vitest';
import { hasLuhnCheck, hasVerhoeffCheck, verhoeffCheckDigit } from './check-digits';

describe('Verhoeff', () => {
  it('gives the published check digits', () => {
    // Verhoeff's worked example (Wikipedia, "Verhoeff algorithm"): 236 takes 3.
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(hasVerhoeffCheck('2363')).toBe(true);
    // The same article's second example: 12345 takes 1.
    expect(verhoeffCheckDigit('12345')).toBe(1);
    expect(hasVerhoeffCheck('123451')).toBe(true);
    // python-stdnum's Aadhaar example.
    expect(hasVerhoeffCheck('234123412346')).toBe(true);
  });

  it('catches a changed digit and two neighbours swapped', () => {
    expect(hasVerhoeffCheck('234123412347')).toBe(false);
    expect(hasVerhoeffCheck('243123412346')).toBe(false);
    expect(hasVerhoeffCheck('2364')).toBe(false);
    expect(hasVerhoeffCheck('23a3')).toBe(false);
  });
});

describe('Luhn', () => {
  it('accepts the published examples and refuses a changed digit', () => {
    // The card-number example of ISO/IEC 7812 (Wikipedia, "Luhn algorithm"): 7992739871 takes 3.
    expect(hasLuhnCheck('79927398713')).toBe(true);
    expect(hasLuhnCheck('79927398714')).toBe(false);
    // saudi-id-validator's README example.
    expect(hasLuhnCheck('1000000008')).toBe(true);
    expect(hasLuhnCheck('1000000000')).toBe(false);
  });
});
