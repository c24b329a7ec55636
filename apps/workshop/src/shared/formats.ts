import { useClientProfile } from '@servicebay/api-client';
import { formatAmount, moneyLocale } from '@servicebay/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A calendar day 'YYYY-MM-DD' as that day at local midnight (a slot's day is the workshop's, not an instant). */
const dayOf = (date: string) => new Date(`${date}T00:00:00`);

export type Formats = {
  money: (amount: number, currency: string) => string;
  /** An instant: '28 Nov, 10:30 am'. */
  dateTime: (iso: string) => string;
  /** A calendar day: 'Sat, 29 Nov'. */
  day: (date: string) => string;
  /** A count or reading: '45,210' (Indian grouping in India, Arabic digits in Arabic). */
  number: (value: number) => string;
  /** A change in a count, its sign always shown: '+2', '-1' (a stock ledger's movement). */
  signed: (value: number) => string;
};

/** Dates, times and money in the reader's language and the brand's country (ARCHITECTURE.md section 6). */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  const { countryCode } = useClientProfile();
  const locale = moneyLocale(i18n.language, countryCode);
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
    const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' });
    const number = new Intl.NumberFormat(locale);
    const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
    return {
      money: (amount, currency) => formatAmount(amount, currency, locale),
      dateTime: (iso) => dateTime.format(new Date(iso)),
      day: (date) => day.format(dayOf(date)),
      number: (value) => number.format(value),
      signed: (value) => signed.format(value),
    };
  }, [locale]);
}
