/**
 * Dates of documents are calendar days (YYYY-MM-DD), shown DD MMM YYYY (customer spec section 9)
 * in the customer's language. Read as a local day so no time zone moves it.
 */
export function formatDocumentDate(day: string, language: string): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  if (!year || !month || !date) return day;
  // British English orders day, month, year as the spec shows it; other languages keep their own order.
  const locale = language === 'en' ? 'en-GB' : language;
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric' }).format(new Date(year, month - 1, date));
}

/** Whether an expiry day has passed, compared with today's local day. */
export function hasExpired(day: string, today = new Date()): boolean {
  const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return day.slice(0, 10) < local;
}
