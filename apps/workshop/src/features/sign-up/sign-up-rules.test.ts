import { createI18n, issueText } from '@servicebay/i18n';
import { checkWithRules, errorsOf, type RulesCheck } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import { emptySignUp, signUpRules, type SignUpValues } from './sign-up-rules';

const shown = (check: RulesCheck<unknown>, language: 'en' | 'ar' = 'en') => {
  const { t } = createI18n(language);
  return errorsOf(check, (issue) => issueText(t, issue));
};
const rules = signUpRules('+91', 10);
const complete = (overrides: Partial<SignUpValues> = {}): SignUpValues => ({
  workshopName: 'Kiran Motors',
  city: 'Bengaluru',
  place: { latitude: 12.97, longitude: 77.59, label: 'Indiranagar, Bengaluru' },
  ownerName: 'Kiran Shetty',
  mobileNumber: '9876543210',
  email: 'kiran@example.com',
  username: 'Kiran.S',
  password: 'Garage@2026',
  confirmPassword: 'Garage@2026',
  ...overrides,
});

describe('the sign-up rules', () => {
  it('send the workshop with its point, the owner and a lower-case username', () => {
    const check = checkWithRules(rules, complete());
    expect(check).toMatchObject({ ok: true, output: { latitude: 12.97, longitude: 77.59, username: 'kiran.s', city: 'Bengaluru' } });
  });

  it('ask for every field, the point included, in English and Arabic', () => {
    const check = checkWithRules(rules, emptySignUp());
    expect(shown(check)).toMatchObject({ workshopName: 'This field is required', city: 'This field is required', place: 'This field is required' });
    expect(shown(check, 'ar')).toMatchObject({ place: 'هذا الحقل مطلوب', ownerName: 'هذا الحقل مطلوب' });
  });

  it('check the number against the brand’s country and the e-mail', () => {
    const check = checkWithRules(rules, complete({ mobileNumber: '12345', email: 'kiran@' }));
    expect(shown(check)).toEqual({ mobileNumber: 'Enter a valid mobile number', email: 'Please enter valid email' });
  });
});
