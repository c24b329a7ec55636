import { describe, expect, it } from 'vitest';
import { isRuleCode } from '../rules';
import { ZNewStaffBody, ZStaffSignInBody, ZWorkshopSignUpBody } from './staff-accounts';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('staff account bodies', () => {
  it('name each refused field by a rule code, so the workshop app shows it in the reader’s language', () => {
    const signUp = issuesOf(
      ZWorkshopSignUpBody.safeParse({
        workshopName: 'A',
        city: '',
        ownerName: ' ',
        mobileNumber: '12',
        email: 'owner@',
        username: 'x',
        password: '',
        confirmPassword: '',
      }),
    );
    expect(signUp).toMatchObject({
      workshopName: 'workshopField.tooShort',
      city: 'workshopField.required',
      latitude: 'workshopField.required',
      longitude: 'workshopField.required',
      ownerName: 'workshopField.required',
      mobileNumber: 'workshopField.mobileInvalid',
      email: 'workshopField.emailInvalid',
      username: 'staffCredentials.usernameInvalid',
      password: 'workshopField.required',
    });
    expect(issuesOf(ZStaffSignInBody.safeParse({ username: ' ', password: '' }))).toEqual({
      username: 'workshopField.required',
      password: 'workshopField.required',
    });
    const person = issuesOf(
      ZNewStaffBody.safeParse({ name: 'Ravi', username: 'ravi', role: 'technician', workshopIds: [], password: 'Garage@2026', confirmPassword: 'Garage@2026' }),
    );
    expect(person).toEqual({ workshopIds: 'workshopField.required' });
    for (const message of [...Object.values(signUp), ...Object.values(person)]) expect(isRuleCode(message), message).toBe(true);
  });
});
