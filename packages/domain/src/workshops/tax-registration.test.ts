import { describe, expect, it } from 'vitest';
import { issueEnglish, issueRule } from '../rules';
import { GST_STATE_CODES, gstinCheckCharacter, gstinMatchesStateCode, gstinProblem, gstinStateCode, normalizeGstStateCode } from './gstin';
import {
  checkTaxRegistration,
  gstinForStateSchema,
  normalizeTaxNumber,
  optionalTaxRegistrationSchema,
  TAX_COUNTRIES,
  TAX_COUNTRY_OF,
  TAX_REGISTRATION_EXAMPLES,
  taxRegistrationSchema,
  ZGstStateCode,
  type TaxCountry,
} from './tax-registration';

/** A refusal: the rule's code, the country's example, and the English text with the example filled in. */
const refusal = (rule: string, example: string, message: string) => ({ ok: false, rule: `taxRegistration.${rule}`, values: { example }, message });

describe('GSTIN (India)', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '24AAACC1206D1ZM'])('accepts the real GSTIN %s', (gstin) => {
    expect(checkTaxRegistration('IN', gstin)).toEqual({ ok: true, number: gstin });
  });

  it('computes the check character by the mod-36 scheme', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
    expect(gstinCheckCharacter('24AAACC1206D1Z')).toBe('M');
  });

  it('refuses a wrong check character: one mistyped character is caught', () => {
    expect(checkTaxRegistration('IN', '27AAPFU0939F1ZW')).toEqual(
      refusal('gstinCheckCharacter', '27AAPFU0939F1ZV', 'This GST number’s last character does not match the rest; check it for a typing mistake'),
    );
    // A typo in the PAN, or two neighbours swapped, changes the check character too.
    expect(checkTaxRegistration('IN', '27AAPFV0939F1ZV').ok).toBe(false);
    expect(checkTaxRegistration('IN', '27AAPFU9039F1ZV').ok).toBe(false);
  });

  it.each([
    ['too short', '27AAPFU0939F1Z'],
    ['too long', '27AAPFU0939F1ZVV'],
    ['a digit in the PAN letters', '27AAP1U0939F1ZV'],
    ['a letter in the PAN digits', '27AAPFU09A9F1ZV'],
    ['entity number 0', '27AAPFU0939F0ZV'],
    ['no Z at 14', '27AAPFU0939F1XV'],
    ['a dash inside', '27-AAPFU0939F1ZV'],
  ])('refuses a malformed number (%s)', (_why, gstin) => {
    expect(checkTaxRegistration('IN', gstin)).toEqual(
      refusal('gstinInvalid', '27AAPFU0939F1ZV', 'Enter a valid GST number of 15 characters, for example 27AAPFU0939F1ZV'),
    );
  });

  it('accepts the state codes 01 to 38, 97 and 99 only', () => {
    const codes = Object.keys(GST_STATE_CODES).sort();
    expect(codes).toEqual([...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97', '99']);
    for (const code of ['00', '39', '50', '96', '98']) {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(checkTaxRegistration('IN', first14 + gstinCheckCharacter(first14)), code).toMatchObject({ rule: 'taxRegistration.gstinStateInvalid' });
    }
    const centre = '99AAPFU0939F1Z';
    expect(checkTaxRegistration('IN', centre + gstinCheckCharacter(centre)).ok).toBe(true);
  });

  it('reads the state code of a valid GSTIN only', () => {
    expect(gstinStateCode('29AAGCB7383J1Z4')).toBe('29');
    expect(gstinStateCode(' 29aagcb7383j1z4 ')).toBe('29');
    expect(gstinStateCode('29AAGCB7383J1Z5')).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeNull();
  });

  it('matches a GSTIN to a state code written as the workshop stores it', () => {
    expect(gstinMatchesStateCode('07AAACR5055K1Z' + gstinCheckCharacter('07AAACR5055K1Z'), 7)).toBe(true);
    expect(gstinMatchesStateCode('29AAGCB7383J1Z4', '29')).toBe(true);
    expect(gstinMatchesStateCode('29AAGCB7383J1Z4', '27')).toBe(false);
    expect(gstinMatchesStateCode('29AAGCB7383J1Z4', '2')).toBe(false);
    expect(normalizeGstStateCode('7')).toBe('07');
    expect(normalizeGstStateCode(' 99 ')).toBe('99');
    expect(normalizeGstStateCode('40')).toBeNull();
    expect(normalizeGstStateCode('ab')).toBeNull();
  });
});

describe('the Gulf and Tanzania', () => {
  it.each([
    ['SA', '310122393500003'],
    ['SA', '300000000000003'],
    ['AE', '100123456700003'],
    ['AE', '100000000000000'],
    ['BH', '200012345600002'],
    ['BH', '012345678901234'],
    ['TZ', '123-456-789'],
    ['TZ', 'ABC-123-123'],
    ['TZ', 'A1B-123-123'],
  ] as const)('%s accepts %s', (country, number) => {
    expect(checkTaxRegistration(country, number)).toEqual({ ok: true, number });
  });

  it.each([
    ['SA', '310122393500002', 'saudiVatInvalid', 'Enter a valid VAT number: 15 digits starting and ending with 3, for example 310122393500003'],
    ['SA', '210122393500003', 'saudiVatInvalid', 'Enter a valid VAT number: 15 digits starting and ending with 3, for example 310122393500003'],
    ['SA', '31012239350003', 'saudiVatInvalid', 'Enter a valid VAT number: 15 digits starting and ending with 3, for example 310122393500003'],
    ['AE', '101123456700003', 'uaeTrnInvalid', 'Enter a valid TRN: 15 digits starting with 100, for example 100123456700003'],
    ['AE', '1001234567000031', 'uaeTrnInvalid', 'Enter a valid TRN: 15 digits starting with 100, for example 100123456700003'],
    ['BH', '20001234560000', 'bahrainVatInvalid', 'Enter a valid VAT account number of 15 digits, for example 200012345600002'],
    ['BH', '20001234560000A', 'bahrainVatInvalid', 'Enter a valid VAT account number of 15 digits, for example 200012345600002'],
    ['TZ', 'ABC-ABC-123', 'tanzaniaTaxInvalid', 'Enter a valid TIN or VRN, for example 123-456-789'],
    ['TZ', '12-345-6789', 'tanzaniaTaxInvalid', 'Enter a valid TIN or VRN, for example 123-456-789'],
    ['TZ', '1234-456-789', 'tanzaniaTaxInvalid', 'Enter a valid TIN or VRN, for example 123-456-789'],
  ] as const)('%s refuses %s, showing its own example', (country, number, rule, message) => {
    expect(checkTaxRegistration(country, number)).toEqual(refusal(rule, TAX_REGISTRATION_EXAMPLES[country], message));
  });

  it('writes a Tanzanian number with its dashes, however it was typed', () => {
    expect(checkTaxRegistration('TZ', '123456789')).toEqual({ ok: true, number: '123-456-789' });
    expect(checkTaxRegistration('TZ', 'abc 123 123')).toEqual({ ok: true, number: 'ABC-123-123' });
  });
});

describe('every country', () => {
  it('has an example its own rule accepts, and a market maps onto it', () => {
    for (const country of TAX_COUNTRIES) expect(checkTaxRegistration(country, TAX_REGISTRATION_EXAMPLES[country]).ok, country).toBe(true);
    expect(TAX_COUNTRY_OF).toEqual({ '+91': 'IN', '+966': 'SA', '+971': 'AE', '+973': 'BH' });
  });

  it('normalises: trimmed, upper case, Western digits, no spaces or direction marks', () => {
    expect(normalizeTaxNumber(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(normalizeTaxNumber('٣١٠١ ٢٢٣٩ ٣٥٠٠ ٠٠٣')).toBe('310122393500003');
    expect(normalizeTaxNumber('\u200F۱۰۰۱۲۳۴۵۶۷۰۰۰۰۳')).toBe('100123456700003');
    expect(checkTaxRegistration('SA', '٣١٠١٢٢٣٩٣٥٠٠٠٠٣')).toEqual({ ok: true, number: '310122393500003' });
    expect(checkTaxRegistration('IN', '27 aapfu 0939 f1zv')).toEqual({ ok: true, number: '27AAPFU0939F1ZV' });
  });

  it('asks for a missing number with the spec’s required text', () => {
    for (const country of TAX_COUNTRIES) {
      expect(checkTaxRegistration(country, '  ')).toEqual({
        ok: false,
        rule: 'workshopField.required',
        values: { example: TAX_REGISTRATION_EXAMPLES[country] },
        message: 'This field is required',
      });
    }
    expect(checkTaxRegistration('IN', null)).toMatchObject({ rule: 'workshopField.required' });
  });
});

describe('schemas', () => {
  const issueOf = (result: { error?: { issues: { message: string }[] } }) => result.error!.issues[0]!;

  it('a refusal carries the rule code and the example, so the app shows it in the user’s language', () => {
    const issue = issueOf(taxRegistrationSchema('AE').safeParse('12345'));
    expect(issueRule(issue)).toEqual({ rule: 'taxRegistration.uaeTrnInvalid', values: { example: '100123456700003' } });
    expect(issueEnglish(issue)).toBe('Enter a valid TRN: 15 digits starting with 100, for example 100123456700003');
    expect(issueOf(taxRegistrationSchema('IN').safeParse(undefined)).message).toBe('workshopField.required');
    expect(taxRegistrationSchema('TZ').parse('123 456 789')).toBe('123-456-789');
  });

  it('an optional number is null when left out, and checked when given', () => {
    const schema = optionalTaxRegistrationSchema('BH');
    for (const none of ['', '  ', null, undefined]) expect(schema.parse(none)).toBeNull();
    expect(schema.parse('200012345600002')).toBe('200012345600002');
    expect(issueOf(schema.safeParse('123')).message).toBe('taxRegistration.bahrainVatInvalid');
  });

  it('a GSTIN for a state must carry that state’s code', () => {
    expect(gstinForStateSchema('29').parse('29aagcb7383j1z4')).toBe('29AAGCB7383J1Z4');
    const issue = issueOf(gstinForStateSchema(27).safeParse('29AAGCB7383J1Z4'));
    expect(issueRule(issue)).toEqual({ rule: 'taxRegistration.gstinStateMismatch', values: { stateCode: '27' } });
    expect(issueEnglish(issue)).toBe('A GST number must match the state code: this one should start with 27');
    // A state code GST does not have matches no number.
    expect(gstinForStateSchema('45').safeParse('29AAGCB7383J1Z4').success).toBe(false);
  });

  it('a GST state code is one of GST’s, stored as two digits', () => {
    expect(ZGstStateCode.parse(7)).toBe('07');
    expect(ZGstStateCode.parse('29')).toBe('29');
    expect(issueOf(ZGstStateCode.safeParse('39')).message).toBe('taxRegistration.gstStateCodeInvalid');
    expect(issueOf(ZGstStateCode.safeParse('')).message).toBe('workshopField.required');
  });

  it('every country’s schema accepts its example', () => {
    for (const country of TAX_COUNTRIES as readonly TaxCountry[])
      expect(taxRegistrationSchema(country).safeParse(TAX_REGISTRATION_EXAMPLES[country]).success).toBe(true);
  });
});
