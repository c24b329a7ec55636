import { describe, expect, it } from 'vitest';
import { customerDisplayName, customerFirstName } from './display-name';

describe('customer display name', () => {
  it('prefers the name, then the number', () => {
    expect(customerDisplayName({ isAnonymous: false, name: 'Asha', primaryPhoneNumber: '+919876543210' })).toBe('Asha');
    expect(customerDisplayName({ isAnonymous: false, name: '  ', primaryPhoneNumber: '+919876543210' })).toBe('+919876543210');
  });
  it('has none for a guest', () => {
    expect(customerDisplayName({ isAnonymous: true, name: null, primaryPhoneNumber: null })).toBeNull();
  });
});

describe('customer first name', () => {
  it('is the first word of the name, in any script', () => {
    expect(customerFirstName({ isAnonymous: false, name: 'Asha Rao' })).toBe('Asha');
    expect(customerFirstName({ isAnonymous: false, name: '  Mary-Jane   O’Neil ' })).toBe('Mary-Jane');
    expect(customerFirstName({ isAnonymous: false, name: 'محمد عبد الله' })).toBe('محمد');
  });
  it('is none without a name, never the number', () => {
    expect(customerFirstName({ isAnonymous: false, name: null })).toBeNull();
    expect(customerFirstName({ isAnonymous: false, name: '   ' })).toBeNull();
  });
  it('is none for a guest', () => {
    expect(customerFirstName({ isAnonymous: true, name: 'Guest Driver' })).toBeNull();
  });
});
