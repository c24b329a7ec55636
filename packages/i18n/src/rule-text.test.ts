import { describe, expect, it } from 'vitest';
import { createI18n } from './all-catalogues';
import { issueText, ruleKey } from './rule-text';

describe('issue texts', () => {
  const en = createI18n('en').t;
  const ar = createI18n('ar').t;

  it('place a rule code in its area of the catalogues', () => {
    expect(ruleKey('address.tooLong')).toBe('addresses.rules.tooLong');
    expect(ruleKey('profile.nameRequired')).toBe('profile.rules.nameRequired');
    expect(ruleKey('plate.invalid')).toBe('garage.plate.invalid');
  });

  it('show a rule by its code in the user’s language, with the values the issue brings', () => {
    expect(issueText(en, { message: 'profile.genderRequired' })).toBe('Please select gender');
    expect(issueText(ar, { message: 'profile.genderRequired' })).toBe('يرجى اختيار الجنس');
    expect(issueText(en, { message: 'address.tooLong', maximum: 32 })).toBe('Maximum 32 characters allowed');
    expect(issueText(en, { message: 'document.fieldMandatory', params: { field: 'Policy Number' } })).toBe('Policy Number is mandatory');
  });

  it('show a server refusal by its error code, and any other message as it is', () => {
    expect(issueText(en, { message: 'garage/fuel-mismatch' })).toBe('Selected variant doesnot match with fuel type');
    expect(issueText(ar, { message: 'request/invalid' })).not.toBe('request/invalid');
    expect(issueText(en, { message: 'Invalid input' })).toBe('Invalid input');
  });
});
