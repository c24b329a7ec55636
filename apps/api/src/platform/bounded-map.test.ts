import { describe, expect, it } from 'vitest';
import { boundedMap } from './bounded-map';

describe('boundedMap', () => {
  it('keeps the newest entries up to its bound, dropping the oldest first', () => {
    const kept = boundedMap<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('a', 10); // an update is no new entry: nothing is dropped
    expect([kept.get('a'), kept.get('b')]).toEqual([10, 2]);
    kept.set('c', 3);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, 2, 3]);
    kept.delete('b');
    kept.set('d', 4);
    expect([kept.get('c'), kept.get('d')]).toEqual([3, 4]);
  });
});
