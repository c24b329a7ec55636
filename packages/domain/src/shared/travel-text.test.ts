import { describe, expect, it } from 'vitest';
import { formatDistance, formatDuration } from './travel-text';

/** The tests read the texts with plain spaces; the formatter keeps a figure and its unit together with a no-break space. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatDistance', () => {
  it('says metres under 1 km, one decimal under 10 km, whole km beyond', () => {
    expect(spaced(formatDistance(0.347, 'en'))).toBe('350 m');
    expect(spaced(formatDistance(0, 'en'))).toBe('0 m');
    expect(spaced(formatDistance(0.999, 'en'))).toBe('1.0 km');
    expect(spaced(formatDistance(2.46, 'en'))).toBe('2.5 km');
    expect(spaced(formatDistance(9.96, 'en'))).toBe('10 km');
    expect(spaced(formatDistance(27.4, 'en'))).toBe('27 km');
    expect(spaced(formatDistance(1652.2, 'en'))).toBe('1,652 km');
  });

  it('speaks Arabic units in Arabic', () => {
    expect(spaced(formatDistance(0.35, 'ar'))).toMatch(/^\S+ م$/);
    expect(spaced(formatDistance(503, 'ar'))).toMatch(/^\S+ كم$/);
    expect(formatDistance(503, 'ar')).toBe(`${new Intl.NumberFormat('ar').format(503)}\u00a0كم`);
  });
});

describe('formatDuration', () => {
  it('says minutes under an hour, hours and minutes under ten hours, whole hours beyond', () => {
    expect(spaced(formatDuration(45, 'en'))).toBe('45 min');
    expect(spaced(formatDuration(0, 'en'))).toBe('1 min');
    expect(spaced(formatDuration(60, 'en'))).toBe('1 h');
    expect(spaced(formatDuration(80, 'en'))).toBe('1 h 20 min');
    expect(spaced(formatDuration(599, 'en'))).toBe('9 h 59 min');
    expect(spaced(formatDuration(1652, 'en'))).toBe('28 h');
    expect(spaced(formatDuration(1620, 'en'))).toBe('27 h');
  });

  it('speaks Arabic units in Arabic', () => {
    expect(spaced(formatDuration(45, 'ar'))).toMatch(/^\S+ د$/);
    expect(spaced(formatDuration(1620, 'ar'))).toMatch(/^\S+ س$/);
    expect(spaced(formatDuration(80, 'ar'))).toContain('س');
    expect(spaced(formatDuration(80, 'ar'))).toContain('د');
  });
});
