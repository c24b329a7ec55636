import type { TTaxMarket } from './tax-markets';

/**
 * Invoice numbers (workshop spec sections 3 and 5; India's CGST Rule 46(b)): a consecutive serial
 * in one series per workshop and financial year, at most 16 characters of letters, digits, '-' and
 * '/'. Auto numbers are the workshop's prefix, the financial year and the serial ('BLR/2627/0001');
 * a manual number is the workshop's own, unique, and must not look like the auto series.
 */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
const INVOICE_NUMBER_CHARACTERS = /^[A-Za-z0-9/-]+$/;
const SERIAL_DIGITS = 4;

/** India's financial year runs April to March, Tanzania's July to June; the Gulf's is the calendar year. */
const YEAR_STARTS_IN_MONTH: Record<TTaxMarket, number> = { IN: 4, TZ: 7, SA: 1, AE: 1, BH: 1 };

/**
 * The financial year of a day (YYYY-MM-DD), as the series names it: '2627' for India's April 2026 to
 * March 2027, '2026' for a calendar year.
 */
export function financialYearOf(day: string, market: TTaxMarket): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const startMonth = YEAR_STARTS_IN_MONTH[market];
  if (startMonth === 1) return String(year);
  const startYear = month >= startMonth ? year : year - 1;
  return `${String(startYear).slice(2)}${String(startYear + 1).slice(2)}`;
}

/** The auto series' number for a serial (1, 2, ...). */
export const autoInvoiceNumber = (prefix: string, financialYear: string, serial: number): string =>
  `${prefix}${financialYear}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;

/** The longest prefix whose auto numbers stay within 16 characters up to serial 9999. */
export const INVOICE_PREFIX_MAX_LENGTH = INVOICE_NUMBER_MAX_LENGTH - '2627/'.length - SERIAL_DIGITS;

export type TInvoiceNumberProblem = 'tooLong' | 'characters' | 'hyphenInPreInvoice' | 'matchesAutoSeries';

/**
 * Why a number typed by hand cannot be a manual invoice number, or null. A pre-invoice (proforma)
 * number may not contain a hyphen; none may fall in the workshop's auto series, where it would
 * collide with a number the series gives later. Uniqueness is the database's ('Duplicate invoice').
 */
export function manualInvoiceNumberProblem(
  number: string,
  { prefix, isPreInvoice = false }: { prefix: string | null; isPreInvoice?: boolean },
): TInvoiceNumberProblem | null {
  const text = number.trim();
  if (text.length === 0 || text.length > INVOICE_NUMBER_MAX_LENGTH) return 'tooLong';
  if (!INVOICE_NUMBER_CHARACTERS.test(text)) return 'characters';
  if (isPreInvoice && text.includes('-')) return 'hyphenInPreInvoice';
  if (prefix && new RegExp(`^${escapeRegExp(prefix)}\\d{2,4}/\\d+$`, 'i').test(text)) return 'matchesAutoSeries';
  return null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
