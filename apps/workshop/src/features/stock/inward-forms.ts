import { QUANTITY_SCALE, quantityMilliOf, type ErrorCode, type TDebitNoteBody, type TInward, type TReturnToVendorBody } from '@servicebay/domain';

type InwardLine = TInward['lines'][number];

/**
 * A number or an amount put into a sentence, isolated left to right (U+2066 … U+2069) so that in
 * Arabic 'INW2627/0002:' and '₹590.00.' keep their order beside the punctuation around them.
 */
export const isolated = (text: string): string => `\u2066${text}\u2069`;

/** What is left of an inward line to send back: received less already returned (in thousandths, so 2.5 - 0.3 is 2.2). */
export const leftOfLine = (line: Pick<InwardLine, 'quantity' | 'returned'>): number =>
  Math.max(0, quantityMilliOf(line.quantity) - quantityMilliOf(line.returned)) / QUANTITY_SCALE;

/** Whether anything of the inward can still go back: completed, with something left on a line. */
export const canReturnToVendor = (inward: TInward): boolean => inward.status === 'completed' && inward.lines.some((line) => leftOfLine(line) > 0);

/** Parts going back to the vendor as typed: a quantity per line of the inward ('' or 0: none of it). */
export type VendorReturnValues = { reason: string; quantities: Record<string, string> };

export const newVendorReturn = (): VendorReturnValues => ({ reason: '', quantities: {} });

/** Why a typed quantity cannot go: an API code, so the dialog words it as the server would. */
export type VendorReturnProblem = { inwardLineId: string | null; code: ErrorCode };

const isNone = (text: string | undefined) => text === undefined || text.trim() === '' || Number(text.trim()) === 0;

/**
 * Each quantity a number above zero and at most what is left of its line ('Return quantity should
 * not be more than the quantity received on this inward'); at least one line. The server checks
 * again, under a lock, against what another desk returned meanwhile.
 */
export function vendorReturnProblems(inward: TInward, values: VendorReturnValues): VendorReturnProblem[] {
  const problems: VendorReturnProblem[] = [];
  for (const line of inward.lines) {
    const text = values.quantities[line.inwardLineId];
    if (isNone(text)) continue;
    const quantity = Number(text!.trim());
    if (!Number.isFinite(quantity) || quantity < 0) problems.push({ inwardLineId: line.inwardLineId, code: 'stock/quantity-not-positive' });
    else if (quantityMilliOf(quantity) > quantityMilliOf(leftOfLine(line))) problems.push({ inwardLineId: line.inwardLineId, code: 'stock/above-received' });
  }
  if (problems.length === 0 && inward.lines.every((line) => isNone(values.quantities[line.inwardLineId])))
    problems.push({ inwardLineId: null, code: 'stock/quantity-not-positive' });
  return problems;
}

/** POST …/vendor-returns: the lines given a quantity, in the inward's order. */
export const vendorReturnBodyOf = (inward: TInward, values: VendorReturnValues): TReturnToVendorBody => ({
  inwardId: inward.inwardId,
  reason: values.reason.trim() || null,
  lines: inward.lines
    .filter((line) => !isNone(values.quantities[line.inwardLineId]))
    .map((line) => ({ inwardLineId: line.inwardLineId, partId: line.partId, quantity: values.quantities[line.inwardLineId]!.trim() })),
});

/** A debit note as typed: a prefix, an amount or whole lines, and why. */
export type DebitNoteValues = { prefix: string; basis: 'amount' | 'lines'; amount: string; lineIds: string[]; reason: string };

export const newDebitNote = (): DebitNoteValues => ({ prefix: 'DN', basis: 'amount', amount: '', lineIds: [], reason: '' });

/** A prefix's rule is the form's own text; the others are the API's refusals, worded by their code. */
export type DebitNoteProblem = { field: 'prefix' } | { field: 'amount' | 'lineIds'; code: ErrorCode };

/**
 * What the form refuses before asking (workshop spec section 5): a prefix of letters and digits; an
 * amount above zero and not above the inward's ('The debit amount should not be more than the
 * inward amount'), or at least one line ('A debit note needs an amount or at least one selected line').
 */
export function debitNoteProblem(inward: Pick<TInward, 'amount'>, values: DebitNoteValues): DebitNoteProblem | null {
  if (!/^[A-Za-z0-9]{1,6}$/.test(values.prefix.trim())) return { field: 'prefix' };
  if (values.basis === 'lines') return values.lineIds.length > 0 ? null : { field: 'lineIds', code: 'stock/nothing-to-debit' };
  const amount = Number(values.amount.trim());
  if (values.amount.trim() === '' || !Number.isFinite(amount) || amount <= 0) return { field: 'amount', code: 'stock/nothing-to-debit' };
  return amount > inward.amount ? { field: 'amount', code: 'stock/debit-above-inward' } : null;
}

/** POST …/inwards/{id}/debit-notes: the amount or the lines, never both. */
export const debitNoteBodyOf = (values: DebitNoteValues): TDebitNoteBody => ({
  prefix: values.prefix.trim(),
  ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
  ...(values.basis === 'amount' ? { amount: Number(values.amount.trim()) } : { lineIds: values.lineIds }),
});
