/**
 * The quantity rules of workshop spec section 5 ("Quantities") and section 4 ("An issued part must be
 * invoiced; it can be removed only after it is returned to stock"), over a stock's state as the
 * service reads it in the request's transaction (rows locked): the first broken rule, or null.
 */

/** A job card's part line as stock sees it, in thousandths: its quantity, and what is issued to it net of returns. */
export type TJobLineIssues = { quantityMilli: number; issuedMilli: number };

export type TStockState = {
  /** The part's quantity on hand at the branch. */
  onHandMilli: number;
  /** The job card line an issue, a return to stock, an edit or a removal is for. */
  jobLine?: TJobLineIssues;
  /** The inward line a return to vendor takes back from: what it received, and what was sent back already. */
  inwardLine?: { receivedMilli: number; returnedMilli: number };
};

/**
 * What is asked of the stock: the movements the desk makes (a count's adjustment is signed), and two
 * changes to a job card line that stock must allow: a new quantity, and taking the part off the card.
 */
export type TStockRequest =
  | { kind: 'issue' | 'returnToStock' | 'returnToVendor' | 'transferOut' | 'inward' | 'transferIn'; quantityMilli: number }
  | { kind: 'adjustment'; quantityMilli: number }
  | { kind: 'editJobLine'; quantityMilli: number }
  | { kind: 'removeFromJobCard' };

export type TStockProblem = 'quantityNotPositive' | 'aboveOnHand' | 'abovePending' | 'aboveIssued' | 'aboveReceived' | 'belowIssued' | 'notReturned';

const jobLineOf = (state: TStockState, kind: string): TJobLineIssues => {
  if (!state.jobLine) throw new RangeError(`A ${kind} needs the job card line it is for`);
  return state.jobLine;
};

/** The quantity a job card line still waits for: its quantity less what is issued to it. */
export const pendingOf = (line: TJobLineIssues): number => Math.max(0, line.quantityMilli - line.issuedMilli);

export function movementProblem(state: TStockState, request: TStockRequest): TStockProblem | null {
  if (request.kind === 'removeFromJobCard') return jobLineOf(state, request.kind).issuedMilli > 0 ? 'notReturned' : null;
  const quantity = request.quantityMilli;
  if (!Number.isSafeInteger(quantity) || (request.kind === 'adjustment' ? quantity === 0 : quantity <= 0)) return 'quantityNotPositive';
  switch (request.kind) {
    case 'issue': {
      const line = jobLineOf(state, request.kind);
      if (quantity > state.onHandMilli) return 'aboveOnHand';
      return quantity > pendingOf(line) ? 'abovePending' : null;
    }
    case 'returnToStock':
      return quantity > jobLineOf(state, request.kind).issuedMilli ? 'aboveIssued' : null;
    case 'editJobLine':
      return quantity < jobLineOf(state, request.kind).issuedMilli ? 'belowIssued' : null;
    case 'transferOut':
      return quantity > state.onHandMilli ? 'aboveOnHand' : null;
    case 'returnToVendor': {
      if (quantity > state.onHandMilli) return 'aboveOnHand';
      const inward = state.inwardLine;
      return inward && quantity > inward.receivedMilli - inward.returnedMilli ? 'aboveReceived' : null;
    }
    case 'adjustment':
      return quantity < 0 && -quantity > state.onHandMilli ? 'aboveOnHand' : null;
    case 'inward':
    case 'transferIn':
      return null;
  }
}

/**
 * "An issued part must be invoiced" (section 4): a job card is invoiced with each part line's
 * quantity exactly what was issued to it, net of returns. The index of the first line that is not,
 * or null. Lines not from stock (labour, parts bought in for the job) are left out by the caller.
 */
export const firstLineNotAsIssued = (lines: readonly TJobLineIssues[]): number | null => {
  const index = lines.findIndex((line) => line.quantityMilli !== line.issuedMilli);
  return index === -1 ? null : index;
};
