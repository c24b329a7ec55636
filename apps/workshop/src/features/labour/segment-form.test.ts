import { describe, expect, it } from 'vitest';
import { checkWithRules } from '@servicebay/ui';
import { newRateSegment, newVehicleSegment, rateSegmentRules, vehicleSegmentRules, vehicleSegmentValuesOf } from './segment-form';

describe('the segment forms', () => {
  it('read the model categories as a comma-separated list, and show them again the same way', () => {
    const check = checkWithRules(vehicleSegmentRules, { ...newVehicleSegment(), name: 'Compact SUV', categories: ' SUV, MUV ,', makeSegments: ['mass'] });
    expect(check.ok && check.output).toEqual({ name: 'Compact SUV', vehicleType: 'car', categories: ['SUV', 'MUV'], makeSegments: ['mass'] });
    const segment = { vehicleSegmentId: 'id', name: 'Compact SUV', vehicleType: 'car' as const, categories: ['SUV', 'MUV'], makeSegments: [] };
    expect(vehicleSegmentValuesOf(segment).categories).toBe('SUV, MUV');
  });
  it('refuse a rate segment without a name or a rate, at those fields', () => {
    const check = checkWithRules(rateSegmentRules, newRateSegment());
    expect(check.ok ? [] : Object.keys(check.issues).sort()).toEqual(['name', 'rate']);
  });
});
