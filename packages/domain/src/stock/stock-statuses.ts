import { z } from 'zod';

/**
 * The states of the stock's documents (workshop spec section 4, "Parts and order states": PENDING,
 * COMPLETED, IN TRANSIT, RETURNED, Part Issued, Part Inwarded, rejected, cancelled), each machine
 * written once, as data. The spec gives the states, not the graph: these are the moves a store
 * makes. A state with no move out is over: "an inwarded, rejected or cancelled part cannot be
 * processed again" (section 4).
 */
type TMove<S extends string> = { readonly from: S; readonly to: S };

/**
 * A purchase order's line: PENDING while parts are still to come (partial inwards keep it so),
 * COMPLETED once all are inwarded ('Part Inwarded' on the job card that waited for it), rejected when
 * the vendor cannot supply it or the store refuses what came, cancelled when the workshop calls the
 * rest off. No IN TRANSIT here: nothing tells the workshop when a vendor ships.
 */
export const ORDER_LINE_STATUSES = ['pending', 'completed', 'rejected', 'cancelled'] as const;
export const ZOrderLineStatus = z.enum(ORDER_LINE_STATUSES);
export type TOrderLineStatus = z.infer<typeof ZOrderLineStatus>;
export const ORDER_LINE_MOVES: readonly TMove<TOrderLineStatus>[] = [
  { from: 'pending', to: 'completed' },
  { from: 'pending', to: 'rejected' },
  { from: 'pending', to: 'cancelled' },
];

/**
 * An inward (goods receipt): PENDING while the storekeeper scans and counts, COMPLETED when stock
 * and the average cost take it (needing a bill or a delivery challan number), or cancelled unposted.
 * A completed inward is corrected by a return to vendor or a debit note, never edited.
 */
export const INWARD_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export const ZInwardStatus = z.enum(INWARD_STATUSES);
export type TInwardStatus = z.infer<typeof ZInwardStatus>;
export const INWARD_MOVES: readonly TMove<TInwardStatus>[] = [
  { from: 'pending', to: 'completed' },
  { from: 'pending', to: 'cancelled' },
];

/**
 * A transfer between branches: IN TRANSIT from the moment the sending branch's stock goes down until
 * the receiving branch takes it in; cancelled puts it back at the sending branch (a wrong part
 * sent, a van turned back).
 */
export const TRANSFER_STATUSES = ['inTransit', 'received', 'cancelled'] as const;
export const ZTransferStatus = z.enum(TRANSFER_STATUSES);
export type TTransferStatus = z.infer<typeof ZTransferStatus>;
export const TRANSFER_MOVES: readonly TMove<TTransferStatus>[] = [
  { from: 'inTransit', to: 'received' },
  { from: 'inTransit', to: 'cancelled' },
];

/** Why a move is refused: from a state that is over ('alreadyProcessed'), or not in the table ('notAllowed'); null when allowed. */
export type TStockMoveProblem = 'alreadyProcessed' | 'notAllowed';

const moveProblemIn =
  <S extends string>(moves: readonly TMove<S>[]) =>
  (from: S, to: S): TStockMoveProblem | null => {
    if (!moves.some((move) => move.from === from)) return 'alreadyProcessed';
    return moves.some((move) => move.from === from && move.to === to) ? null : 'notAllowed';
  };

export const orderLineMoveProblem = moveProblemIn(ORDER_LINE_MOVES);
export const inwardMoveProblem = moveProblemIn(INWARD_MOVES);
export const transferMoveProblem = moveProblemIn(TRANSFER_MOVES);

/** An order line still takes inwards while it is pending. */
export const isOrderLineOpen = (status: TOrderLineStatus): boolean => status === 'pending';

/**
 * What a job card's part line shows of its stock (issue 28 parts 3 to 5): 'Spares Pending' while
 * parts ordered for it have not all come, 'Part Inwarded' once they have and wait to be issued,
 * 'Part Issued' once its quantity is issued (or some of it, from stock, when nothing was ordered for
 * it); none for a line neither ordered nor issued. Quantities in thousandths; issued is net of returns.
 */
export const JOB_LINE_PART_STATUSES = ['sparesPending', 'partInwarded', 'partIssued'] as const;
export const ZJobLinePartStatus = z.enum(JOB_LINE_PART_STATUSES);
export type TJobLinePartStatus = z.infer<typeof ZJobLinePartStatus>;
export type TJobLineStock = { quantityMilli: number; issuedMilli: number; orderedMilli: number; inwardedMilli: number };

export function jobLinePartStatus(line: TJobLineStock): TJobLinePartStatus | null {
  if (line.issuedMilli >= line.quantityMilli && line.issuedMilli > 0) return 'partIssued';
  if (line.orderedMilli > line.inwardedMilli) return 'sparesPending';
  if (line.inwardedMilli > 0) return 'partInwarded';
  return line.issuedMilli > 0 ? 'partIssued' : null;
}
