import { describe, expect, it } from 'vitest';
import { workAdvanceOf } from './estimate-approval';

const lines = [
  { lineId: 'pads', total: 2950 },
  { lineId: 'labour', total: 944 },
  { lineId: 'oil', total: 333.33 },
];

describe('the advance on approved work (issue 27 part 2)', () => {
  it('is the share of the approved lines only, to the minor unit', () => {
    // Half of 2,950 (the pads alone) is 1,475.00: 147,500 paise.
    expect(workAdvanceOf(lines, { pads: 'approved', labour: 'declined', oil: 'declined' }, 50, 'INR')).toBe(147_500);
    // 33 % of 2,950 + 944 + 333.33 = 4,227.33 (422,733 paise) is 139,501.89 paise: 139,502.
    expect(workAdvanceOf(lines, { pads: 'approved', labour: 'approved', oil: 'approved' }, 33, 'INR')).toBe(139_502);
  });

  it('rounds half away from zero in the currency’s own minor unit (Bahrain: fils)', () => {
    // 10 % of 0.125 BHD (125 fils) is 12.5 fils: 13.
    expect(workAdvanceOf([{ lineId: 'a', total: 0.125 }], { a: 'approved' }, 10, 'BHD')).toBe(13);
  });

  it('asks nothing when nothing is approved, or no share is asked', () => {
    expect(workAdvanceOf(lines, { pads: 'declined', labour: 'declined', oil: 'pending' }, 50, 'INR')).toBe(0);
    expect(workAdvanceOf(lines, { pads: 'approved' }, 0, 'INR')).toBe(0);
  });
});
