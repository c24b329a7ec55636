import { WORKSHOP_FIELD_RULES } from '@servicebay/domain';
import { checkWithRules } from '@servicebay/ui';
import { describe, expect, it } from 'vitest';
import { branchRules, newBranch } from './branch-form';
import { settingsRuleOf } from './settings-form';

describe('opening another branch', () => {
  it('wants the place on the map, the city and a phone number', () => {
    const checked = checkWithRules(branchRules, { ...newBranch('Sri Balaji Motors'), phoneNumber: '12' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues.place?.message).toBe(WORKSHOP_FIELD_RULES.required);
    expect(checked.issues.city?.message).toBe(WORKSHOP_FIELD_RULES.required);
    expect(settingsRuleOf(checked.issues.phoneNumber!)).toBe('phoneInvalid');
    expect(checked.issues.name).toBeUndefined();
  });

  it('sends the branch with its point, an empty branch name as none', () => {
    const values = {
      ...newBranch('Sri Balaji Motors'),
      city: 'Mysuru',
      place: { latitude: 12.3, longitude: 76.6, label: 'Mysuru' },
      phoneNumber: '+918212345678',
    };
    expect(checkWithRules(branchRules, values)).toEqual({
      ok: true,
      output: { name: 'Sri Balaji Motors', branchName: null, city: 'Mysuru', latitude: 12.3, longitude: 76.6, phoneNumber: '+918212345678' },
    });
  });
});
