import { describe, expect, it } from 'vitest';
import { firstIssuePerField, keyOfMessage } from './field-issues';

describe('form issues', () => {
  it('keeps the first message of each field and ignores form-level issues', () => {
    const issues = [
      { path: ['name'], message: 'Please enter name' },
      { path: ['name'], message: 'Name should have minimum 3 characters' },
      { path: ['gender'], message: 'Please select gender' },
      { path: [], message: 'whole form' },
    ];
    expect(firstIssuePerField(issues)).toEqual({ name: 'Please enter name', gender: 'Please select gender' });
  });

  it('finds the name of a listed message, and nothing for another', () => {
    const messages = { nameRequired: 'Please enter name', tooLong: (max: number) => `Maximum ${max}` };
    expect(keyOfMessage(messages, 'Please enter name')).toBe('nameRequired');
    expect(keyOfMessage(messages, 'Something else')).toBeUndefined();
  });
});
