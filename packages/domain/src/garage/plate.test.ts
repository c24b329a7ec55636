import { describe, expect, it } from 'vitest';
import { checkPlate, isTemporaryPlate, PLATE_INVALID_MESSAGE, PLATE_MISSING_MESSAGE } from './plate';

const invalid = { ok: false, rule: 'plate.invalid', message: PLATE_INVALID_MESSAGE };

describe('India (+91)', () => {
  it.each(['KA01AB1234', 'ka 01 ab 1234', 'MH12Z1234', 'DL3CAB1234', 'TN-09-BX-4521', 'UP16CT0005', 'GJ01KB0999'])('accepts %s', (plate) => {
    expect(checkPlate('+91', plate).ok).toBe(true);
  });
  it.each(['22BH1234AA', '21 BH 0001 B'])('accepts the Bharat series %s', (plate) => {
    expect(checkPlate('+91', plate).ok).toBe(true);
  });
  it.each(['XX01AB1234', 'KA01AB12345', 'KA01ABCD1234', '1234', 'KA01AB0000', '22BH1234IO', 'KA01', 'UP16CT5'])('refuses %s', (plate) => {
    expect(checkPlate('+91', plate)).toEqual(invalid);
  });
  it('normalises to upper case without separators', () => {
    expect(checkPlate('+91', ' ka-01-ab-1234 ')).toEqual({ ok: true, plate: 'KA01AB1234' });
  });
});

describe('Saudi Arabia (+966)', () => {
  it.each(['1234BUA', '1234 BUA', '7 ABD', '5521 RSX'])('accepts %s', (plate) => {
    expect(checkPlate('+966', plate).ok).toBe(true);
  });
  it.each(['1234BOA', '12345ABC', 'ABCD', '1234'])('refuses %s', (plate) => {
    expect(checkPlate('+966', plate)).toEqual(invalid);
  });
});

describe('UAE (+971)', () => {
  it.each(['DUBAI A 12345', 'Dubai AA 1234', 'A 12345', 'AD 1 12345', 'SHARJAH 3 45678', 'RAK 12345'])('accepts %s', (plate) => {
    expect(checkPlate('+971', plate).ok).toBe(true);
  });
  it.each(['DUBAI ABC 12345', 'A 123456', '1234BUA'])('refuses %s', (plate) => {
    expect(checkPlate('+971', plate)).toEqual(invalid);
  });
});

describe('Bahrain (+973)', () => {
  it.each(['123456', '45 678', '7'])('accepts %s', (plate) => {
    expect(checkPlate('+973', plate).ok).toBe(true);
  });
  it.each(['1234567', 'AB1234', '0'])('refuses %s', (plate) => {
    expect(checkPlate('+973', plate)).toEqual(invalid);
  });
});

describe('missing and temporary numbers', () => {
  it('an empty number asks for one', () => {
    expect(checkPlate('+91', '  ')).toEqual({ ok: false, rule: 'plate.missing', message: PLATE_MISSING_MESSAGE });
    expect(checkPlate('+91', undefined)).toEqual({ ok: false, rule: 'plate.missing', message: PLATE_MISSING_MESSAGE });
  });
  it('a temporary number is 4 digits then 3 letters', () => {
    expect(checkPlate('+91', '1234ABC', true)).toEqual({ ok: true, plate: '1234ABC' });
    expect(checkPlate('+91', '123ABC', true)).toEqual(invalid);
    expect(checkPlate('+91', 'KA01AB1234', true)).toEqual(invalid);
  });
  it('the Saudi temporary format ABC-123-123 is accepted', () => {
    expect(isTemporaryPlate('ABC-123-123')).toBe(true);
    expect(checkPlate('+966', 'ABC-123-123', true).ok).toBe(true);
  });
});
