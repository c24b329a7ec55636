import { describe, expect, it } from 'vitest';
import type { Brand } from '../../platform/tenancy';
import { marketDayOncePerMinute } from './market-day';

const brand = (id: string) => ({ id }) as Brand;

describe('the market day a kept cart answer is of', () => {
  it('is worked out once a minute per brand, and again in the next minute', () => {
    let clock = Date.UTC(2026, 10, 24, 18, 29, 0);
    const asked: string[] = [];
    const today = marketDayOncePerMinute(
      (of) => {
        asked.push(of.id);
        return new Date(clock + 5.5 * 3_600_000).toISOString().slice(0, 10);
      },
      () => clock,
    );
    expect(today(brand('a'))).toBe('2026-11-24');
    clock += 59_000;
    expect(today(brand('a'))).toBe('2026-11-24');
    expect(today(brand('b'))).toBe('2026-11-24');
    expect(asked).toEqual(['a', 'b']);
    // 18:30 UTC is midnight in India: the next minute is the next day there.
    clock += 1_000;
    expect(today(brand('a'))).toBe('2026-11-25');
    expect(asked).toEqual(['a', 'b', 'a']);
  });
});
