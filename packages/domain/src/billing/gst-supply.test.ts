import { describe, expect, it } from 'vitest';
import { isIntraState, placeOfSupply } from './gst-supply';

describe("India's place of supply for a workshop in Karnataka (29)", () => {
  it("is a registered customer's GSTIN state, else their address's, else the workshop's", () => {
    expect(placeOfSupply('29', { gstin: '33AAACR5055K1Z5', stateCode: '29' })).toBe('33');
    expect(placeOfSupply(29, { gstin: null, stateCode: 7 })).toBe('07');
    expect(placeOfSupply('29', {})).toBe('29');
  });

  it('decides CGST and SGST within the state, IGST between states', () => {
    expect(isIntraState('29', placeOfSupply('29', { stateCode: '29' }))).toBe(true);
    expect(isIntraState(29, placeOfSupply('29', { gstin: '33AAACR5055K1Z5' }))).toBe(false);
  });

  it('refuses a workshop without a GST state', () => {
    expect(() => placeOfSupply('00', {})).toThrow(RangeError);
  });
});
