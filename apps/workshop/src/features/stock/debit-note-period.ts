import { isCalendarDate } from '@servicebay/domain';

/** The debit-note register's period as its address carries it (`?from=2026-11-01&to=2026-11-30`): a reload or a link shows the same notes. */
export type DebitNotePeriod = { from: string; to: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** The month of `today` ('YYYY-MM-DD', the workshop's day), first to last day: what the register opens on. */
export function monthOfDay(today: string): DebitNotePeriod {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** The period of an address; a day it cannot read, or a range that ends before it starts, is this month. */
export function debitNotePeriodOf(search: URLSearchParams, today: string): DebitNotePeriod {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return isCalendarDate(from) && isCalendarDate(to) && from <= to ? { from, to } : monthOfDay(today);
}

/** The address of a period: nothing for this month, so the plain link stays the plain link. */
export function debitNotePeriodLink(period: DebitNotePeriod, today: string): Record<string, string> {
  const month = monthOfDay(today);
  return period.from === month.from && period.to === month.to ? {} : { from: period.from, to: period.to };
}
