import { and, eq } from 'drizzle-orm';
import {
  averageAfterReceipt,
  DOCUMENT_OF_MOVEMENT,
  minor,
  movementProblem,
  signedQuantityOf,
  STOCK_REFUSAL_ERRORS,
  valueOfQuantity,
  type FineUnitCost,
  type Minor,
  type TStockDocumentRef,
  type TStockMovementKind,
  type TStockState,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { partStocks, stockMovements, type PartStockRow } from './stock.tables';

export type BranchPart = { brandId: string; workshopId: string; partId: string };

export type Posting = BranchPart & {
  kind: Exclude<TStockMovementKind, 'adjustment'>;
  quantityMilli: number;
  /** What an inflow brings (decision 0052); outflows go at the average and leave it null. */
  value: Minor | null;
  document: TStockDocumentRef;
  jobCardLineId?: string | null;
  /** What the rule needs besides on hand: the job card line, or the inward line. */
  state?: Omit<TStockState, 'onHandMilli'>;
};

export type Posted = { partId: string; kind: TStockMovementKind; quantityMilli: number; value: Minor; onHandMilli: number };

export const fineOf = (row: Pick<PartStockRow, 'averageCostFine'>): FineUnitCost => BigInt(row.averageCostFine) as FineUnitCost;

/** The part's stock row at the branch, made when first needed, under its row lock until `tx` ends. */
export async function lockedStock(tx: Db, at: BranchPart): Promise<PartStockRow> {
  await tx.insert(partStocks).values(at).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(partStocks)
    .where(and(eq(partStocks.partId, at.partId), eq(partStocks.workshopId, at.workshopId)))
    .for('update');
  return row!;
}

/**
 * Posts one movement to the ledger (issue 28, decision 0052): under the branch's stock row lock, the
 * domain's rule for the movement (`movementProblem`) is asked against the quantity on hand as it
 * now is, the moving average taken in or out by money.ts's one arithmetic, and the movement written
 * naming its document, in the same transaction as the cached row it keeps equal to the ledger.
 */
export async function post(tx: Db, posting: Posting): Promise<Posted> {
  if (DOCUMENT_OF_MOVEMENT[posting.kind] !== posting.document.kind) throw new RangeError(`A ${posting.kind} names a ${posting.document.kind}`);
  const stock = await lockedStock(tx, posting);
  const problem = movementProblem({ ...posting.state, onHandMilli: stock.onHandMilli }, { kind: posting.kind, quantityMilli: posting.quantityMilli });
  if (problem) throw new AppError(STOCK_REFUSAL_ERRORS[problem], { field: 'quantity' });
  const average = fineOf(stock);
  const change = signedQuantityOf(posting);
  const isInflow = change > 0 && posting.value !== null;
  const value = isInflow ? posting.value! : valueOfQuantity(average, posting.quantityMilli);
  const nextAverage = isInflow ? averageAfterReceipt(Math.max(0, stock.onHandMilli), average, change, value) : average;
  const onHandMilli = stock.onHandMilli + change;
  await tx
    .update(partStocks)
    .set({ onHandMilli, averageCostFine: nextAverage.toString() })
    .where(and(eq(partStocks.partId, posting.partId), eq(partStocks.workshopId, posting.workshopId)));
  await tx.insert(stockMovements).values({
    brandId: posting.brandId,
    workshopId: posting.workshopId,
    partId: posting.partId,
    kind: posting.kind,
    quantityMilli: posting.quantityMilli,
    valueMinor: value,
    documentKind: posting.document.kind,
    documentId: posting.document.id,
    documentNumber: posting.document.number,
    jobCardLineId: posting.jobCardLineId ?? null,
    onHandAfterMilli: onHandMilli,
    averageCostAfterFine: nextAverage.toString(),
  });
  return { partId: posting.partId, kind: posting.kind, quantityMilli: posting.quantityMilli, value: minor(value), onHandMilli };
}

/** Movements of several parts posted one part at a time in part order, so two documents never wait on each other's rows. */
export const byPart = <T extends { partId: string }>(lines: readonly T[]): T[] => [...lines].sort((a, b) => a.partId.localeCompare(b.partId));
