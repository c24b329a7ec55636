import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, slotKey, slotText } from './slot-text';

describe('slot text', () => {
  it('writes a slot as start-end', () => {
    expect(slotText({ startTime: '09:00', endTime: '10:00' })).toBe('09:00 – 10:00');
    expect(slotKey({ startTime: '09:00', endTime: '10:00' })).toBe('09:00-10:00');
  });
  it('makes a different key each time, long enough for the server', () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
  });
});
