import {
  isCurrency,
  majorOf,
  minor,
  minorOf,
  priceOfQuantity,
  QUANTITY_SCALE,
  roundedToWholeMajor,
  TAX_MARKET_RULES,
  TAX_MARKETS,
  type Minor,
  type TCurrency,
  type TCustomerEstimate,
  type TEstimateAnswerBody,
} from '@servicebay/domain';

type TLine = TCustomerEstimate['lines'][number];
type TTaxKind = TCustomerEstimate['totals']['taxes'][number]['kind'];

/** The customer's answer to one line. */
export type TLineChoice = 'approved' | 'declined';
/** The answers chosen so far, by line id; a line not in it is still to be answered. */
export type TLineChoices = Readonly<Record<string, TLineChoice>>;

/** What an estimate's answers start as: each line's own answer, a pending line not chosen yet. */
export function choicesOf(lines: readonly Pick<TLine, 'lineId' | 'approval'>[]): TLineChoices {
  const choices: Record<string, TLineChoice> = {};
  for (const line of lines) if (line.approval !== 'pending') choices[line.lineId] = line.approval;
  return choices;
}

/** A line as the bill counts it: declined by the customer's choice, or by its own answer when none is chosen. */
export const isDeclined = (line: Pick<TLine, 'lineId' | 'approval'>, choices: TLineChoices): boolean => (choices[line.lineId] ?? line.approval) === 'declined';

/** How many lines still wait for an answer. */
export const linesLeft = (lines: readonly Pick<TLine, 'lineId'>[], choices: TLineChoices): number => lines.filter((line) => !choices[line.lineId]).length;

/** The answer to send: every line of the version, once; null while a line waits for one. */
export function answerBody(estimate: Pick<TCustomerEstimate, 'version' | 'lines'>, choices: TLineChoices): TEstimateAnswerBody | null {
  if (linesLeft(estimate.lines, choices) > 0) return null;
  return { version: estimate.version, lines: estimate.lines.map((line) => ({ lineId: line.lineId, approval: choices[line.lineId]! })) };
}

/** The bill of the lines kept (approved or still pending), in major units as the API writes money. */
export type TEstimateBill = {
  partsTotal: number;
  labourTotal: number;
  discountTotal: number;
  subtotalBeforeTax: number;
  taxTotal: number;
  /** The tax by kind (CGST and SGST apart), or null when the lines do not say how theirs splits (a cess). */
  taxes: { kind: TTaxKind; amount: number }[] | null;
  roundOff: number;
  grandTotal: number;
  /** The declined lines' total: recommended work, outside the bill. */
  declinedTotal: number;
  declinedCount: number;
};

/** Where an amount in this currency is billed: the market rounds the grand total or not. */
const roundsGrandTotal = (currency: TCurrency) =>
  TAX_MARKETS.some((market) => TAX_MARKET_RULES[market].currency === currency && TAX_MARKET_RULES[market].roundsGrandTotal);

/**
 * How each line's tax splits by kind, read from the kinds the workshop's totals carry: one kind
 * (VAT, or IGST between states) takes it all; CGST and SGST take half each (each is the same
 * rate's share of the same value, packages/domain invoice-totals.ts). Anything else (a cess
 * beside them) cannot be told from a line's one tax amount.
 */
function taxSplit(kinds: readonly TTaxKind[]): ((tax: Minor) => [TTaxKind, Minor][] | null) | null {
  const distinct = [...new Set(kinds)].sort();
  if (distinct.length === 1) return (tax) => [[distinct[0]!, tax]];
  if (distinct.join() === 'CGST,SGST')
    return (tax) =>
      tax % 2 === 0
        ? [
            ['CGST', minor(tax / 2)],
            ['SGST', minor(tax / 2)],
          ]
        : null;
  return null;
}

/**
 * The estimate's bill as the customer's choices make it, added up from the lines as the workshop
 * adds up its own (packages/domain estimate.ts, estimateOf): a declined line leaves the totals
 * and counts as recommended work; approved and pending lines stay in. Summed in minor units.
 */
export function estimateBill(estimate: Pick<TCustomerEstimate, 'lines' | 'currency' | 'totals'>, choices: TLineChoices): TEstimateBill {
  const currency: TCurrency = isCurrency(estimate.currency) ? estimate.currency : 'INR';
  const inMinor = (amount: number) => minorOf(amount, currency);
  const major = (amount: number) => majorOf(amount, currency);
  const split = taxSplit(estimate.totals.taxes.map((tax) => tax.kind));
  let parts = 0;
  let labour = 0;
  let discount = 0;
  let tax = 0;
  let declined = 0;
  let declinedCount = 0;
  const byKind = new Map<TTaxKind, number>();
  let isSplit = split !== null;
  for (const line of estimate.lines) {
    if (isDeclined(line, choices)) {
      declined += inMinor(line.total);
      declinedCount += 1;
      continue;
    }
    const gross = priceOfQuantity(inMinor(line.unitPrice), Math.round(line.quantity * QUANTITY_SCALE));
    if (line.kind === 'part') parts += gross;
    else labour += gross;
    discount += inMinor(line.discount);
    const lineTax = inMinor(line.tax);
    tax += lineTax;
    const shares = split?.(lineTax) ?? null;
    if (!shares) isSplit = false;
    for (const [kind, amount] of shares ?? []) byKind.set(kind, (byKind.get(kind) ?? 0) + amount);
  }
  const subtotal = parts + labour - discount;
  const total = subtotal + tax;
  const grandTotal = roundsGrandTotal(currency) ? roundedToWholeMajor(total, currency) : total;
  return {
    partsTotal: major(parts),
    labourTotal: major(labour),
    discountTotal: major(discount),
    subtotalBeforeTax: major(subtotal),
    taxTotal: major(tax),
    taxes: isSplit ? [...byKind].map(([kind, amount]) => ({ kind, amount: major(amount) })) : null,
    roundOff: major(grandTotal - total),
    grandTotal: major(grandTotal),
    declinedTotal: major(declined),
    declinedCount,
  };
}
