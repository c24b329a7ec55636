import { z } from 'zod';
import { creditNoteForAmount, creditNoteForLines, type TCreditNoteAmounts } from '../billing/credit-note';
import { ZCreditNoteBody, ZNoteAmounts } from '../billing/credit-note-wire';
import type { TInvoiceLineInput, TInvoiceSupply, TInvoiceTotals } from '../billing/invoice-totals';
import { isCurrency, majorOf, minorOf } from '../shared/money';
import type { TInwardStatus } from './stock-statuses';

/**
 * POST …/inwards/{id}/debit-notes (issue 28 part 7, workshop spec section 5): what the vendor owes
 * back on an inward, as an amount (tax included, not above the inward's amount) or as whole lines of
 * it, with a prefix (the credit note's rule); once per inward. The tax is reversed by billing's own
 * rules: a debit note is to an inward what a credit note is to an invoice.
 */
export const ZDebitNoteBody = ZCreditNoteBody;
export type TDebitNoteBody = z.infer<typeof ZDebitNoteBody>;

/** The spec's debit note (debitInvoiceNo, debitInvoiceDate, debitInvoiceAmount) and its tax, as the API answers it. */
export const ZDebitNote = ZNoteAmounts.extend({
  debitNoteId: z.uuid(),
  inwardId: z.uuid(),
  inwardNumber: z.string(),
  vendorName: z.string(),
});
export type TDebitNote = z.infer<typeof ZDebitNote>;

export type TDebitNoteProblem = 'inwardNotCompleted' | 'noteExists' | 'nothingToDebit' | 'aboveInward' | 'unknownLine';

/** Whether the inward takes a debit note now: a completed inward, and only one note ('Credit note or debit note already generated'). */
export function debitNoteProblem(inward: { status: TInwardStatus; hasDebitNote: boolean }): TDebitNoteProblem | null {
  if (inward.status !== 'completed') return 'inwardNotCompleted';
  return inward.hasDebitNote ? 'noteExists' : null;
}

const asDebit = (amounts: TCreditNoteAmounts | 'nothingToCredit' | 'aboveInvoice' | 'unknownLine'): TCreditNoteAmounts | TDebitNoteProblem => {
  if (amounts === 'nothingToCredit') return 'nothingToDebit';
  if (amounts === 'aboveInvoice') return 'aboveInward';
  return amounts;
};

/** A debit note for an amount (minor units, tax included) of the inward, each tax its share of the inward's. */
export const debitNoteForAmount = (inward: TInvoiceTotals, amount: number): TCreditNoteAmounts | TDebitNoteProblem =>
  asDebit(creditNoteForAmount(inward, amount));

/** A debit note for chosen lines of the inward, each taken back whole with its tax. */
export const debitNoteForLines = (
  lines: readonly TInvoiceLineInput[],
  supply: TInvoiceSupply,
  chosen: readonly number[],
): TCreditNoteAmounts | TDebitNoteProblem => asDebit(creditNoteForLines(lines, supply, chosen));

/**
 * The debit-note register's totals (a period's notes, one currency): summed in minor units, so ten
 * notes of 0.10 make 1.00 and not 0.9999999, and answered in major units as the notes are.
 */
export function debitNoteTotals(notes: readonly Pick<TDebitNote, 'taxable' | 'tax' | 'total'>[], currency: string) {
  const sum = (pick: (note: (typeof notes)[number]) => number) => {
    if (!isCurrency(currency)) return notes.reduce((total, note) => total + pick(note), 0);
    return majorOf(
      notes.reduce((total, note) => total + minorOf(pick(note), currency), 0),
      currency,
    );
  };
  return { count: notes.length, taxable: sum((note) => note.taxable), tax: sum((note) => note.tax), total: sum((note) => note.total) };
}
