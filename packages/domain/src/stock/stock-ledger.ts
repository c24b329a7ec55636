import { z } from 'zod';
import { averageAfterReceipt, minor, minorOfUnitCost, valueOfQuantity, ZERO_UNIT_COST, type FineUnitCost, type Minor } from '../shared/money';

/**
 * The stock ledger (issue 28 parts 4 to 8): a part's stock at a branch is its movements, in the order
 * they were posted, and nothing else. Every movement names its document, so every quantity on hand
 * can be explained; on hand and the average cost are computed from the movements here, once.
 */
export const STOCK_MOVEMENT_KINDS = ['inward', 'issue', 'returnToStock', 'returnToVendor', 'transferOut', 'transferIn', 'adjustment'] as const;
export const ZStockMovementKind = z.enum(STOCK_MOVEMENT_KINDS);
export type TStockMovementKind = z.infer<typeof ZStockMovementKind>;

export const STOCK_DOCUMENT_KINDS = ['inward', 'jobCard', 'vendorReturn', 'stockTransfer', 'stockCount'] as const;
export const ZStockDocumentKind = z.enum(STOCK_DOCUMENT_KINDS);
export type TStockDocumentKind = z.infer<typeof ZStockDocumentKind>;

/** The document each kind of movement names: a movement without one cannot be written. */
export const DOCUMENT_OF_MOVEMENT: Readonly<Record<TStockMovementKind, TStockDocumentKind>> = {
  inward: 'inward',
  issue: 'jobCard',
  returnToStock: 'jobCard',
  returnToVendor: 'vendorReturn',
  transferOut: 'stockTransfer',
  transferIn: 'stockTransfer',
  adjustment: 'stockCount',
};

export const ZStockDocumentRef = z.object({ kind: ZStockDocumentKind, id: z.uuid(), number: z.string() });
export type TStockDocumentRef = z.infer<typeof ZStockDocumentRef>;

/** Movements that bring stock in at a value of their own; the others take it out at the average. */
const INFLOWS: readonly TStockMovementKind[] = ['inward', 'returnToStock', 'transferIn'];

export type TStockMovement = {
  kind: TStockMovementKind;
  branchId: string;
  partId: string;
  /** Thousandths, above zero; an adjustment's is signed (a count that found more, or fewer). */
  quantityMilli: number;
  /**
   * What an inflow brings, in minor units: an inward line's taxable value (the vendor's tax is
   * claimed back, not stock), the value its issue took out for a return to stock, the value sent for
   * a transfer in. Outflows leave it null: they go at the average. An adjustment that finds stock
   * brings it at the average when null.
   */
  value: Minor | null;
  document: TStockDocumentRef;
};

/** What a movement does to the quantity on hand: in, out, or an adjustment's own sign. */
export function signedQuantityOf(movement: Pick<TStockMovement, 'kind' | 'quantityMilli'>): number {
  if (movement.kind === 'adjustment') return movement.quantityMilli;
  return INFLOWS.includes(movement.kind) ? movement.quantityMilli : -movement.quantityMilli;
}

/** A part's stock at a branch: the movements of that part there, in posting order. */
export const movementsOf = (movements: readonly TStockMovement[], branchId: string, partId: string): TStockMovement[] =>
  movements.filter((movement) => movement.branchId === branchId && movement.partId === partId);

/** The quantity on hand (thousandths): the ledger's sum. */
export const onHandOf = (movements: readonly Pick<TStockMovement, 'kind' | 'quantityMilli'>[]): number =>
  movements.reduce((onHand, movement) => onHand + signedQuantityOf(movement), 0);

/** What the ledger's arithmetic reads of a movement: a page of the ledger reads its documents for its own lines only. */
export type TLedgerMovement = Pick<TStockMovement, 'kind' | 'quantityMilli' | 'value'>;

/** One line of a part's ledger: the movement, the value it moved, and the stock after it. */
export type TStockLedgerLine<M extends TLedgerMovement = TStockMovement> = {
  movement: M;
  /** Minor units moved, in or out (never signed): an outflow's is its quantity at the average before it. */
  value: Minor;
  onHandMilli: number;
  averageCost: FineUnitCost;
};

/**
 * The weighted average cost, moving (perpetual): each inflow sets the average to (value held + value
 * brought) / (quantity held + quantity brought); an outflow takes its quantity at the average and
 * leaves the average as it was. The one rounding rule: the average is kept to a billionth of a minor
 * unit, half away from zero, at each inflow (money.ts `averageAfterReceipt`), and shown, issued and
 * valued to the minor unit, half away from zero. With nothing on hand the average stays the last
 * one, so a return after the shelf emptied still has a cost.
 */
export function stockLedgerOf<M extends TLedgerMovement>(movements: readonly M[]): TStockLedgerLine<M>[] {
  let onHandMilli = 0;
  let averageCost = ZERO_UNIT_COST;
  return movements.map((movement) => {
    const change = signedQuantityOf(movement);
    // A count that finds stock without a value adds it at the average: the average does not move.
    const broughtValue = change > 0 ? movement.value : null;
    const value = broughtValue ?? valueOfQuantity(averageCost, Math.abs(change));
    if (broughtValue !== null) averageCost = averageAfterReceipt(Math.max(0, onHandMilli), averageCost, change, broughtValue);
    onHandMilli += change;
    return { movement, value, onHandMilli, averageCost };
  });
}

export type TStockPosition = {
  onHandMilli: number;
  /** The weighted average cost of one unit, to the minor unit. */
  averageCost: Minor;
  /** On hand at the average, to the minor unit: the stock's valuation. */
  value: Minor;
};

/** The stock after its movements: on hand, the average cost and the valuation. */
export function stockPositionOf(movements: readonly TStockMovement[]): TStockPosition {
  const last = stockLedgerOf(movements).at(-1);
  if (!last) return { onHandMilli: 0, averageCost: minor(0), value: minor(0) };
  return {
    onHandMilli: last.onHandMilli,
    averageCost: minorOfUnitCost(last.averageCost),
    value: valueOfQuantity(last.averageCost, Math.max(0, last.onHandMilli)),
  };
}

/** The weighted average cost of one unit after the movements, to the minor unit. */
export const averageCostOf = (movements: readonly TStockMovement[]): Minor => stockPositionOf(movements).averageCost;
