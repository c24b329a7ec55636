import { describe, expect, it } from 'vitest';
import { checkPlate, isTemporaryPlate, PLATE_EXAMPLES, SAUDI_PLATE_LETTERS } from './plate';
import type { CountryCode } from '../shared/phone';

/** A refusal shows the expected format of the brand's country, in the rule's values and in the English message. */
const refusal = (key: 'missing' | 'invalid', example: string) => ({
  ok: false,
  rule: `plate.${key}`,
  values: { example },
  message: `${key === 'missing' ? 'please enter registration number' : 'enter valid license plate'}, for example ${example}`,
});
const invalid = refusal('invalid', 'KA01AB1234');

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
    expect(checkPlate('+966', plate)).toEqual(refusal('invalid', '1234 BUA'));
  });
  it('reads the Arabic line of a plate as the Latin one: letters reversed (read right to left), Arabic-Indic digits', () => {
    expect(checkPlate('+966', '١٢٣٤ ا و ب')).toEqual({ ok: true, plate: '1234BUA' });
    expect(checkPlate('+966', 'ح ط ا ١٢٣٤')).toEqual({ ok: true, plate: '1234ATJ' });
    expect(checkPlate('+966', '1234 BUA')).toEqual({ ok: true, plate: '1234BUA' });
    expect(checkPlate('+966', 'BUA 1234')).toEqual({ ok: true, plate: '1234BUA' });
    expect(checkPlate('+966', '\u200F٥٥٢١ س ر ص')).toEqual({ ok: true, plate: '5521XRS' });
    expect(checkPlate('+966', '۱۲۳ أ ي')).toEqual({ ok: true, plate: '123VA' });
  });
  it('maps each of the 17 Arabic plate letters to its Latin letter', () => {
    expect(Object.keys(SAUDI_PLATE_LETTERS).join('')).toBe('ابحدرسصطعقكلمنهوى');
    for (const [arabic, latin] of Object.entries(SAUDI_PLATE_LETTERS)) expect(checkPlate('+966', `7 ${arabic}`)).toEqual({ ok: true, plate: `7${latin}` });
  });
  it.each(['١٢٣٤ ج', '1234 ا B', '١٢٣٤٥ ا', 'ا ب ح د 1', '1234 ابحد'])('refuses %s (a letter not on plates, mixed scripts, too long)', (plate) => {
    expect(checkPlate('+966', plate)).toEqual(refusal('invalid', '1234 BUA'));
  });
});

describe('UAE (+971)', () => {
  it.each(['DUBAI A 12345', 'Dubai AA 1234', 'A 12345', 'AD 1 12345', 'SHARJAH 3 45678', 'RAK 12345'])('accepts %s', (plate) => {
    expect(checkPlate('+971', plate).ok).toBe(true);
  });
  it.each(['DUBAI ABC 12345', 'A 123456', '1234BUA'])('refuses %s', (plate) => {
    expect(checkPlate('+971', plate)).toEqual(refusal('invalid', 'DUBAI A 12345'));
  });
});

describe('Bahrain (+973)', () => {
  it.each(['123456', '45 678', '7'])('accepts %s', (plate) => {
    expect(checkPlate('+973', plate).ok).toBe(true);
  });
  it.each(['1234567', 'AB1234', '0'])('refuses %s', (plate) => {
    expect(checkPlate('+973', plate)).toEqual(refusal('invalid', '123456'));
  });
  it('reads Arabic-Indic digits', () => {
    expect(checkPlate('+973', '٤٥ ٦٧٨')).toEqual({ ok: true, plate: '45678' });
  });
});

describe('missing and temporary numbers', () => {
  it('an empty number asks for one, showing the country’s format', () => {
    expect(checkPlate('+91', '  ')).toEqual(refusal('missing', 'KA01AB1234'));
    expect(checkPlate('+966', undefined)).toEqual(refusal('missing', '1234 BUA'));
  });
  it('every market has an example that its own rule accepts', () => {
    for (const [country, example] of Object.entries(PLATE_EXAMPLES)) expect(checkPlate(country as CountryCode, example).ok, country).toBe(true);
  });
  it('a temporary number is 4 digits then 3 letters', () => {
    expect(checkPlate('+91', '1234ABC', true)).toEqual({ ok: true, plate: '1234ABC' });
    expect(checkPlate('+91', '123ABC', true)).toEqual(refusal('invalid', '1234ABC'));
    expect(checkPlate('+91', 'KA01AB1234', true)).toEqual(refusal('invalid', '1234ABC'));
  });
  it('the Saudi temporary format ABC-123-123 is accepted', () => {
    expect(isTemporaryPlate('ABC-123-123')).toBe(true);
    expect(checkPlate('+966', 'ABC-123-123', true).ok).toBe(true);
  });
});
