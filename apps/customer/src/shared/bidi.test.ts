import { describe, expect, it } from 'vitest';
import { isolate } from './bidi';

describe('isolating values inside sentences', () => {
  it('keeps numbers and masks left to right', () => {
    expect(isolate('+91 ******3210')).toBe('\u2066+91 ******3210\u2069');
  });
  it('lets names take the direction of their first letter', () => {
    expect(isolate('أحمد')).toBe('\u2068أحمد\u2069');
    expect(isolate('Asha')).toBe('\u2068Asha\u2069');
  });
});
