import { describe, expect, it } from 'vitest';
import { issueEnglish, issueRule } from '../rules';
import {
  bankAccountNumberSchema,
  bankDetailsSchema,
  hasValidIbanCheckDigits,
  IBAN_FORMATS,
  ibanProblem,
  IFSC_EXAMPLE,
  isIfsc,
  isIndianAccountNumber,
  ZBranchCode,
  ZIfsc,
  type IbanCountryCode,
} from './bank-details';

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const messages = (result: Result) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('IFSC (India)', () => {
  it.each(['SBIN0001234', 'HDFC0000123', 'ICIC0ABC123', ' sbin 000 1234 '])('accepts %s', (ifsc) => {
    expect(isIfsc(ifsc)).toBe(true);
  });
  it.each(['SBIN1001234', 'SBI00001234', 'SBIN000123', 'SBIN00012345', 'SBIN0-01234', '1BIN0001234'])('refuses %s', (ifsc) => {
    expect(isIfsc(ifsc)).toBe(false);
  });
  it('stores it compact, and a refusal shows the example', () => {
    expect(ZIfsc.parse(' sbin0001234 ')).toBe('SBIN0001234');
    const issue = ZIfsc.safeParse('SBIN1001234').error!.issues[0]!;
    expect(issueRule(issue)).toEqual({ rule: 'bankDetails.ifscInvalid', values: { example: IFSC_EXAMPLE } });
    expect(issueEnglish(issue)).toBe('Enter a valid IFSC: 4 letters, 0, then 6 letters or digits, for example SBIN0001234');
    expect(messages(ZIfsc.safeParse(''))).toEqual(['workshopField.required']);
    expect(isIfsc(IFSC_EXAMPLE)).toBe(true);
  });
});

describe('account numbers', () => {
  it('India: digits only, 9 to 18 of them', () => {
    expect(isIndianAccountNumber('123456789')).toBe(true);
    expect(isIndianAccountNumber('123456789012345678')).toBe(true);
    expect(isIndianAccountNumber('1234 5678 9012')).toBe(true);
    expect(isIndianAccountNumber('12345678')).toBe(false);
    expect(isIndianAccountNumber('1234567890123456789')).toBe(false);
    expect(isIndianAccountNumber('12345678A')).toBe(false);
    const schema = bankAccountNumberSchema('+91');
    expect(schema.parse('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(messages(schema.safeParse('1234'))).toEqual(['bankDetails.accountNumberInvalid']);
    expect(messages(schema.safeParse(' '))).toEqual(['workshopField.required']);
  });

  it('the Gulf: an IBAN, each market’s example passing its own rule', () => {
    for (const [countryCode, format] of Object.entries(IBAN_FORMATS)) {
      expect(bankAccountNumberSchema(countryCode as IbanCountryCode).parse(format.example), countryCode).toBe(format.example.replace(/ /g, ''));
      expect(format.example.replace(/ /g, '')).toHaveLength(format.length);
    }
  });

  it('checks the IBAN’s check digits (ISO 13616 mod 97)', () => {
    expect(hasValidIbanCheckDigits('SA0380000000608010167519')).toBe(true);
    expect(hasValidIbanCheckDigits('GB82WEST12345698765432')).toBe(true);
    // One digit changed, or two neighbours swapped: the check digits no longer match.
    expect(ibanProblem('+966', 'SA0380000000608010167518')).toBe('checkDigits');
    expect(ibanProblem('+966', 'SA0380000000608010165719')).toBe('checkDigits');
    expect(ibanProblem('+971', 'AE070331234567890123456')).toBeNull();
    expect(ibanProblem('+973', 'bh67 bmag 0000 1299 1234 56')).toBeNull();
  });

  it('refuses another country’s IBAN, a wrong length or a wrong layout, showing the market’s example', () => {
    expect(ibanProblem('+966', 'AE070331234567890123456')).toBe('layout');
    expect(ibanProblem('+971', 'AE07033123456789012345')).toBe('layout');
    expect(ibanProblem('+973', 'BH671234000012991234567')).toBe('layout');
    const issue = bankAccountNumberSchema('+971').safeParse('AE0703312345678901234567').error!.issues[0]!;
    expect(issueRule(issue)).toEqual({ rule: 'bankDetails.ibanInvalid', values: { example: 'AE07 0331 2345 6789 0123 456' } });
    expect(issueEnglish(issue)).toBe('Enter a valid IBAN, for example AE07 0331 2345 6789 0123 456');
    expect(messages(bankAccountNumberSchema('+966').safeParse('SA0380000000608010167518'))).toEqual(['bankDetails.ibanCheckDigits']);
    // An Indian account number is not an IBAN.
    expect(messages(bankAccountNumberSchema('+973').safeParse('123456789012'))).toEqual(['bankDetails.ibanInvalid']);
  });
});

describe('branch code', () => {
  it('is up to 11 letters or digits, stored compact', () => {
    expect(ZBranchCode.parse(' sbin0001234 ')).toBe('SBIN0001234');
    expect(ZBranchCode.parse('12')).toBe('12');
    expect(messages(ZBranchCode.safeParse('ABCDEFGHIJKL'))).toEqual(['bankDetails.branchCodeInvalid']);
    expect(messages(ZBranchCode.safeParse('BR-12'))).toEqual(['bankDetails.branchCodeInvalid']);
    expect(messages(ZBranchCode.safeParse(''))).toEqual(['workshopField.required']);
  });
});

describe('bank details', () => {
  it('India asks for the IFSC; the branch code is optional', () => {
    const schema = bankDetailsSchema('+91');
    expect(schema.parse({ bankName: ' State Bank of India ', accountNumber: '123456789012', ifsc: 'sbin0001234' })).toEqual({
      bankName: 'State Bank of India',
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
      branchCode: null,
    });
    const result = schema.safeParse({ bankName: '', accountNumber: '12', branchCode: 'TOO-LONG-CODE' });
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['bankName', 'workshopField.required'],
      ['accountNumber', 'bankDetails.accountNumberInvalid'],
      ['ifsc', 'workshopField.required'],
      ['branchCode', 'bankDetails.branchCodeInvalid'],
    ]);
    expect(schema.safeParse({ bankName: 'x'.repeat(101), accountNumber: '123456789', ifsc: IFSC_EXAMPLE }).error!.issues[0]).toMatchObject({
      message: 'workshopField.tooLong',
      maximum: 100,
    });
  });

  it('the Gulf pays by IBAN alone: an IFSC is not asked for, and dropped if sent', () => {
    expect(
      bankDetailsSchema('+966').parse({ bankName: 'Al Rajhi Bank', accountNumber: 'SA03 8000 0000 6080 1016 7519', ifsc: 'SBIN0001234', branchCode: '' }),
    ).toEqual({
      bankName: 'Al Rajhi Bank',
      accountNumber: 'SA0380000000608010167519',
      ifsc: null,
      branchCode: null,
    });
    expect(bankDetailsSchema('+971').parse({ bankName: 'Emirates NBD', accountNumber: 'AE070331234567890123456' })).toMatchObject({ ifsc: null });
  });
});
