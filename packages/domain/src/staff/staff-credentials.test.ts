import { describe, expect, it } from 'vitest';
import { issueEnglish } from '../rules';
import {
  isStrongPassword,
  isUsername,
  normalizeUsername,
  passwordProblems,
  STAFF_CREDENTIALS_RULES,
  withStaffPasswordConfirmation,
  ZChangeStaffPassword,
  ZStaffPassword,
  ZStaffPasswordWithConfirmation,
  ZStaffUsername,
} from './staff-credentials';
import { z } from 'zod';

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const issues = (result: Result) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
const R = STAFF_CREDENTIALS_RULES;

describe('password', () => {
  it('has at least 8 characters, one special character, one number and one uppercase letter (workshop spec section 5)', () => {
    for (const ok of ['Garage@2024', 'A1!aaaaa', 'Pass word 9?', 'كلمةA1!سر']) expect(isStrongPassword(ok), ok).toBe(true);
    expect(passwordProblems('A1!aaaa')).toEqual([R.passwordTooShort]);
    expect(passwordProblems('garage@2024')).toEqual([R.passwordNeedsUppercase]);
    expect(passwordProblems('Garage@garage')).toEqual([R.passwordNeedsNumber]);
    expect(passwordProblems('Garage2024')).toEqual([R.passwordNeedsSpecial]);
    expect(passwordProblems('Garage 2024')).toEqual([R.passwordNeedsSpecial]);
    expect(passwordProblems('abc')).toEqual([R.passwordTooShort, R.passwordNeedsUppercase, R.passwordNeedsNumber, R.passwordNeedsSpecial]);
  });

  it('has at most 128 characters', () => {
    expect(isStrongPassword(`A1!${'a'.repeat(125)}`)).toBe(true);
    expect(passwordProblems(`A1!${'a'.repeat(126)}`)).toEqual([R.passwordTooLong]);
  });

  it('is never trimmed: every character counts', () => {
    expect(ZStaffPassword.parse(' Garage@2024 ')).toBe(' Garage@2024 ');
  });

  it('the schema tells each missing part, in the spec’s words', () => {
    const result = ZStaffPassword.safeParse('garage');
    expect(issues(result).map(([, message]) => message)).toEqual([R.passwordTooShort, R.passwordNeedsUppercase, R.passwordNeedsNumber, R.passwordNeedsSpecial]);
    expect(result.error!.issues.map(issueEnglish)).toEqual([
      'Password should have minimum 8 characters',
      'Password should have at least one uppercase letter',
      'Password should have at least one number',
      'Password should have at least one special character',
    ]);
    expect(issues(ZStaffPassword.safeParse(''))).toEqual([['', 'workshopField.required']]);
    expect(issues(ZStaffPassword.safeParse(undefined))).toEqual([['', 'workshopField.required']]);
  });
});

describe('confirmation', () => {
  it('password and confirm password must match', () => {
    expect(ZStaffPasswordWithConfirmation.parse({ password: 'Garage@2024', confirmPassword: 'Garage@2024' })).toEqual({
      password: 'Garage@2024',
      confirmPassword: 'Garage@2024',
    });
    const result = ZStaffPasswordWithConfirmation.safeParse({ password: 'Garage@2024', confirmPassword: 'Garage@2025' });
    expect(issues(result)).toEqual([['confirmPassword', R.passwordMismatch]]);
    expect(issueEnglish(result.error!.issues[0]!)).toBe('Password and confirm password must match');
  });

  it('tells a mismatch beside a weak password, and asks for a missing confirmation', () => {
    expect(issues(ZStaffPasswordWithConfirmation.safeParse({ password: 'garage@2024', confirmPassword: 'x' }))).toEqual([
      ['password', R.passwordNeedsUppercase],
      ['confirmPassword', R.passwordMismatch],
    ]);
    expect(issues(ZStaffPasswordWithConfirmation.safeParse({ password: 'Garage@2024' }))).toEqual([['confirmPassword', 'workshopField.required']]);
  });

  it('sits beside a body’s other fields', () => {
    const body = withStaffPasswordConfirmation({ username: ZStaffUsername, token: z.string() });
    expect(body.parse({ username: 'Ravi.K', token: 't', password: 'Garage@2024', confirmPassword: 'Garage@2024' })).toEqual({
      username: 'ravi.k',
      token: 't',
      password: 'Garage@2024',
      confirmPassword: 'Garage@2024',
    });
    expect(issues(body.safeParse({ username: 'r', token: 't', password: 'Garage@2024', confirmPassword: 'Garage@2023' }))).toEqual([
      ['username', R.usernameInvalid],
      ['confirmPassword', R.passwordMismatch],
    ]);
  });
});

describe('change password', () => {
  const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
    ZChangeStaffPassword.safeParse({ currentPassword, newPassword, confirmPassword });

  it('takes the current password as it is (an old one may be weaker), a strong new one, and its confirmation', () => {
    expect(change('old', 'Garage@2024').success).toBe(true);
    expect(issues(change('', 'Garage@2024'))).toEqual([['currentPassword', 'workshopField.required']]);
    expect(issues(change('old', 'Garage@2024', 'Garage@2025'))).toEqual([['confirmPassword', R.passwordMismatch]]);
    expect(issues(change('old', 'garage'))).toEqual([
      ['newPassword', R.passwordTooShort],
      ['newPassword', R.passwordNeedsUppercase],
      ['newPassword', R.passwordNeedsNumber],
      ['newPassword', R.passwordNeedsSpecial],
    ]);
  });

  it('the new password differs from the current one', () => {
    const result = change('Garage@2024', 'Garage@2024');
    expect(issues(result)).toEqual([['newPassword', R.passwordUnchanged]]);
    expect(issueEnglish(result.error!.issues[0]!)).toBe('New password should be different from the current password');
  });
});

describe('username', () => {
  it('is 3 to 32 letters, digits, dots, underscores or dashes', () => {
    for (const ok of ['ravi', 'ravi.k', 'ravi_k-2', 'abc', 'a'.repeat(32)]) expect(isUsername(ok), ok).toBe(true);
    for (const bad of ['ra', 'a'.repeat(33), 'ravi k', 'ravi@garage', 'رامي', 'ravı']) expect(isUsername(bad), bad).toBe(false);
    expect(issues(ZStaffUsername.safeParse('ra'))).toEqual([['', R.usernameInvalid]]);
    expect(issueEnglish({ message: R.usernameInvalid })).toBe('Username should be 3 to 32 letters, digits, dots, underscores or dashes');
    expect(issues(ZStaffUsername.safeParse('  '))).toEqual([['', 'workshopField.required']]);
  });

  it('is compared case-insensitively: stored trimmed and in lower case', () => {
    expect(normalizeUsername(' Ravi.K ')).toBe('ravi.k');
    expect(normalizeUsername('RAVI.K')).toBe(normalizeUsername('ravi.k'));
    expect(ZStaffUsername.parse(' Ravi.K ')).toBe('ravi.k');
  });
});
