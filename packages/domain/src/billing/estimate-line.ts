import { z } from 'zod';
import {
  isWholeInMinor,
  majorOf,
  minor,
  minorDigitsOf,
  minorOf,
  priceOfQuantity,
  QUANTITY_SCALE,
  shareOfMinor,
  type Minor,
  type TCurrency,
} from '../shared/money';
import { basisPointsOfPercent, percentOfBasisPoints } from '../shared/percent';
import { ruleCodes, type RuleValues } from '../shared/rule-codes';
import { numberField, requiredText, WORKSHOP_FIELD_RULES } from '../workshops/workshop-field';
import { ESTIMATE_LINE_MESSAGES } from './estimate-line-messages';
import { lineAmounts, type TInvoiceLineAmounts, type TInvoiceSupply } from './invoice-totals';
import { ratesOn, TAX_MARKET_RULES } from './tax-markets';

/**
 * What one line may come to before tax, in minor units: a billion of the currency's major unit in
 * rupees or riyals (a hundred million in dinars), so that a card's totals, up to MAX_ESTIMATE_LINES of
 * them, stay exact integers in a JavaScript number.
 */
export const LINE_MINOR_MAX = 100_000_000_000;
export const MAX_ESTIMATE_LINES = 300;

/** Codes of the line rules (workshop spec section 5); the texts are estimate-line-messages.ts. */
export const ESTIMATE_LINE_RULES = ruleCodes('estimateLine', ESTIMATE_LINE_MESSAGES);

/** Part or labour (the spec's partLabour); labour comes in the spec's kinds, or none for general labour. */
export const ESTIMATE_LINE_KINDS = ['part', 'labour'] as const;
export type TEstimateLineKind = (typeof ESTIMATE_LINE_KINDS)[number];
export const LABOUR_KINDS = ['rAndR', 'tinkering', 'painting'] as const;
export const TAX_TREATMENTS = ['taxed', 'exempt'] as const;
/** The spec's imtNormal: an insurance claim's line under the Indian Motor Tariff's IMT endorsements, or normal. */
export const INSURANCE_TARIFFS = ['normal', 'imt'] as const;
/** What a part is made of: motor insurers depreciate a claim's parts by material (the spec's materialType). */
export const MATERIAL_TYPES = ['metal', 'plastic', 'rubber', 'glass', 'fibre', 'paint', 'other'] as const;
/** The customer's answer to a line: approved lines are billed, declined ones stay on the card as recommended work. */
export const LINE_APPROVALS = ['pending', 'approved', 'declined'] as const;
export type TLineApproval = (typeof LINE_APPROVALS)[number];
/** Where a line came from: the customer's booking, the brand's service menu, or typed at the desk. */
export const LINE_SOURCES = ['booking', 'menu', 'manual'] as const;

/** Quantities to the thousandth (4.5 litres of oil, 0.25 kg of grease), up to 9,999. */
export const isQuantityText = (text: string) => /^\d{1,4}(\.\d{1,3})?$/.test(text);
/** An amount in major units as typed: up to a billion, at most three decimals (the currency may allow fewer). */
const isAmountText = (text: string) => /^\d{1,10}(\.\d{1,3})?$/.test(text);
/** A percentage to two decimals (GST has 0.25 % and 2.5 %); above 100 is the spec's percent cap. */
const isPercentText = (text: string) => /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= 100;

const ZAmount = numberField(isAmountText, ESTIMATE_LINE_RULES.amountInvalid, { digits: 3 });
const ZPercent = numberField(isPercentText, ESTIMATE_LINE_RULES.percentAboveCap);
/** A price or an amount, and a percentage, as a line types them: the stock's forms (parts, inwards) take the same. */
export { ZAmount as ZLineAmount, ZPercent as ZLinePercent };
const optional = <T extends z.ZodType>(schema: T) =>
  schema
    .nullable()
    .optional()
    .transform((value) => value ?? null);
const optionalText = (max: number) => optional(z.string().trim().max(max, WORKSHOP_FIELD_RULES.tooLong)).transform((text) => (text ? text : null));

/** HSN for goods (4, 6 or 8 digits); SAC for services (99 and four digits: 998714 is a vehicle's repair). */
export const isHsnCode = (code: string) => /^\d{4}(\d{2}){0,2}$/.test(code);
export const isSacCode = (code: string) => /^99\d{4}$/.test(code);

/**
 * A part or labour line as the desk sends it (workshop spec section 3, "Part or labour line"), in
 * major units. The rules that need the workshop's currency and market (decimals, the tax rates in
 * use, the amounts' relations) are `estimateLineRefusal`'s.
 */
export const ZEstimateLineBody = z
  .object({
    kind: z.enum(ESTIMATE_LINE_KINDS),
    name: requiredText(200),
    partNo: optionalText(40),
    partType: optionalText(40),
    labourKind: optional(z.enum(LABOUR_KINDS)),
    /** HSN for a part, SAC for labour (India); optional at estimate. */
    hsnSac: optionalText(8),
    quantity: numberField(isQuantityText, ESTIMATE_LINE_RULES.quantityInvalid).refine((quantity) => quantity > 0, ESTIMATE_LINE_RULES.quantityNotPositive),
    unitPrice: ZAmount.refine((price) => price > 0, ESTIMATE_LINE_RULES.priceNotPositive),
    mrp: optional(ZAmount),
    /** An amount off the line, or a percentage of its quantity price (the percentage wins when both come). */
    discount: optional(ZAmount),
    discountPercentage: optional(ZPercent),
    taxPercentage: ZPercent,
    taxTreatment: z.enum(TAX_TREATMENTS).default('taxed'),
    materialType: optional(z.enum(MATERIAL_TYPES)),
    insuranceTariff: z.enum(INSURANCE_TARIFFS).default('normal'),
    depreciationPercentage: optional(ZPercent),
    salvage: optional(ZAmount),
    /** The insurer's share of the line before tax, as an amount or a percentage (the percentage wins). */
    insurancePayable: optional(ZAmount),
    insurancePayablePercentage: optional(ZPercent),
  })
  .superRefine((line, context) => {
    if (line.kind === 'part' && line.labourKind) context.addIssue({ code: 'custom', message: ESTIMATE_LINE_RULES.labourKindOnPart, path: ['labourKind'] });
    if (line.hsnSac && line.kind === 'part' && !isHsnCode(line.hsnSac))
      context.addIssue({ code: 'custom', message: ESTIMATE_LINE_RULES.hsnInvalid, path: ['hsnSac'] });
    if (line.hsnSac && line.kind === 'labour' && !isSacCode(line.hsnSac))
      context.addIssue({ code: 'custom', message: ESTIMATE_LINE_RULES.sacInvalid, path: ['hsnSac'] });
  });
export type TEstimateLineBody = z.input<typeof ZEstimateLineBody>;
export type TEstimateLineFields = z.output<typeof ZEstimateLineBody>;

/** A line as kept, in minor units and basis points: what the rules and the totals read. */
export type TEstimateLineValues = {
  kind: TEstimateLineKind;
  name: string;
  partNo: string | null;
  partType: string | null;
  labourKind: (typeof LABOUR_KINDS)[number] | null;
  hsnSac: string | null;
  quantityMilli: number;
  unitPrice: Minor;
  mrp: Minor | null;
  discount: Minor;
  discountBasisPoints: number | null;
  taxRateBasisPoints: number;
  treatment: (typeof TAX_TREATMENTS)[number];
  materialType: (typeof MATERIAL_TYPES)[number] | null;
  insuranceTariff: (typeof INSURANCE_TARIFFS)[number];
  depreciationBasisPoints: number | null;
  salvage: Minor | null;
  insurancePayable: Minor;
  insurancePayableBasisPoints: number | null;
};

/** A refusal at one field, with the rule and the values its text names. */
export type TLineRefusal = { field: keyof TEstimateLineFields; rule: (typeof ESTIMATE_LINE_RULES)[keyof typeof ESTIMATE_LINE_RULES]; values?: RuleValues };

const AMOUNT_FIELDS = ['unitPrice', 'mrp', 'discount', 'salvage', 'insurancePayable'] as const;

/**
 * The line in minor units of the workshop's currency, or the refusal of an amount with more
 * decimals than the currency has (1.005 rupees; Bahrain's dinar has three).
 */
export function estimateLineValues(fields: TEstimateLineFields, currency: TCurrency): TEstimateLineValues | TLineRefusal {
  for (const field of AMOUNT_FIELDS) {
    const amount = fields[field];
    if (amount !== null && !isWholeInMinor(amount, currency))
      return { field, rule: ESTIMATE_LINE_RULES.amountInvalid, values: { digits: minorDigitsOf(currency) } };
  }
  const quantityMilli = Math.round(fields.quantity * QUANTITY_SCALE);
  const unitPrice = minorOf(fields.unitPrice, currency);
  const quantityPrice = priceOfQuantity(unitPrice, quantityMilli);
  const discountBasisPoints = fields.discountPercentage === null ? null : basisPointsOfPercent(fields.discountPercentage);
  const discount = discountBasisPoints === null ? minorOf(fields.discount ?? 0, currency) : shareOfMinor(quantityPrice, discountBasisPoints);
  const insurancePayableBasisPoints = fields.insurancePayablePercentage === null ? null : basisPointsOfPercent(fields.insurancePayablePercentage);
  const insurancePayable =
    insurancePayableBasisPoints === null
      ? minorOf(fields.insurancePayable ?? 0, currency)
      : shareOfMinor(minor(Math.max(0, quantityPrice - discount)), insurancePayableBasisPoints);
  return {
    kind: fields.kind,
    name: fields.name,
    partNo: fields.partNo,
    partType: fields.partType,
    labourKind: fields.kind === 'labour' ? fields.labourKind : null,
    hsnSac: fields.hsnSac,
    quantityMilli,
    unitPrice,
    mrp: fields.mrp === null ? null : minorOf(fields.mrp, currency),
    discount,
    discountBasisPoints,
    taxRateBasisPoints: basisPointsOfPercent(fields.taxPercentage),
    treatment: fields.taxTreatment,
    materialType: fields.materialType,
    insuranceTariff: fields.insuranceTariff,
    depreciationBasisPoints: fields.depreciationPercentage === null ? null : basisPointsOfPercent(fields.depreciationPercentage),
    salvage: fields.salvage === null ? null : minorOf(fields.salvage, currency),
    insurancePayable,
    insurancePayableBasisPoints,
  };
}

export const isLineRefusal = (value: TEstimateLineValues | TLineRefusal): value is TLineRefusal => 'rule' in value;

/**
 * The amount rules of workshop spec section 5 ("Discounts and payables"): the discount at most the
 * quantity price (which is the item total without tax before it, and the part's price) and at most
 * what the customer pays after the insurer's share; the insurer's share at most the item total
 * without tax; salvage at most the quantity price; a tax rate the market uses on the day; and, as
 * India's Legal Metrology rules ask, a part's price with tax not above its MRP.
 */
export function estimateLineProblem(line: TEstimateLineValues, supply: TInvoiceSupply): TLineRefusal | null {
  const quantityPrice = priceOfQuantity(line.unitPrice, line.quantityMilli);
  if (quantityPrice > LINE_MINOR_MAX)
    return {
      field: 'unitPrice',
      rule: ESTIMATE_LINE_RULES.lineTooLarge,
      values: { max: majorOf(LINE_MINOR_MAX, TAX_MARKET_RULES[supply.market].currency).toLocaleString('en') },
    };
  if (line.discount > quantityPrice)
    return { field: line.discountBasisPoints === null ? 'discount' : 'discountPercentage', rule: ESTIMATE_LINE_RULES.discountAboveQuantityPrice };
  // Discount and the insurer's share together cannot pass the quantity price: when both were typed
  // as amounts the discount is the one refused (what the customer pays), else the insurer's share.
  if (line.discount > 0 && line.insurancePayableBasisPoints === null && line.discount > quantityPrice - line.insurancePayable)
    return { field: line.discountBasisPoints === null ? 'discount' : 'discountPercentage', rule: ESTIMATE_LINE_RULES.discountAbovePayable };
  if (line.insurancePayable > quantityPrice - line.discount)
    return {
      field: line.insurancePayableBasisPoints === null ? 'insurancePayable' : 'insurancePayablePercentage',
      rule: ESTIMATE_LINE_RULES.insuranceAboveTotal,
    };
  if (line.salvage !== null && line.salvage > quantityPrice) return { field: 'salvage', rule: ESTIMATE_LINE_RULES.salvageAboveQuantityPrice };
  const rates = ratesOn(supply.market, supply.day);
  if (line.treatment === 'taxed' && !rates.includes(line.taxRateBasisPoints))
    return {
      field: 'taxPercentage',
      rule: ESTIMATE_LINE_RULES.taxRateNotInMarket,
      values: { rates: rates.map((rate) => `${percentOfBasisPoints(rate)} %`).join(', ') },
    };
  const taxedUnitPrice = line.treatment === 'taxed' ? line.unitPrice + shareOfMinor(line.unitPrice, line.taxRateBasisPoints) : line.unitPrice;
  if (line.mrp !== null && taxedUnitPrice > line.mrp) return { field: 'unitPrice', rule: ESTIMATE_LINE_RULES.priceAboveMrp };
  return null;
}

/** The body's line, checked against the workshop's currency and market: its values, or the first refusal. */
export function estimateLineRefusal(fields: TEstimateLineFields, currency: TCurrency, supply: TInvoiceSupply): TEstimateLineValues | TLineRefusal {
  const values = estimateLineValues(fields, currency);
  if (isLineRefusal(values)) return values;
  return estimateLineProblem(values, supply) ?? values;
}

/**
 * Two part lines are the same part when their part numbers match (letters and digits only, any case), or their
 * names do where neither has a number: the spec refuses a second line for a part already on the
 * card ("increase quantity instead"). Labour lines are not parts: null.
 */
export function partKeyOf(line: Pick<TEstimateLineValues, 'kind' | 'partNo' | 'name'>): string | null {
  if (line.kind !== 'part') return null;
  const number = line.partNo?.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return number ? `no:${number}` : `name:${line.name.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** A line's amounts (invoice-totals.ts) and its split between insurer and customer. */
export type TEstimateLineAmounts = TInvoiceLineAmounts & { quantityPrice: Minor; insurancePayable: Minor; customerPayable: Minor };

export function estimateLineAmounts(line: TEstimateLineValues, supply: TInvoiceSupply): TEstimateLineAmounts {
  const amounts = lineAmounts(
    {
      kind: line.kind,
      unitPrice: line.unitPrice,
      quantityMilli: line.quantityMilli,
      discount: line.discount,
      taxRateBasisPoints: line.taxRateBasisPoints,
      treatment: line.treatment,
    },
    supply,
  );
  return { ...amounts, quantityPrice: amounts.gross, insurancePayable: line.insurancePayable, customerPayable: minor(amounts.total - line.insurancePayable) };
}
