import { majorOf, minor, proportionOfMinor, type Minor, type TCurrency } from '../shared/money';
import { lineAmounts, taxesByKind, type TInvoiceLineInput, type TInvoiceSupply, type TInvoiceTotals, type TTaxKind } from './invoice-totals';

/** What a credit note takes back: its taxable value and each tax, reversed by the invoice's own rules. */
export type TCreditNoteAmounts = { taxable: Minor; taxByKind: Partial<Record<TTaxKind, Minor>>; tax: Minor; total: Minor };

/**
 * What a note (a credit note of an invoice, a debit note of an inward) shows of what it takes back:
 * its basis, the lines it names, its amounts in major units of `currency` and its reason.
 */
export function noteAmountsOf(amounts: TCreditNoteAmounts, body: { lineIds?: string[] | undefined; reason?: string | undefined }, currency: TCurrency) {
  const major = (amount: number) => majorOf(amount, currency);
  const hasLines = (body.lineIds?.length ?? 0) > 0;
  return {
    basis: hasLines ? ('lines' as const) : ('amount' as const),
    lineIds: hasLines ? body.lineIds! : [],
    taxable: major(amounts.taxable),
    taxes: (Object.entries(amounts.taxByKind) as [TTaxKind, number][]).map(([kind, amount]) => ({ kind, amount: major(amount) })),
    tax: major(amounts.tax),
    total: major(amounts.total),
    reason: body.reason?.trim() || null,
  };
}

export type TCreditNoteProblem = 'nothingToCredit' | 'aboveInvoice' | 'unknownLine';

/**
 * A credit note for an amount (tax included), not above the invoice's amount (workshop spec section
 * 5): each tax takes the share it has of the invoice's total, to the minor unit; the rest is taxable
 * value. An invoice whose lines all carry one rate is credited exactly at that rate.
 */
export function creditNoteForAmount(invoice: TInvoiceTotals, amount: number): TCreditNoteAmounts | TCreditNoteProblem {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'nothingToCredit';
  if (amount > invoice.grandTotal) return 'aboveInvoice';
  const taxByKind: Partial<Record<TTaxKind, Minor>> = {};
  for (const [kind, invoiced] of Object.entries(invoice.taxByKind) as [TTaxKind, Minor][]) taxByKind[kind] = proportionOfMinor(amount, invoiced, invoice.total);
  const tax = minor(Object.values(taxByKind).reduce((total, each) => total + each, 0));
  return { taxable: minor(amount - tax), taxByKind, tax, total: minor(amount) };
}

/** A credit note for chosen lines of the invoice: each line taken back whole, its taxes as they were invoiced. */
export function creditNoteForLines(
  lines: readonly TInvoiceLineInput[],
  supply: TInvoiceSupply,
  chosen: readonly number[],
): TCreditNoteAmounts | TCreditNoteProblem {
  if (chosen.length === 0) return 'nothingToCredit';
  if (chosen.some((index) => !Number.isInteger(index) || lines[index] === undefined) || new Set(chosen).size !== chosen.length) return 'unknownLine';
  const amounts = chosen.map((index) => lineAmounts(lines[index]!, supply));
  const taxByKind = taxesByKind(amounts);
  const taxable = minor(amounts.reduce((total, line) => total + line.taxable, 0));
  const tax = minor(amounts.reduce((total, line) => total + line.tax, 0));
  return { taxable, taxByKind, tax, total: minor(taxable + tax) };
}
