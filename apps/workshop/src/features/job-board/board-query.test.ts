import { describe, expect, it } from 'vitest';
import { apiQueryOf, boardFiltersOf, boardLinkOf, isFiltered, NO_FILTERS, sortOf, sortStatusOf, withChange } from './board-query';

const ADVISOR = '0197a3a0-0000-7000-8000-000000000021';

describe('the job board’s filters in its address', () => {
  it('read what they can and leave out the rest', () => {
    const search = new URLSearchParams({
      status: 'estimate',
      advisorId: ADVISOR,
      from: '2026-11-28',
      to: '2026-02-30',
      q: ' KA01 ',
      sort: 'delivery',
      page: '3',
    });
    expect(boardFiltersOf(search)).toEqual({ status: 'estimate', advisorId: ADVISOR, from: '2026-11-28', to: null, q: 'KA01', sort: 'delivery', page: 3 });
    expect(boardFiltersOf(new URLSearchParams('status=lost&advisorId=me&sort=best&page=-1'))).toEqual(NO_FILTERS);
  });

  it('write only what differs from the plain board, and read back the same', () => {
    const filters = { ...NO_FILTERS, status: 'readyForDelivery' as const, q: 'SB-1234', page: 2 };
    expect(boardLinkOf(filters)).toEqual({ status: 'readyForDelivery', q: 'SB-1234', page: '2' });
    expect(boardFiltersOf(new URLSearchParams(boardLinkOf(filters)))).toEqual(filters);
    expect(boardLinkOf(NO_FILTERS)).toEqual({});
  });

  it('go back to the first page when a filter changes, not when a page is turned', () => {
    const onPage3 = { ...NO_FILTERS, page: 3 };
    expect(withChange(onPage3, { status: 'estimate' }).page).toBe(1);
    expect(withChange(onPage3, { page: 4 })).toEqual({ ...NO_FILTERS, page: 4 });
  });

  it('ask the API for one page of the filtered board', () => {
    expect(apiQueryOf({ ...NO_FILTERS, status: 'workInProgress', from: '2026-11-28', to: '2026-11-28' })).toEqual({
      status: 'workInProgress',
      from: '2026-11-28',
      to: '2026-11-28',
      sort: 'newest',
      page: 1,
      pageSize: 20,
    });
  });

  it('sort by the opened column either way, and by delivery the soonest first whichever way it is asked', () => {
    expect(sortOf(sortStatusOf('newest'))).toBe('newest');
    expect(sortOf({ columnAccessor: 'createdAt', direction: 'asc' })).toBe('oldest');
    expect(sortOf({ columnAccessor: 'estimatedDeliveryAt', direction: 'desc' })).toBe('delivery');
    expect(sortStatusOf('delivery')).toEqual({ columnAccessor: 'estimatedDeliveryAt', direction: 'asc' });
  });
});

describe('whether the board is filtered', () => {
  it('is by a status, an advisor, days or a search, not by its sort or page', () => {
    expect(isFiltered({ ...NO_FILTERS, sort: 'delivery', page: 4 })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, q: 'KA01' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, from: '2026-11-28', to: '2026-11-28' })).toBe(true);
  });
});
