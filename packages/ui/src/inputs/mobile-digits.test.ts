import { describe, expect, it } from 'vitest';
import { mobileDigitsFromInput } from './mobile-digits';

describe('mobile number field', () => {
  it('keeps digits only', () => {
    expect(mobileDigitsFromInput('+91', '98a76-5 4', 10)).toBe('987654');
  });
  it('caps at the brand digit count', () => {
    expect(mobileDigitsFromInput('+973', '360012345', 8)).toBe('36001234');
  });
  it('drops a pasted country prefix before capping', () => {
    expect(mobileDigitsFromInput('+91', '+91 98765 43210', 10)).toBe('9876543210');
    expect(mobileDigitsFromInput('+91', '09876543210', 10)).toBe('9876543210');
    expect(mobileDigitsFromInput('+966', '+966 51 234 5678', 9)).toBe('512345678');
  });
});
