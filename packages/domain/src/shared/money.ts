import { z } from 'zod/mini';
import { keptPerKey } from './kept-per-key';

/**
 * Money is an integer count of a currency's minor unit (paise, halalas, fils, cents), never a
 * float: ARCHITECTURE.md section 4. The API shows major units, as the specs do; conversion and
 * display happen here, once.
 */
export const CURRENCIES = {
  INR: { minorDigits: 2 },
  SAR: { minorDigits: 2 },
  AED: { minorDigits: 2 },
  /** The Bahraini dinar has 1,000 fils. */
  BHD: { minorDigits: 3 },
  TZS: { minorDigits: 2 },
} as const;
export type TCurrency = keyof typeof CURRENCIES;
export const ZCurrency = z.enum(Object.keys(CURRENCIES) as [TCurrency, ...TCurrency[]]);

declare const minorBrand: unique symbol;
/** An amount in a currency's minor unit; only `minor()` and the functions below make one. */
export type Minor = number & { readonly [minorBrand]: true };
export type Money = { amount: Minor; currency: TCurrency };

export function minor(amount: number): Minor {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`A minor-unit amount must be a whole number: ${amount}`);
  return amount as Minor;
}

export const isCurrency = (code: string): code is TCurrency => Object.hasOwn(CURRENCIES, code);
/** The currency's digits after the point: 2, or 3 for the Bahraini dinar. */
export const minorDigitsOf = (currency: TCurrency): number => CURRENCIES[currency].minorDigits;
const scaleOf = (currency: TCurrency) => 10 ** minorDigitsOf(currency);

/** 1,234.5 INR -> 123450 paise; half a minor unit rounds away from zero (commercial rounding). */
export function moneyFromMajor(major: number, currency: TCurrency): Money {
  const scaled = major * scaleOf(currency);
  // toPrecision trims binary noise (1.005 * 100 = 100.49999…) before rounding.
  const exact = Number(scaled.toPrecision(15));
  return { amount: minor(Math.sign(exact) * Math.round(Math.abs(exact))), currency };
}

export const toMajor = (money: Money) => money.amount / scaleOf(money.currency);

/** An amount kept in minor units (a database column) in major units, as the API shows money. */
export const majorOf = (amount: number, currency: TCurrency): number => toMajor({ amount: minor(amount), currency });
/** A major-unit amount (the API's, a form's) in minor units, commercially rounded. */
export const minorOf = (major: number, currency: TCurrency): Minor => moneyFromMajor(major, currency).amount;
/** Whether a major-unit amount has no more decimals than the currency's minor unit can hold (12.345 is fine in dinars, not in rupees). */
export const isWholeInMinor = (major: number, currency: TCurrency): boolean => Number(major.toFixed(minorDigitsOf(currency))) === major;

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error(`Cannot add ${a.currency} to ${b.currency}`);
  return { amount: minor(a.amount + b.amount), currency: a.currency };
}

const formatterOf = keptPerKey((key) => {
  const [locale, currency] = key.split('|') as [string, TCurrency];
  const digits = minorDigitsOf(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
});
/** The amount as the customer reads it, in their language: '₹1,234.50', 'BHD 12.500', '12.50 ر.س.'. */
export const formatMoney = (money: Money, locale: string): string => formatterOf(`${locale}|${money.currency}`).format(toMajor(money));

/**
 * The locale money (and the figures beside it) is written in: Arabic readers get Arabic; English
 * readers in India Indian grouping (1,00,000) and the rupee sign, elsewhere the international form
 * ('SAR 1,234.50').
 */
export const moneyLocale = (language: string, countryCode: string): string => (language === 'ar' ? 'ar' : countryCode === '+91' ? 'en-IN' : 'en');

/**
 * An amount as the API answers it (major units, a currency code) formatted for the reader: the
 * screens' one way to show money. A code outside the table still reads as an amount in it.
 */
export const formatAmount = (major: number, currency: string, locale: string): string =>
  isCurrency(currency) ? formatMoney(moneyFromMajor(major, currency), locale) : `${currency} ${major.toFixed(2)}`;

/** a / b rounded to the nearest whole number, half away from zero, exactly (no float on the way). */
function divideRoundedExactly(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}
const divideRounded = (numerator: bigint, denominator: bigint): number => Number(divideRoundedExactly(numerator, denominator));

/** A share of an amount given in basis points (1800 = 18 %), to the minor unit, half away from zero: a line's tax. */
export const shareOfMinor = (amount: number, basisPoints: number): Minor => minor(divideRounded(BigInt(minor(amount)) * BigInt(basisPoints), 10_000n));

/** Quantities are kept in thousandths (1,500 = 1.5 litres): a unit price times a quantity, to the minor unit. */
export const QUANTITY_SCALE = 1000;
export const priceOfQuantity = (unitPrice: number, quantityMilli: number): Minor =>
  minor(divideRounded(BigInt(minor(unitPrice)) * BigInt(quantityMilli), BigInt(QUANTITY_SCALE)));

/** An amount to the nearest whole major unit (rupee, shilling), half away from zero: an invoice's round-off. */
export function roundedToWholeMajor(amount: number, currency: TCurrency): Minor {
  const scale = BigInt(scaleOf(currency));
  return minor(Number(BigInt(divideRounded(BigInt(minor(amount)), scale)) * scale));
}

/** `amount` shared in the proportion `part` of `whole`, to the minor unit: a credit note's tax by amount. */
export const proportionOfMinor = (amount: number, part: number, whole: number): Minor =>
  minor(divideRounded(BigInt(minor(amount)) * BigInt(minor(part)), BigInt(minor(whole))));

declare const fineBrand: unique symbol;
/**
 * A unit cost finer than the minor unit, in billionths of it, per whole unit (1,000 thousandths): a
 * stock's weighted average cost. Kept this fine because each receipt rounds it: at a billionth,
 * even a million receipts move it by less than a thousandth of a paisa or fils, so the average shown
 * and issued to the minor unit stays within half a minor unit of the exact one (stock/stock-ledger.ts).
 */
export type FineUnitCost = bigint & { readonly [fineBrand]: true };
const FINE_SCALE = 1_000_000_000n;
const PER_UNIT = FINE_SCALE * BigInt(QUANTITY_SCALE);

export const ZERO_UNIT_COST = 0n as FineUnitCost;

/** A fine unit cost to the minor unit, half away from zero: the average cost as shown. */
export const minorOfUnitCost = (unitCost: FineUnitCost): Minor => minor(divideRounded(unitCost, FINE_SCALE));

/** The value of a quantity (thousandths) at a fine unit cost, to the minor unit, half away from zero: what an issue takes out of stock. */
export const valueOfQuantity = (unitCost: FineUnitCost, quantityMilli: number): Minor => minor(divideRounded(unitCost * BigInt(quantityMilli), PER_UNIT));

/**
 * The weighted average unit cost after `addedMilli` come in worth `addedValue` (minor units) onto
 * `onHandMilli` held at `unitCost`: (value held + value added) / (quantity held + quantity added),
 * to the billionth of a minor unit, half away from zero.
 */
export function averageAfterReceipt(onHandMilli: number, unitCost: FineUnitCost, addedMilli: number, addedValue: number): FineUnitCost {
  const total = BigInt(onHandMilli) + BigInt(addedMilli);
  if (total <= 0n) throw new RangeError(`An average needs something on hand: ${onHandMilli} + ${addedMilli}`);
  return divideRoundedExactly(BigInt(onHandMilli) * unitCost + BigInt(minor(addedValue)) * PER_UNIT, total) as FineUnitCost;
}
