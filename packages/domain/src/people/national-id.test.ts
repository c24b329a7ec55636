import { describe, expect, it } from 'vitest';
import { formatNationalId, nationalIdOf } from './national-id';

describe('national ids of the markets', () => {
  it('India: a 12-digit Aadhaar starting 2 to 9 with its Verhoeff digit', () => {
    expect(nationalIdOf('+91', '2341 2341 2346')).toBe('234123412346');
    expect(nationalIdOf('+91', '٢٣٤١٢٣٤١٢٣٤٦')).toBe('234123412346');
    expect(nationalIdOf('+91', '234123412347')).toBeNull();
    // Starts with 1: no Aadhaar does, whatever its check digit (1 + 11 digits with a valid Verhoeff).
    expect(nationalIdOf('+91', '123412341234')).toBeNull();
    expect(nationalIdOf('+91', '23412341234')).toBeNull();
    expect(formatNationalId('+91', '234123412346')).toBe('2341 2341 2346');
  });

  it('Saudi Arabia: 10 digits, 1 (citizen) or 2 (iqama) first, with its Luhn digit', () => {
    expect(nationalIdOf('+966', '1000000008')).toBe('1000000008');
    expect(nationalIdOf('+966', '1000000000')).toBeNull();
    expect(nationalIdOf('+966', '3000000002')).toBeNull();
    expect(nationalIdOf('+966', '100000008')).toBeNull();
  });

  it('Bahrain: a 9-digit CPR', () => {
    expect(nationalIdOf('+973', '850312345')).toBe('850312345');
    expect(nationalIdOf('+973', '85031234')).toBeNull();
    expect(nationalIdOf('+973', '85031234X')).toBeNull();
  });

  it('UAE: 784-YYYY-NNNNNNN-C with its Luhn digit over the fifteen', () => {
    expect(nationalIdOf('+971', '784-1968-6570305-0')).toBe('784196865703050');
    expect(nationalIdOf('+971', '784-1968-6570305-1')).toBeNull();
    expect(nationalIdOf('+971', '785-1968-6570305-9')).toBeNull();
    expect(formatNationalId('+971', '784196865703050')).toBe('784-1968-6570305-0');
  });
});
