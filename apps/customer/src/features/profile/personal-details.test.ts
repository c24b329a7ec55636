import { checkWithRules } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import { shownErrors as shown } from '../../shared/shown-errors';
import { personalDetailsRules, type PersonalDetailsValues } from './personal-details';

const adult = (): string => `${new Date().getUTCFullYear() - 30}-05-20`;
const values = (overrides: Partial<PersonalDetailsValues> = {}): PersonalDetailsValues => ({
  name: 'Asha Rao',
  email: '',
  gender: 'Female',
  dateOfBirth: adult(),
  ...overrides,
});
const withNumber = personalDetailsRules({ hasMobileNumber: true });

describe('personal details rules', () => {
  it('accept a complete form; an empty email is no email', () => {
    expect(checkWithRules(withNumber, values())).toEqual({
      ok: true,
      output: { name: 'Asha Rao', email: null, gender: 'Female', date_of_birth: adult() },
    });
  });

  it('give the spec messages for a short name, a bad email, no gender and an under-age birth date', () => {
    const tooYoung = `${new Date().getUTCFullYear() - 10}-01-01`;
    const check = checkWithRules(withNumber, values({ name: 'Ab', email: 'asha@', gender: null, dateOfBirth: tooYoung }));
    expect(shown(check)).toEqual({
      name: 'Name should have minimum 3 characters',
      email: 'Please enter valid email',
      gender: 'Please select gender',
      dateOfBirth: 'Age should be greater than 18',
    });
  });

  it('show the same rules in Arabic, chosen by their codes', () => {
    const check = checkWithRules(withNumber, values({ name: '', gender: null }));
    expect(check).toMatchObject({ ok: false, issues: { name: { message: 'profile.nameRequired' }, gender: { message: 'profile.genderRequired' } } });
    expect(shown(check, 'ar')).toEqual({ name: 'يرجى إدخال الاسم', gender: 'يرجى اختيار الجنس' });
  });

  it('refuse a birth date in the future', () => {
    const future = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(shown(checkWithRules(withNumber, values({ dateOfBirth: future })))).toEqual({ dateOfBirth: 'Date of birth cannot be in the future' });
  });

  it('ask a customer without a number for one', () => {
    expect(shown(checkWithRules(personalDetailsRules({ hasMobileNumber: false }), values()))).toEqual({ mobileNumber: 'Please enter mobile number' });
  });
});
