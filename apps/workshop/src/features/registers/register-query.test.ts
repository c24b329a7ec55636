import { describe, expect, it } from 'vitest';
import { monthOf, registerLinkOf, registerShownOf, withChange } from './register-query';

const TODAY = '2026-02-14';

describe('a register’s address', () => {
  it('opens on this month, first to last day (a leap year’s February too)', () => {
    expect(monthOf(TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(registerShownOf(new URLSearchParams(), TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28', q: '', page: 1, kind: 'tax' });
  });

  it('reads a period, a search, a page and a kind back from the address it wrote', () => {
    const shown = { from: '2026-01-05', to: '2026-01-20', q: 'KA01', page: 3, kind: 'proforma' as const };
    const link = registerLinkOf(shown, TODAY);
    expect(link).toEqual({ from: '2026-01-05', to: '2026-01-20', q: 'KA01', page: '3', kind: 'proforma' });
    expect(registerShownOf(new URLSearchParams(link), TODAY)).toEqual(shown);
    expect(registerLinkOf(registerShownOf(new URLSearchParams(), TODAY), TODAY)).toEqual({});
  });

  it('takes a day it cannot read, or a range that ends before it starts, as this month', () => {
    expect(registerShownOf(new URLSearchParams({ from: '2026-02-30', to: '2026-03-01' }), TODAY)).toMatchObject(monthOf(TODAY));
    expect(registerShownOf(new URLSearchParams({ from: '2026-03-01', to: '2026-02-01' }), TODAY)).toMatchObject(monthOf(TODAY));
    expect(registerShownOf(new URLSearchParams({ page: '-2', kind: 'debit' }), TODAY)).toMatchObject({ page: 1, kind: 'tax' });
  });

  it('starts again at the first page when a filter changes, and keeps the filters when a page turns', () => {
    const shown = registerShownOf(new URLSearchParams({ q: 'INV', page: '4' }), TODAY);
    expect(withChange(shown, { q: 'RAVI' })).toMatchObject({ q: 'RAVI', page: 1 });
    expect(withChange(shown, { page: 5 })).toMatchObject({ q: 'INV', page: 5 });
  });
});
