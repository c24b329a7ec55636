import { describe, expect, it } from 'vitest';
import { shownRating, workingDayRanges } from './workshop-text';

describe('a workshop as the customer reads it', () => {
  it('gives the week as ranges, wrapping past Saturday for the Gulf’s week', () => {
    expect(workingDayRanges(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'])).toEqual([['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']]);
    expect(workingDayRanges(['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU'])).toEqual([['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU']]);
    expect(workingDayRanges(['MON', 'WED', 'THU'])).toEqual([['MON'], ['WED', 'THU']]);
    expect(workingDayRanges(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'])).toHaveLength(1);
    expect(workingDayRanges([])).toEqual([]);
  });

  it('shows one decimal of the rating, 4.5 while the workshop has no ratings (spec section 9)', () => {
    expect(shownRating({ rating: 4.26, ratingCount: 12 })).toBe('4.3');
    expect(shownRating({ rating: 0, ratingCount: 0 })).toBe('4.5');
  });
});
