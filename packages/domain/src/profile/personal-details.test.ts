import { describe, expect, it } from 'vitest';
import { ageOn, birthDateSchema, latestAdultBirthDate, profileCompleteness, ZPersonalDetails, ZPersonName } from './personal-details';
import { PROFILE_MESSAGES } from './profile-messages';
import { issueEnglish } from '../rules';

// The schemas' issues carry rule codes; the server answers their English text, which the spec gives.
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue && issueEnglish(issue);
};

describe('name', () => {
  it('is required, 3 to 100 characters of letters', () => {
    expect(firstMessage(ZPersonName.safeParse(''))).toBe(PROFILE_MESSAGES.nameRequired);
    expect(firstMessage(ZPersonName.safeParse('Al'))).toBe('Name should have minimum 3 characters');
    expect(firstMessage(ZPersonName.safeParse('a'.repeat(101)))).toBe(PROFILE_MESSAGES.nameTooLong);
    expect(firstMessage(ZPersonName.safeParse('R2D2'))).toBe(PROFILE_MESSAGES.nameInvalid);
    expect(ZPersonName.parse('  Priya Sharma ')).toBe('Priya Sharma');
    expect(ZPersonName.parse('محمد العتيبي')).toBe('محمد العتيبي');
    expect(ZPersonName.parse("D'Souza")).toBe("D'Souza");
  });
});

describe('date of birth', () => {
  const today = new Date('2026-11-22T10:00:00Z');
  const schema = birthDateSchema(() => today);
  it('needs an age of at least 18', () => {
    expect(schema.safeParse('2008-11-22').success).toBe(true);
    expect(firstMessage(schema.safeParse('2008-11-23'))).toBe('Age should be greater than 18');
    expect(firstMessage(schema.safeParse('2015-01-01'))).toBe('Age should be greater than 18');
  });
  it('refuses future and impossible dates', () => {
    expect(firstMessage(schema.safeParse('2027-01-01'))).toBe(PROFILE_MESSAGES.futureDate);
    expect(firstMessage(schema.safeParse('1990-02-30'))).toBe(PROFILE_MESSAGES.dateInvalid);
    expect(firstMessage(schema.safeParse('01/02/1990'))).toBe(PROFILE_MESSAGES.dateInvalid);
  });
  it('counts a birthday only once it has come', () => {
    expect(ageOn('2000-11-23', today)).toBe(25);
    expect(ageOn('2000-11-22', today)).toBe(26);
  });
  it('names the last birth date the schema accepts, for the picker to stop at', () => {
    expect(latestAdultBirthDate(today)).toBe('2008-11-22');
    expect(schema.safeParse(latestAdultBirthDate(today)).success).toBe(true);
    const leapDay = new Date('2028-02-29T08:00:00Z');
    expect(latestAdultBirthDate(leapDay)).toBe('2010-02-28');
    expect(birthDateSchema(() => leapDay).safeParse('2010-02-28').success).toBe(true);
    expect(birthDateSchema(() => leapDay).safeParse('2010-03-01').success).toBe(false);
  });
});

describe('personal details', () => {
  it('needs a gender and a valid email when one is given', () => {
    expect(firstMessage(ZPersonalDetails.safeParse({ name: 'Priya Sharma' }))).toBe(PROFILE_MESSAGES.genderRequired);
    expect(firstMessage(ZPersonalDetails.safeParse({ name: 'Priya Sharma', gender: 'Female', email: 'priya@' }))).toBe(PROFILE_MESSAGES.emailInvalid);
    expect(ZPersonalDetails.parse({ name: 'Priya Sharma', gender: 'Female', email: '' }).email).toBeNull();
  });
});

describe('profile completeness', () => {
  it('adds 30 for a vehicle and 30 for documents on the selected vehicle', () => {
    expect(profileCompleteness(0, false, false)).toBe(0);
    expect(profileCompleteness(40, false, false)).toBe(40);
    expect(profileCompleteness(40, true, false)).toBe(70);
    expect(profileCompleteness(40, true, true)).toBe(100);
    expect(profileCompleteness(100, true, true)).toBe(100);
  });
});
