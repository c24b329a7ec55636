import { describe, expect, it } from 'vitest';
import { inWeekOrder, withHoliday, withoutHoliday } from './calendar';

describe('the workshop calendar', () => {
  it('keeps holidays in date order, each day once', () => {
    expect(withHoliday(['2026-12-25'], '2026-12-01')).toEqual(['2026-12-01', '2026-12-25']);
    expect(withHoliday(['2026-12-25'], '2026-12-25')).toEqual(['2026-12-25']);
    expect(withoutHoliday(['2026-12-01', '2026-12-25'], '2026-12-01')).toEqual(['2026-12-25']);
  });

  it('gives the working days in the week’s order, whatever order they were picked in', () => {
    expect(inWeekOrder(['SAT', 'MON', 'SUN', 'NOPE'])).toEqual(['SUN', 'MON', 'SAT']);
  });
});
