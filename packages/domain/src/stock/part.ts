import { z } from 'zod';
import { ESTIMATE_LINE_RULES, isHsnCode, ZLineAmount, ZLinePercent, type TLineRefusal } from '../billing/estimate-line';
import { ratesOn } from '../billing/tax-markets';
import type { TInvoiceSupply } from '../billing/invoice-totals';
import { isWholeInMinor, minorDigitsOf, minorOf, shareOfMinor, type Minor, type TCurrency } from '../shared/money';
import { basisPointsOfPercent, percentOfBasisPoints } from '../shared/percent';
import { compactCode, isWholeNumberText, numberField, requiredText } from '../workshops/workshop-field';
import { optionalStockText, STOCK_RULES, ZOptionalBarcode } from './stock-fields';

/** How a part is counted; quantities are kept in thousandths, for fluids and lengths. */
export const PART_UNITS = ['piece', 'set', 'pair', 'litre', 'kilogram', 'metre'] as const;
export const ZPartUnit = z.enum(PART_UNITS);
export type TPartUnit = z.infer<typeof ZPartUnit>;

/** How part numbers are compared for 'one part number per brand': 'bp 2291' and 'BP2291' are one part. */
export const partNumberKey = (partNumber: string): string => compactCode(partNumber);

const isReorderLevelText = (text: string) => isWholeNumberText(text, 0, 999_999);

/**
 * A part of the brand's parts master (issue 28 part 1, workshop spec section 3 "Part or labour
 * line"), as the desk sends it, in major units. HSN and the tax rate follow a job card line's rules
 * (billing), so a part issued to a card bills as it was set up; `partValues` checks what needs the
 * workshop's currency and market.
 */
export const ZPartBody = z
  .object({
    partNumber: requiredText(40),
    name: requiredText(200),
    partType: optionalStockText(40),
    /** The maker's brand (Bosch, Castrol), not the white-label brand. */
    brand: optionalStockText(60),
    hsn: optionalStockText(8),
    taxPercentage: ZLinePercent,
    unit: ZPartUnit,
    mrp: ZLineAmount.nullable()
      .optional()
      .transform((mrp) => mrp ?? null),
    purchasePrice: ZLineAmount.refine((price) => price > 0, ESTIMATE_LINE_RULES.priceNotPositive),
    sellingPrice: ZLineAmount.refine((price) => price > 0, ESTIMATE_LINE_RULES.priceNotPositive),
    barcode: ZOptionalBarcode,
    reorderLevel: numberField(isReorderLevelText, STOCK_RULES.reorderLevelInvalid).default(0),
    bin: optionalStockText(20),
    /** The vehicles it fits, as the store writes them ('Swift, Dzire 2018-, Baleno'): searched like the name. */
    vehicleFit: optionalStockText(300),
  })
  .superRefine((part, ctx) => {
    if (part.hsn && !isHsnCode(part.hsn)) ctx.addIssue({ code: 'custom', message: ESTIMATE_LINE_RULES.hsnInvalid, path: ['hsn'] });
  });
export type TPartBody = z.input<typeof ZPartBody>;
export type TPartFields = z.output<typeof ZPartBody>;

/** A part as kept: amounts in minor units, the rate in basis points. */
export type TPartValues = Omit<TPartFields, 'mrp' | 'purchasePrice' | 'sellingPrice' | 'taxPercentage'> & {
  mrp: Minor | null;
  purchasePrice: Minor;
  sellingPrice: Minor;
  taxRateBasisPoints: number;
};

type TPartRefusal = { field: keyof TPartFields; rule: TLineRefusal['rule']; values?: TLineRefusal['values'] };
export const isPartRefusal = (value: TPartValues | TPartRefusal): value is TPartRefusal => 'rule' in value;

/**
 * The part in the workshop's minor units, or the first refusal: an amount with more decimals than
 * the currency has, a rate the market does not use on the day, a selling price whose tax takes it
 * above the MRP (the job card line's Legal Metrology rule: the part is sold at this price).
 */
export function partValues(fields: TPartFields, currency: TCurrency, supply: TInvoiceSupply): TPartValues | TPartRefusal {
  for (const field of ['mrp', 'purchasePrice', 'sellingPrice'] as const) {
    const amount = fields[field];
    if (amount !== null && !isWholeInMinor(amount, currency))
      return { field, rule: ESTIMATE_LINE_RULES.amountInvalid, values: { digits: minorDigitsOf(currency) } };
  }
  const taxRateBasisPoints = basisPointsOfPercent(fields.taxPercentage);
  const rates = ratesOn(supply.market, supply.day);
  if (!rates.includes(taxRateBasisPoints))
    return {
      field: 'taxPercentage',
      rule: ESTIMATE_LINE_RULES.taxRateNotInMarket,
      values: { rates: rates.map((rate) => `${percentOfBasisPoints(rate)} %`).join(', ') },
    };
  const sellingPrice = minorOf(fields.sellingPrice, currency);
  const mrp = fields.mrp === null ? null : minorOf(fields.mrp, currency);
  if (mrp !== null && sellingPrice + shareOfMinor(sellingPrice, taxRateBasisPoints) > mrp)
    return { field: 'sellingPrice', rule: ESTIMATE_LINE_RULES.priceAboveMrp };
  return { ...fields, mrp, purchasePrice: minorOf(fields.purchasePrice, currency), sellingPrice, taxRateBasisPoints };
}
