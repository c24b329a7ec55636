import { describe, expect, it } from 'vitest';
import { instantOf, localInputOf } from './local-time';

describe('times between a datetime-local field and the API', () => {
  it('go there and back unchanged, empty as none and unreadable as typed', () => {
    const local = '2026-11-28T10:30';
    expect(localInputOf(instantOf(local))).toBe(local);
    expect(instantOf('')).toBeNull();
    expect(localInputOf(null)).toBe('');
    expect(instantOf('tomorrow')).toBe('tomorrow');
  });
});
