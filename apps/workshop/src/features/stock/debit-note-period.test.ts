import { describe, expect, it } from 'vitest';
import { debitNotePeriodLink, debitNotePeriodOf, monthOfDay } from './debit-note-period';

describe("the debit-note register's period", () => {
  it('opens on the month of the workshop day, leap years and 31-day months alike', () => {
    expect(monthOfDay('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOfDay('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('reads a range from the address, and this month for a day it cannot read or a range backwards', () => {
    const today = '2026-11-29';
    expect(debitNotePeriodOf(new URLSearchParams('from=2026-10-01&to=2026-10-15'), today)).toEqual({ from: '2026-10-01', to: '2026-10-15' });
    expect(debitNotePeriodOf(new URLSearchParams('from=2026-02-30&to=2026-03-01'), today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(debitNotePeriodOf(new URLSearchParams('from=2026-10-15&to=2026-10-01'), today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(debitNotePeriodOf(new URLSearchParams(), today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('keeps the address plain for this month', () => {
    expect(debitNotePeriodLink({ from: '2026-11-01', to: '2026-11-30' }, '2026-11-29')).toEqual({});
    expect(debitNotePeriodLink({ from: '2026-10-01', to: '2026-10-31' }, '2026-11-29')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
});
