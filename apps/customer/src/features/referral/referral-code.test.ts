import { describe, expect, it } from 'vitest';
import { createI18n } from '@servicebay/i18n';
import { aroundValue, checkReferralCode, referralsUsedPercent } from './referral-code';

describe('the referral code field (customer spec section 5)', () => {
  it('refuses a blank code with the spec’s rule', () => {
    for (const typed of ['', '   ', '\t']) expect(checkReferralCode(typed)).toEqual({ isValid: false, rule: 'empty' });
  });

  it('sends a typed code trimmed and uppercased, as the server keeps codes', () => {
    expect(checkReferralCode('  ab3cd5ef ')).toEqual({ isValid: true, code: 'AB3CD5EF' });
  });

  it('a code longer than any code belongs to no one', () => {
    expect(checkReferralCode('X'.repeat(21))).toEqual({ isValid: false, rule: 'unknown' });
  });
});

describe('referrals used, for the progress bar', () => {
  it('goes from 0 to 100 over the three referrals, never past either end', () => {
    expect(referralsUsedPercent({ referralsUsed: 0, referralsTotal: 3 })).toBe(0);
    expect(referralsUsedPercent({ referralsUsed: 1, referralsTotal: 3 })).toBe(33);
    expect(referralsUsedPercent({ referralsUsed: 3, referralsTotal: 3 })).toBe(100);
    expect(referralsUsedPercent({ referralsUsed: 5, referralsTotal: 3 })).toBe(100);
    expect(referralsUsedPercent({ referralsUsed: 0, referralsTotal: 0 })).toBe(100);
  });
});

describe('a sentence around its value', () => {
  it('splits the joined-with text where the code goes, in either language', () => {
    expect(aroundValue((code) => createI18n('en').t('referral.apply.joined', { code }))).toEqual({ before: 'You joined with code ', after: '' });
    expect(aroundValue((code) => createI18n('ar').t('referral.apply.joined', { code }))).toEqual({ before: 'انضممت باستخدام الرمز ', after: '' });
    expect(aroundValue((value) => `a ${value} b`)).toEqual({ before: 'a ', after: ' b' });
  });
});
