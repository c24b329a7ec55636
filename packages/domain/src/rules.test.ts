import { describe, expect, it } from 'vitest';
import { addressSchema, ADDRESS_RULES } from './addresses/address';
import { ADDRESS_MESSAGES } from './addresses/address-messages';
import { ZPersonName } from './profile/personal-details';
import { PROFILE_MESSAGES } from './profile/profile-messages';
import { issueEnglish, issueRule, isRuleCode, RULE_CODES, ruleEnglish } from './rules';

describe('rule codes', () => {
  it('name each rule once, as <area>.<name>', () => {
    expect(new Set(RULE_CODES).size).toBe(RULE_CODES.length);
    expect(RULE_CODES).toContain('profile.nameRequired');
    expect(RULE_CODES).toContain('plate.invalid');
    expect(RULE_CODES.every(isRuleCode)).toBe(true);
  });

  it('a schema issue carries its code; its English is the spec message', () => {
    const issue = ZPersonName.safeParse('Ab').error!.issues[0]!;
    expect(issue.message).toBe('profile.nameTooShort');
    expect(issueEnglish(issue)).toBe(PROFILE_MESSAGES.nameTooShort);
  });

  it('a length issue brings its limit, so one rule serves every limit', () => {
    const issue = addressSchema('+91')
      .safeParse({ city: 'x'.repeat(33) })
      .error!.issues.find((i) => i.path[0] === 'city')!;
    expect(issueRule(issue)).toEqual({ rule: ADDRESS_RULES.tooLong, values: { max: 32 } });
    expect(issueEnglish(issue)).toBe(ADDRESS_MESSAGES.tooLong(32));
    expect(ruleEnglish('document.fieldMandatory', { field: 'Policy Number' })).toBe('Policy Number is mandatory');
  });

  it('leaves an issue without a code as zod wrote it', () => {
    expect(issueRule({ message: 'Invalid input' })).toBeNull();
    expect(issueEnglish({ message: 'Invalid input' })).toBe('Invalid input');
  });
});
