import { formatCalendarDay } from '../../shared/day-text';

/** Dates of documents are calendar days, shown DD MMM YYYY in the customer's language (shared/day-text.ts). */
export const formatDocumentDate = formatCalendarDay;

/** Whether an expiry day has passed, compared with today's local day. */
export function hasExpired(day: string, today = new Date()): boolean {
  const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return day.slice(0, 10) < local;
}
