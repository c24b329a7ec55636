import type { TVehicle } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { currentVehicleOf } from './get-vehicles';

const vehicle = (did: string, marks: Partial<Pick<TVehicle, 'isDefault' | 'isSelected'>> = {}) =>
  ({ did, isDefault: false, isSelected: false, ...marks }) as TVehicle;

describe('the vehicle the customer is working with', () => {
  it('is the selected one, else the default, else the first, else none', () => {
    expect(currentVehicleOf([vehicle('a', { isDefault: true }), vehicle('b', { isSelected: true })])?.did).toBe('b');
    expect(currentVehicleOf([vehicle('a'), vehicle('b', { isDefault: true })])?.did).toBe('b');
    expect(currentVehicleOf([vehicle('a'), vehicle('b')])?.did).toBe('a');
    expect(currentVehicleOf([])).toBeUndefined();
  });
});
