/**
 * Short month names as DD MMM YYYY prints them, written out rather than asked of Intl: building a
 * date formatter costs a phone tens of milliseconds (the dashboard's offer cards paid it), and
 * en-GB's 'Sept' is not the spec's three letters.
 */
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
} as const;

/**
 * A calendar day (YYYY-MM-DD) as customer spec section 9 shows dates, DD MMM YYYY, in the
 * reader's language (Arabic month names in Arabic). Read as written, so no time zone moves it;
 * anything that is not a day is shown as it came.
 */
export function formatCalendarDay(day: string, language: string): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  if (!year || !month || !date || month > 12 || date > 31) return day;
  const months = language === 'ar' ? MONTHS.ar : MONTHS.en;
  return `${String(date).padStart(2, '0')} ${months[month - 1]} ${year}`;
}

/**
 * The day of a moment (an ISO timestamp the API answers in UTC) as this device's calendar has it,
 * DD MMM YYYY: an answer given at 1 a.m. in Bengaluru is that day's, not the day before in UTC.
 */
export function formatMomentDay(moment: string, language: string): string {
  const at = new Date(moment);
  if (Number.isNaN(at.getTime())) return moment;
  const day = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  return formatCalendarDay(day, language);
}
