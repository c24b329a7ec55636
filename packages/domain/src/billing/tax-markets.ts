import type { TCurrency } from '../shared/money';

/** The markets the workshops bill in, by the brand's country code. */
export const TAX_MARKETS = ['IN', 'SA', 'AE', 'BH', 'TZ'] as const;
export type TTaxMarket = (typeof TAX_MARKETS)[number];

export const TAX_MARKET_OF_COUNTRY_CODE: Readonly<Record<string, TTaxMarket>> = { '+91': 'IN', '+966': 'SA', '+971': 'AE', '+973': 'BH', '+255': 'TZ' };

/** A rate table that applies from a day on (YYYY-MM-DD), until the next one. */
type DatedRates = {
  from: string;
  basisPoints: readonly number[];
  /** The rate most of a workshop's work carries, which a new line starts with. */
  standard: number;
};

/**
 * How a market taxes and rounds an invoice. Rates are dated data: an invoice is taxed at the rates
 * of its own date, so a reprint of last year's invoice reads as it was issued.
 */
export type TaxMarketRules = {
  regime: 'GST' | 'VAT';
  currency: TCurrency;
  /** The rates a line may carry, by date (0 is zero-rated). */
  rates: readonly DatedRates[];
  /**
   * The rounding rule, one per market: each line's tax (each component's, in India) is rounded to
   * the minor unit, half away from zero, and the invoice's taxes are the sums of its lines'. Where
   * the market has no coins for the minor unit, the grand total is rounded to the whole major unit
   * and the difference is the invoice's round-off.
   */
  roundsGrandTotal: boolean;
  /** Where the law has them: lines outside the tax (exempt) as well as taxed at 0 (zero-rated). */
  hasExempt: boolean;
};

export const TAX_MARKET_RULES: Readonly<Record<TTaxMarket, TaxMarketRules>> = {
  // GST slabs of 1 July 2017; the GST Council's two-slab structure (5 % and 18 %, 40 % for luxury
  // and sin goods) from 22 September 2025. Servicing is SAC 9987 at 18 %. The total is rounded to
  // the rupee, as Indian invoices are (CGST Act section 170 rounds tax to the rupee).
  IN: {
    regime: 'GST',
    currency: 'INR',
    rates: [
      { from: '2017-07-01', basisPoints: [0, 500, 1200, 1800, 2800], standard: 1800 },
      { from: '2025-09-22', basisPoints: [0, 500, 1800, 4000], standard: 1800 },
    ],
    roundsGrandTotal: true,
    hasExempt: true,
  },
  // VAT 5 % from 1 January 2018, 15 % from 1 July 2020. ZATCA's rules: line VAT to the halala.
  SA: {
    regime: 'VAT',
    currency: 'SAR',
    rates: [
      { from: '2018-01-01', basisPoints: [0, 500], standard: 500 },
      { from: '2020-07-01', basisPoints: [0, 1500], standard: 1500 },
    ],
    roundsGrandTotal: false,
    hasExempt: true,
  },
  // VAT 5 % from 1 January 2018.
  AE: { regime: 'VAT', currency: 'AED', rates: [{ from: '2018-01-01', basisPoints: [0, 500], standard: 500 }], roundsGrandTotal: false, hasExempt: true },
  // VAT 5 % from 1 January 2019, 10 % from 1 January 2022; amounts to the fils (three decimals).
  BH: {
    regime: 'VAT',
    currency: 'BHD',
    rates: [
      { from: '2019-01-01', basisPoints: [0, 500], standard: 500 },
      { from: '2022-01-01', basisPoints: [0, 1000], standard: 1000 },
    ],
    roundsGrandTotal: false,
    hasExempt: true,
  },
  // VAT 18 % under the VAT Act 2014 (1 July 2015). Shilling cents are not in use: the total is
  // rounded to the shilling.
  TZ: { regime: 'VAT', currency: 'TZS', rates: [{ from: '2015-07-01', basisPoints: [0, 1800], standard: 1800 }], roundsGrandTotal: true, hasExempt: true },
};

/**
 * The tax the menu's prices include, named beside them as the market expects (prices shown to a
 * consumer include GST in India and VAT in the Gulf and Tanzania); none for a country outside the
 * markets, whose prices then say nothing of tax.
 */
export const taxIncludedIn = (countryCode: string): TaxMarketRules['regime'] | null => {
  const market = TAX_MARKET_OF_COUNTRY_CODE[countryCode];
  return market ? TAX_MARKET_RULES[market].regime : null;
};

/** The rates a line may carry on `day` (YYYY-MM-DD); none before the market's tax began. */
export function ratesOn(market: TTaxMarket, day: string): readonly number[] {
  return ratesTableOn(market, day)?.basisPoints ?? [];
}

/** The rate a new line starts with on `day`: servicing's 18 % in India (SAC 9987), the VAT elsewhere. */
export const standardRateOn = (market: TTaxMarket, day: string): number => ratesTableOn(market, day)?.standard ?? 0;

const ratesTableOn = (market: TTaxMarket, day: string) => TAX_MARKET_RULES[market].rates.filter((table) => table.from <= day).at(-1);
