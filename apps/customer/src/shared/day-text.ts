/**
 * A calendar day (YYYY-MM-DD) as customer spec section 9 shows dates, DD MMM YYYY, in the
 * reader's language (Arabic month names in Arabic). Read as a local day so no time zone moves it;
 * anything that is not a day is shown as it came.
 */
export function formatCalendarDay(day: string, language: string): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  if (!year || !month || !date) return day;
  // British English orders day, month, year as the spec shows it; other languages keep their own order.
  const locale = language === 'en' ? 'en-GB' : language;
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric' }).format(new Date(year, month - 1, date));
}
