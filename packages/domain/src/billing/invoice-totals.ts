import { minor, priceOfQuantity, roundedToWholeMajor, shareOfMinor, type Minor } from '../shared/money';
import { ratesOn, TAX_MARKET_RULES, type TTaxMarket } from './tax-markets';

/** How the tax law treats a line: taxed at its rate (0 is zero-rated), or outside the tax (exempt). */
export type TTaxTreatment = 'taxed' | 'exempt';

/** A part or labour line as priced: before tax, in the workshop's currency's minor units. */
export type TInvoiceLineInput = {
  kind: 'part' | 'labour';
  unitPrice: number;
  /** In thousandths: 1,000 is one, 4,500 is 4.5 litres of oil. */
  quantityMilli: number;
  /** Taken off the line's price before tax. */
  discount: number;
  taxRateBasisPoints: number;
  /** India's compensation cess where the rate table has it. */
  cessBasisPoints?: number;
  treatment?: TTaxTreatment;
};

export type TTaxKind = 'CGST' | 'SGST' | 'IGST' | 'CESS' | 'VAT';
export type TLineTax = { kind: TTaxKind; rateBasisPoints: number; amount: Minor };

export type TInvoiceLineAmounts = {
  /** Unit price times quantity. */
  gross: Minor;
  discount: Minor;
  /** The taxable value (India's Rule 46), after discount. */
  taxable: Minor;
  taxes: TLineTax[];
  tax: Minor;
  total: Minor;
};

/** What is billed and where: the market, the invoice's day (for its rates) and, in India, whether supply is within the state. */
export type TInvoiceSupply = { market: TTaxMarket; day: string; isIntraState?: boolean };

export type TInvoiceTotalsInput = TInvoiceSupply & {
  lines: readonly TInvoiceLineInput[];
  /** Paid already: the booking's advance and every payment taken. */
  paid?: number;
  /** Cash handed over for the payment being taken, for the change. */
  amountTendered?: number;
  /** An insurance claim's fee and the customer's deductible, carried on the invoice as the claim states them. */
  claimFee?: number;
  insuranceDeductible?: number;
};

/** The invoice's totals (workshop spec section 3), every one in minor units. */
export type TInvoiceTotals = {
  lines: TInvoiceLineAmounts[];
  partsTotal: Minor;
  labourTotal: Minor;
  discountTotal: Minor;
  /** The taxable value of the whole invoice: subtotal before VAT (or GST). */
  subtotalBeforeTax: Minor;
  taxTotal: Minor;
  /** Each kind of tax over the invoice, for the tax summary (CGST and SGST apart). */
  taxByKind: Partial<Record<TTaxKind, Minor>>;
  /** Subtotal and tax, before the round-off. */
  total: Minor;
  roundOff: Minor;
  grandTotal: Minor;
  paid: Minor;
  balance: Minor;
  amountTendered: Minor;
  change: Minor;
  claimFee: Minor;
  insuranceDeductible: Minor;
};

/** Why a line cannot be billed, by the workshop spec's rules (section 5); null when it can. */
export type TLineProblem = 'quantityNotPositive' | 'priceNotPositive' | 'discountNegative' | 'discountAboveGross' | 'rateNotInMarket';

export function lineProblem(line: TInvoiceLineInput, supply: TInvoiceSupply): TLineProblem | null {
  if (!Number.isSafeInteger(line.quantityMilli) || line.quantityMilli <= 0) return 'quantityNotPositive';
  if (!Number.isSafeInteger(line.unitPrice) || line.unitPrice <= 0) return 'priceNotPositive';
  if (!Number.isSafeInteger(line.discount) || line.discount < 0) return 'discountNegative';
  if (line.discount > priceOfQuantity(line.unitPrice, line.quantityMilli)) return 'discountAboveGross';
  if (line.treatment !== 'exempt' && !ratesOn(supply.market, supply.day).includes(line.taxRateBasisPoints)) return 'rateNotInMarket';
  return null;
}

/** A line's taxes: VAT at its rate; GST as CGST and SGST at half the rate each within a state, IGST between states; cess on top. */
function taxesOf(line: TInvoiceLineInput, taxable: Minor, supply: TInvoiceSupply): TLineTax[] {
  if (line.treatment === 'exempt') return [];
  const rate = line.taxRateBasisPoints;
  const at = (kind: TTaxKind, rateBasisPoints: number): TLineTax => ({ kind, rateBasisPoints, amount: shareOfMinor(taxable, rateBasisPoints) });
  if (TAX_MARKET_RULES[supply.market].regime === 'VAT') return [at('VAT', rate)];
  if (supply.isIntraState === undefined) throw new RangeError('A GST invoice needs to know whether its supply is within the state');
  const gst = supply.isIntraState ? [at('CGST', rate / 2), at('SGST', rate / 2)] : [at('IGST', rate)];
  return line.cessBasisPoints ? [...gst, at('CESS', line.cessBasisPoints)] : gst;
}

/** Each kind of tax over some lines (an invoice's, a credit note's), for the tax summary. */
export function taxesByKind(lines: readonly Pick<TInvoiceLineAmounts, 'taxes'>[]): Partial<Record<TTaxKind, Minor>> {
  const byKind: Partial<Record<TTaxKind, Minor>> = {};
  for (const tax of lines.flatMap((line) => line.taxes)) byKind[tax.kind] = minor((byKind[tax.kind] ?? 0) + tax.amount);
  return byKind;
}

const sum = (amounts: readonly number[]): Minor => minor(amounts.reduce((total, amount) => total + amount, 0));

/** One line's amounts under the market's rounding rule (tax-markets.ts): each tax to the minor unit. */
export function lineAmounts(line: TInvoiceLineInput, supply: TInvoiceSupply): TInvoiceLineAmounts {
  const problem = lineProblem(line, supply);
  if (problem) throw new RangeError(`A line that cannot be billed: ${problem}`);
  const gross = priceOfQuantity(line.unitPrice, line.quantityMilli);
  const discount = minor(line.discount);
  const taxable = minor(gross - discount);
  const taxes = taxesOf(line, taxable, supply);
  const tax = sum(taxes.map((each) => each.amount));
  return { gross, discount, taxable, taxes, tax, total: minor(taxable + tax) };
}

/**
 * The invoice's totals from its lines: every total is the sum of its lines' amounts, so a printed
 * invoice always adds up; the round-off is the only amount not on a line.
 */
export function invoiceTotals(input: TInvoiceTotalsInput): TInvoiceTotals {
  const lines = input.lines.map((line) => lineAmounts(line, input));
  const grossOf = (kind: TInvoiceLineInput['kind']) => sum(lines.filter((_, index) => input.lines[index]!.kind === kind).map((line) => line.gross));
  const subtotalBeforeTax = sum(lines.map((line) => line.taxable));
  const taxTotal = sum(lines.map((line) => line.tax));
  const taxByKind = taxesByKind(lines);
  const total = minor(subtotalBeforeTax + taxTotal);
  const rules = TAX_MARKET_RULES[input.market];
  const grandTotal = rules.roundsGrandTotal ? roundedToWholeMajor(total, rules.currency) : total;
  const paid = minor(input.paid ?? 0);
  const balance = minor(grandTotal - paid);
  const amountTendered = minor(input.amountTendered ?? 0);
  return {
    lines,
    partsTotal: grossOf('part'),
    labourTotal: grossOf('labour'),
    discountTotal: sum(lines.map((line) => line.discount)),
    subtotalBeforeTax,
    taxTotal,
    taxByKind,
    total,
    roundOff: minor(grandTotal - total),
    grandTotal,
    paid,
    balance,
    amountTendered,
    change: minor(Math.max(0, amountTendered - Math.max(0, balance))),
    claimFee: minor(input.claimFee ?? 0),
    insuranceDeductible: minor(input.insuranceDeductible ?? 0),
  };
}
