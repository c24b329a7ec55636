import { formatAmount, moneyLocale, printLanguages, type TPrintLanguage, type TTaxMarket } from '@servicebay/domain';

/** How a print speaks: its languages in order, its own words in each, amounts and moments as its market reads them. */
export type PrintVoice = {
  languages: TPrintLanguage[];
  /** The print's own words, one line per language, its first language first. */
  say: (english: string, arabic: string) => string;
  /** The same words on one line ('VAT No. / الرقم الضريبي'), for a table's cell or a label before its value. */
  inline: (english: string, arabic: string) => string;
  money: (amount: number) => string;
  /** An instant as the workshop's clock read it: '28 Nov 2026, 15:45'. */
  moment: (iso: string) => string;
};

/**
 * The voice of a workshop's prints: English in India and Tanzania; English and Arabic in the Gulf,
 * the reader's language first (an Arabic first language lays the print out right to left). Amounts
 * keep Latin digits in both, as the invoice's totals do.
 */
export function printVoice(place: { market: TTaxMarket; currency: string; timeZone: string }, readerFirst?: TPrintLanguage): PrintVoice {
  const languages = printLanguages(place.market, readerFirst);
  const locale = moneyLocale('en', place.market === 'IN' ? '+91' : '+966');
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: place.timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return {
    languages,
    say: (english, arabic) => languages.map((language) => (language === 'ar' ? arabic : english)).join('\n'),
    inline: (english, arabic) => languages.map((language) => (language === 'ar' ? arabic : english)).join(' / '),
    money: (amount) => formatAmount(amount, place.currency, locale),
    moment: (iso) => clock.format(new Date(iso)),
  };
}
