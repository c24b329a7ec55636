import { WORKSHOP_FIELD_RULES, ZIssueBody, type TIssueBody, type TJobCardPart } from '@servicebay/domain';
import type { DomainRules } from '@servicebay/ui';

/** Issue to a card's line, or return from it to the shelf. */
export type CardPartMove = 'issue' | 'return';

/** The quantity dialog as typed: the part chosen from stock and how many. */
export type CardPartMoveValues = { partId: string; quantity: string };

/** What the dialog offers first: the rest of the line for an issue (never above what is still to issue), all that was issued for a return. */
export function mostFor(move: CardPartMove, line: TJobCardPart): number {
  return move === 'issue' ? Math.max(0, line.quantity - line.issued) : line.issued;
}

export const moveValuesOf = (move: CardPartMove, line: TJobCardPart): CardPartMoveValues => ({
  partId: line.partId ?? '',
  quantity: String(mostFor(move, line) || ''),
});

/** The body of POST …/stock-issues or …/stock-returns for one line. */
export const moveBodyOf = (jobCardId: string, line: TJobCardPart, values: CardPartMoveValues): TIssueBody => ({
  jobCardId,
  lines: [{ jobCardLineId: line.lineId, partId: values.partId, quantity: values.quantity }],
});

/** The API's own schema of an issue (a return's lines are the same), its line's fields shown at the dialog's. */
export const moveRules = (jobCardId: string, line: TJobCardPart): DomainRules<CardPartMoveValues, unknown> => ({
  schema: ZIssueBody,
  toInput: (values) => moveBodyOf(jobCardId, line, values),
  // The part's id is checked below with a text a person reads ('Required'), not zod's 'Invalid UUID'.
  fieldOf: (path) => (path[0] === 'lines' && path[2] === 'quantity' ? 'quantity' : undefined),
  moreIssues: (values) => (values.partId ? [] : [{ field: 'partId', message: WORKSHOP_FIELD_RULES.required }]),
});
