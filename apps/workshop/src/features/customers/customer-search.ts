import type { CustomerSearch } from '@servicebay/api-client';
import type { CustomersLink } from '../../shared/paths';

/** What the customers' list shows, as its address carries it (a reload, a link or Back shows the same page). */
export type CustomersShown = { q: string; page: number };

export const CUSTOMERS_PAGE_SIZE = 20;
/** The API reads at most 60 characters of a search. */
export const SEARCH_MAX = 60;
/** How long typing pauses before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

export function customersShownOf(search: URLSearchParams): CustomersShown {
  const page = Number(search.get('page'));
  return { q: (search.get('q') ?? '').trim().slice(0, SEARCH_MAX), page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** Only what differs from the plain list: no `page=1`, no empty search. */
export function customersLinkOf({ q, page }: CustomersShown): CustomersLink {
  const link: CustomersLink = {};
  if (q.trim()) link.q = q.trim();
  if (page > 1) link.page = String(page);
  return link;
}

/** A new search starts at the first page. */
export const searchFor = (q: string): CustomersShown => ({ q: q.trim().slice(0, SEARCH_MAX), page: 1 });

export const apiQueryOf = ({ q, page }: CustomersShown): CustomerSearch => ({ ...(q ? { q } : {}), page, pageSize: CUSTOMERS_PAGE_SIZE });
