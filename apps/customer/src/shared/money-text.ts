import { useClientProfile } from '@servicebay/api-client';
import { formatAmount, moneyLocale } from '@servicebay/domain';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Writes an API amount (major units of the brand's currency) as the customer reads it, with the
 * currency's own minor digits (2, or 3 for the Bahraini dinar: fils are real money there).
 */
export function useMoneyText(): (amount: number, currency: string) => string {
  const { i18n } = useTranslation();
  const { countryCode } = useClientProfile();
  const locale = moneyLocale(i18n.language, countryCode);
  return useCallback((amount: number, currency: string) => formatAmount(amount, currency, locale), [locale]);
}

/**
 * Builds the money formatter of the brand and language ahead, in a task of its own after the
 * screen is drawn: the first one costs a slow phone about 35 ms of locale data, which would
 * otherwise fall in the render of the first prices (the dashboard's recommended services).
 */
export function useMoneyTextAhead(): void {
  const money = useMoneyText();
  const { currency } = useClientProfile();
  useEffect(() => {
    const timer = setTimeout(() => money(0, currency));
    return () => clearTimeout(timer);
  }, [money, currency]);
}
