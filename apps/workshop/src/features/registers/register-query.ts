import { isCalendarDate, REGISTER_SEARCH_MAX, type TInvoiceKind } from '@servicebay/domain';

/** What a register shows, as its address carries it (a reload, a link or Back shows the same page): `?from=2026-11-01&to=2026-11-30&q=KA01&page=2`. */
export type RegisterShown = { from: string; to: string; q: string; page: number; kind: TInvoiceKind };
export type RegisterLink = Partial<Record<'from' | 'to' | 'q' | 'page' | 'kind', string>>;

export const REGISTER_PAGE_SIZE = 20;
/** How long typing pauses before the register is asked again. */
export const SEARCH_WAIT_MS = 350;

const pad = (n: number) => String(n).padStart(2, '0');

/** The month of `today` ('YYYY-MM-DD', the workshop's day), first to last day: what a register opens on. */
export function monthOf(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** The register of an address; a day it cannot read or a range that ends before it starts is this month. */
export function registerShownOf(search: URLSearchParams, today: string): RegisterShown {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const isRange = isCalendarDate(from) && isCalendarDate(to) && from <= to;
  const page = Number(search.get('page'));
  return {
    ...(isRange ? { from, to } : monthOf(today)),
    q: (search.get('q') ?? '').trim().slice(0, REGISTER_SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    kind: search.get('kind') === 'proforma' ? 'proforma' : 'tax',
  };
}

/** The address of what is shown: only what differs from this month's first page of tax invoices. */
export function registerLinkOf(shown: RegisterShown, today: string): RegisterLink {
  const month = monthOf(today);
  const link: RegisterLink = {};
  if (shown.from !== month.from || shown.to !== month.to) Object.assign(link, { from: shown.from, to: shown.to });
  if (shown.q) link.q = shown.q;
  if (shown.page > 1) link.page = String(shown.page);
  if (shown.kind !== 'tax') link.kind = shown.kind;
  return link;
}

/** Another filter starts again at the first page; turning a page keeps the filters. */
export const withChange = (shown: RegisterShown, change: Partial<RegisterShown>): RegisterShown => ({ ...shown, ...change, page: change.page ?? 1 });

/** What the API is asked for a page, and for an export (no page). */
export const pageQueryOf = ({ from, to, q, page }: RegisterShown) => ({ from, to, ...(q ? { q } : {}), page, pageSize: REGISTER_PAGE_SIZE });
export const periodQueryOf = ({ from, to, q }: RegisterShown) => ({ from, to, ...(q ? { q } : {}) });
