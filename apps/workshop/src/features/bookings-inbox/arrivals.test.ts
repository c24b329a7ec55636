import { describe, expect, it } from 'vitest';
import { arrivalsSince } from './arrivals';

describe('bookings that arrive while the inbox is open', () => {
  it('are none at first, then those not seen before, whatever their place in the list', () => {
    expect(arrivalsSince(null, ['a', 'b'])).toEqual([]);
    expect(arrivalsSince(new Set(['a', 'b']), ['c', 'a', 'b'])).toEqual(['c']);
    // One answered elsewhere leaves the list: nothing new for that.
    expect(arrivalsSince(new Set(['a', 'b', 'c']), ['a', 'c'])).toEqual([]);
  });
});
