import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('country name', () => {
  it('names the brand’s country in the customer’s language', () => {
    expect(countryName('+91', 'en', 'India')).toBe('India');
    expect(countryName('+91', 'ar', 'India')).toBe('الهند');
    expect(countryName('+971', 'en', 'UAE')).toBe('United Arab Emirates');
  });
});
