import type { PartSearch } from '@servicebay/api-client';

/** What the parts list shows, as its address carries it: `?q=BP2291&page=2`. */
export type PartsShown = { q: string; page: number };

export const PARTS_PAGE_SIZE = 20;
/** Movements a page of a part's ledger shows: a part used daily has thousands in a few years. */
export const LEDGER_PAGE_SIZE = 50;
/** The API reads at most 100 characters of a search. */
export const PART_SEARCH_MAX = 100;
/** How long typing (or a scanner) pauses before the list is asked again. */
export const PART_SEARCH_DEBOUNCE_MS = 350;

export function partsShownOf(address: URLSearchParams): PartsShown {
  const page = Number(address.get('page'));
  return { q: (address.get('q') ?? '').trim().slice(0, PART_SEARCH_MAX), page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** Only what differs from the plain list: no `page=1`, no empty search. */
export function partsLinkOf({ q, page }: PartsShown): Record<string, string> {
  return { ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) };
}

export const partSearchOf = ({ q, page }: PartsShown): PartSearch => ({ ...(q ? { search: q } : {}), page, pageSize: PARTS_PAGE_SIZE });
