import { describe, expect, it } from 'vitest';
import { checkMobileNumber, maskMobileNumber, MOBILE_INVALID_MESSAGE } from './phone';

const invalid = { ok: false, message: MOBILE_INVALID_MESSAGE };

describe('mobile numbers, India (+91)', () => {
  it('accepts 10 digits starting 1-9', () => {
    expect(checkMobileNumber('+91', '9876543210', 10)).toEqual({
      ok: true,
      nationalNumber: '9876543210',
      e164: '+919876543210',
    });
  });
  it('removes an optional leading 0 or +91', () => {
    expect(checkMobileNumber('+91', '09876543210', 10)).toMatchObject({ ok: true, nationalNumber: '9876543210' });
    expect(checkMobileNumber('+91', '+919876543210', 10)).toMatchObject({ ok: true, nationalNumber: '9876543210' });
    expect(checkMobileNumber('+91', '98765 43210', 10)).toMatchObject({ ok: true, e164: '+919876543210' });
  });
  it.each(['0876543210', '987654321', '98765432101', '98765abcde', ''])('refuses %j', (raw) => {
    expect(checkMobileNumber('+91', raw, 10)).toEqual(invalid);
  });
});

describe('mobile numbers, Gulf', () => {
  it('Saudi Arabia (+966) takes nine digits', () => {
    expect(checkMobileNumber('+966', '512345678', 9)).toMatchObject({ ok: true, e164: '+966512345678' });
    expect(checkMobileNumber('+966', '51234567', 9)).toEqual(invalid);
    expect(checkMobileNumber('+966', '5123456789', 9)).toEqual(invalid);
  });
  it('UAE (+971) takes nine digits', () => {
    expect(checkMobileNumber('+971', '501234567', 9)).toMatchObject({ ok: true, e164: '+971501234567' });
    expect(checkMobileNumber('+971', '05012345', 9)).toEqual(invalid);
    expect(checkMobileNumber('+971', '0501234567', 9)).toEqual(invalid);
  });
  it('Bahrain (+973) takes eight digits', () => {
    expect(checkMobileNumber('+973', '36001234', 8)).toMatchObject({ ok: true, e164: '+97336001234' });
    expect(checkMobileNumber('+973', '3600123', 8)).toEqual(invalid);
    expect(checkMobileNumber('+973', '360012345', 8)).toEqual(invalid);
  });
});

describe('brand digit count', () => {
  it('must agree with the number', () => {
    expect(checkMobileNumber('+91', '9876543210', 9)).toEqual(invalid);
  });
  it('unknown country codes are refused with their own message', () => {
    expect(checkMobileNumber('+1', '2025550123')).toEqual({ ok: false, message: 'This country code is not supported' });
  });
});

describe('masking', () => {
  it('shows only the last four digits', () => {
    expect(maskMobileNumber('+91', '9876543210')).toBe('+91 ******3210');
    expect(maskMobileNumber('+973', '36001234')).toBe('+973 ****1234');
  });
});
