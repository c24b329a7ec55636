import type { JobBoardQuery } from '@servicebay/api-client';
import { isCalendarDate, JOB_BOARD_SORTS, JOB_CARD_STATUSES, ZJobBoardQuery, type TJobCardStatus } from '@servicebay/domain';
import type { JobBoardLink } from '../../shared/paths';

export type BoardSort = (typeof JOB_BOARD_SORTS)[number];

/** What the board shows, as its address carries it (so a reload, a link or Back shows the same page). */
export type BoardFilters = {
  status: TJobCardStatus | null;
  advisorId: string | null;
  from: string | null;
  to: string | null;
  q: string;
  sort: BoardSort;
  page: number;
};

export const BOARD_PAGE_SIZE = 20;
export const NO_FILTERS: BoardFilters = { status: null, advisorId: null, from: null, to: null, q: '', sort: 'newest', page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => values.find((candidate) => candidate === value) ?? null;
const advisorOf = (value: string | null) => (value && ZJobBoardQuery.shape.advisorId.safeParse(value).success ? value : null);
const dateOf = (value: string | null) => (value && isCalendarDate(value) ? value : null);

/** The filters of an address; anything it cannot read (an old link, a typed address) is left out. */
export function boardFiltersOf(search: URLSearchParams): BoardFilters {
  const page = Number(search.get('page'));
  return {
    status: oneOf(JOB_CARD_STATUSES, search.get('status')),
    advisorId: advisorOf(search.get('advisorId')),
    from: dateOf(search.get('from')),
    to: dateOf(search.get('to')),
    q: (search.get('q') ?? '').trim().slice(0, 20),
    sort: oneOf(JOB_BOARD_SORTS, search.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of the filters: only what differs from the plain board. */
export function boardLinkOf(filters: BoardFilters): JobBoardLink {
  const link: JobBoardLink = {};
  if (filters.status) link.status = filters.status;
  if (filters.advisorId) link.advisorId = filters.advisorId;
  if (filters.from) link.from = filters.from;
  if (filters.to) link.to = filters.to;
  if (filters.q) link.q = filters.q;
  if (filters.sort !== NO_FILTERS.sort) link.sort = filters.sort;
  if (filters.page > 1) link.page = String(filters.page);
  return link;
}

/** Whether anything narrows the board (the sort and the page do not). */
export const isFiltered = (filters: BoardFilters): boolean => Boolean(filters.status || filters.advisorId || filters.from || filters.to || filters.q);

/** Another filter starts again at the first page; turning a page keeps the filters. */
export const withChange = (filters: BoardFilters, change: Partial<BoardFilters>): BoardFilters => ({
  ...filters,
  ...change,
  page: change.page ?? 1,
});

/** What GET …/job-cards is asked. */
export const apiQueryOf = (filters: BoardFilters): JobBoardQuery => ({
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.advisorId ? { advisorId: filters.advisorId } : {}),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
  ...(filters.q ? { q: filters.q } : {}),
  sort: filters.sort,
  page: filters.page,
  pageSize: BOARD_PAGE_SIZE,
});

export type SortColumn = 'createdAt' | 'estimatedDeliveryAt';

/**
 * The grid's sort headers: 'Opened' newest or oldest first, 'Delivery due' soonest first. The API
 * sorts deliveries one way only (the soonest is what a desk chases), so either direction asked of
 * that column is the soonest first.
 */
export const sortStatusOf = (sort: BoardSort): { columnAccessor: SortColumn; direction: 'asc' | 'desc' } =>
  sort === 'delivery'
    ? { columnAccessor: 'estimatedDeliveryAt', direction: 'asc' }
    : { columnAccessor: 'createdAt', direction: sort === 'newest' ? 'desc' : 'asc' };

export const sortOf = ({ columnAccessor, direction }: { columnAccessor: string; direction: 'asc' | 'desc' }): BoardSort =>
  columnAccessor === 'estimatedDeliveryAt' ? 'delivery' : direction === 'desc' ? 'newest' : 'oldest';
