import type { ErrorCode } from '../shared/error-codes';
import type { TDebitNoteProblem } from './debit-note';
import type { TStockProblem } from './movement-problem';
import type { TReceiptProblem } from './purchase-order';
import type { TStockMoveProblem } from './stock-statuses';

/** Every refusal of the stock's pure rules. */
export type TStockRefusal = TStockProblem | TStockMoveProblem | TReceiptProblem | TDebitNoteProblem | 'billOrChallanRequired' | 'notAsIssued';

/**
 * The API error each refusal answers with (texts and HTTP statuses: shared/error-codes.ts, 'stock/…'),
 * so a service throws `new AppError(STOCK_REFUSAL_ERRORS[problem])` and never words one itself.
 */
export const STOCK_REFUSAL_ERRORS = {
  quantityNotPositive: 'stock/quantity-not-positive',
  aboveOnHand: 'stock/above-on-hand',
  abovePending: 'stock/above-pending',
  aboveIssued: 'stock/above-issued',
  aboveReceived: 'stock/above-received',
  belowIssued: 'stock/below-issued',
  notReturned: 'stock/not-returned',
  alreadyProcessed: 'stock/already-processed',
  notAllowed: 'stock/step-not-allowed',
  aboveOrdered: 'stock/above-ordered',
  billOrChallanRequired: 'stock/bill-or-challan-required',
  inwardNotCompleted: 'stock/inward-not-completed',
  noteExists: 'stock/note-exists',
  nothingToDebit: 'stock/nothing-to-debit',
  aboveInward: 'stock/debit-above-inward',
  unknownLine: 'stock/unknown-line',
  notAsIssued: 'stock/not-as-issued',
} as const satisfies Record<TStockRefusal, ErrorCode>;
