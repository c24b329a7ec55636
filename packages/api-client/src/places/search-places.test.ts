import { describe, expect, it } from 'vitest';
import { placeSearchQueryOptions } from './search-places';

describe('a place search', () => {
  it('is cached per language: the same words in Arabic are not answered with the English names', () => {
    expect(placeSearchQueryOptions('Riyadh', 'ar').queryKey).not.toEqual(placeSearchQueryOptions('Riyadh', 'en').queryKey);
    expect(placeSearchQueryOptions('Riyadh', 'ar').queryKey).toEqual(placeSearchQueryOptions('Riyadh', 'ar').queryKey);
  });
});
