import { describe, expect, it } from 'vitest';
import { readPersonalDetails, type PersonalDetailsValues } from './personal-details';

const adult = (): string => `${new Date().getUTCFullYear() - 30}-05-20`;
const values = (overrides: Partial<PersonalDetailsValues> = {}): PersonalDetailsValues => ({
  name: 'Asha Rao',
  email: '',
  gender: 'Female',
  dateOfBirth: adult(),
  ...overrides,
});

describe('reading personal details', () => {
  it('accepts a complete form; an empty email is no email', () => {
    expect(readPersonalDetails(values(), { hasMobileNumber: true })).toEqual({
      ok: true,
      details: { name: 'Asha Rao', email: null, gender: 'Female', date_of_birth: adult() },
    });
  });

  it('gives the spec messages for a short name, a bad email, no gender and an under-age birth date', () => {
    const tooYoung = `${new Date().getUTCFullYear() - 10}-01-01`;
    const result = readPersonalDetails(values({ name: 'Ab', email: 'asha@', gender: null, dateOfBirth: tooYoung }), { hasMobileNumber: true });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name should have minimum 3 characters',
        email: 'Please enter valid email',
        gender: 'Please select gender',
        dateOfBirth: 'Age should be greater than 18',
      },
    });
  });

  it('refuses a birth date in the future', () => {
    const future = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(readPersonalDetails(values({ dateOfBirth: future }), { hasMobileNumber: true })).toMatchObject({
      ok: false,
      errors: { dateOfBirth: 'Date of birth cannot be in the future' },
    });
  });

  it('asks a customer without a number for one', () => {
    expect(readPersonalDetails(values(), { hasMobileNumber: false })).toEqual({ ok: false, errors: { mobileNumber: 'Please enter mobile number' } });
  });
});
