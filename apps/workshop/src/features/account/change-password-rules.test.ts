import { createI18n, issueText } from '@servicebay/i18n';
import { checkWithRules, errorsOf } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import { changePasswordRules } from './change-password-rules';

describe('the change-password rules', () => {
  it('refuse a new password like the current one, and an unconfirmed one, in Arabic too', () => {
    const check = checkWithRules(changePasswordRules, { currentPassword: 'Garage@2026', newPassword: 'Garage@2026', confirmPassword: 'Garage@2027' });
    const { t } = createI18n('ar');
    expect(errorsOf(check, (issue) => issueText(t, issue))).toEqual({
      newPassword: 'يجب أن تختلف كلمة المرور الجديدة عن كلمة المرور الحالية',
      confirmPassword: 'يجب أن تتطابق كلمة المرور وتأكيد كلمة المرور',
    });
  });

  it('show the server’s refusal of the current password by its code', () => {
    const { t } = createI18n('en');
    expect(issueText(t, { message: 'staff/wrong-current-password' })).toBe('Please re-check the Current Password');
  });
});
