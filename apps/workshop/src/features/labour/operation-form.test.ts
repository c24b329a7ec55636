import { describe, expect, it } from 'vitest';
import { checkWithRules } from '@servicebay/ui';
import { newOperation, operationRules } from './operation-form';

const SEGMENT = '0190f4a8-0000-7000-8000-000000000001';
const RATE = '0190f4a8-0000-7000-8000-000000000002';

describe('the operation form', () => {
  it("puts the spec's messages at the fields they are about", () => {
    const values = { ...newOperation(), name: 'Oil change', rateSegmentId: RATE, segmentIds: [SEGMENT], hours: [''] };
    const check = checkWithRules(operationRules, values);
    expect(check.ok ? {} : Object.keys(check.issues)).toEqual(['hours.0']);
    const none = checkWithRules(operationRules, { ...values, segmentIds: [], hours: [] });
    expect(none.ok ? {} : Object.keys(none.issues)).toEqual(['segmentIds']);
  });
  it('reads property types one a line', () => {
    const check = checkWithRules(operationRules, {
      ...newOperation(),
      name: 'Oil change',
      rateSegmentId: RATE,
      segmentIds: [SEGMENT],
      hours: ['1.5'],
      properties: 'Grade: 5W-30, 10W-40',
    });
    expect(check.ok && check.output.properties).toEqual([{ type: 'Grade', options: ['5W-30', '10W-40'] }]);
  });
});
