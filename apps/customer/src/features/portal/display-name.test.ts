import { describe, expect, it } from 'vitest';
import { customerDisplayName } from './display-name';

describe('customer display name', () => {
  it('prefers the name, then the number', () => {
    expect(customerDisplayName({ isAnonymous: false, name: 'Asha', primaryPhoneNumber: '+919876543210' })).toBe('Asha');
    expect(customerDisplayName({ isAnonymous: false, name: '  ', primaryPhoneNumber: '+919876543210' })).toBe('+919876543210');
  });
  it('has none for a guest', () => {
    expect(customerDisplayName({ isAnonymous: true, name: null, primaryPhoneNumber: null })).toBeNull();
  });
});
