import { createI18n, issueText } from '@servicebay/i18n';
import { checkWithRules, errorsOf, type RulesCheck } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import { isResetToken, loginRules, resetRules } from './sign-in-rules';

const shown = (check: RulesCheck<unknown>, language: 'en' | 'ar' = 'en') => {
  const { t } = createI18n(language);
  return errorsOf(check, (issue) => issueText(t, issue));
};
const TOKEN = 'k'.repeat(43);

describe('the sign-in screens’ rules', () => {
  it('require a username and a password, in the reader’s language', () => {
    expect(shown(checkWithRules(loginRules, { username: ' ', password: '' }))).toEqual({
      username: 'This field is required',
      password: 'This field is required',
    });
    expect(shown(checkWithRules(loginRules, { username: '', password: 'x' }), 'ar')).toEqual({ username: 'هذا الحقل مطلوب' });
  });

  it('set a new password only when it meets the spec’s rule and is confirmed, sending the link’s token', () => {
    const weak = checkWithRules(resetRules(TOKEN), { password: 'garage', confirmPassword: 'garage2' });
    expect(shown(weak)).toEqual({ password: 'Password should have minimum 8 characters', confirmPassword: 'Password and confirm password must match' });
    expect(checkWithRules(resetRules(TOKEN), { password: 'Garage@2027', confirmPassword: 'Garage@2027' })).toEqual({
      ok: true,
      output: { token: TOKEN, password: 'Garage@2027', confirmPassword: 'Garage@2027' },
    });
  });

  it('know an incomplete link', () => {
    expect(isResetToken(TOKEN)).toBe(true);
    expect(isResetToken(null)).toBe(false);
    expect(isResetToken('short')).toBe(false);
  });
});
