import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Brand } from '../../platform/tenancy';
import type { StaffScope, StockDeps } from './stock-context';
import { purchaseOrderLines } from './stock.tables';

export type CardSpares = ReturnType<typeof createCardSpares>;

/** What is ordered for each job card line and what of it came: rejected and cancelled lines count as far as they came. */
export async function onOrderFor(tx: Db, jobCardLineIds: readonly string[]): Promise<Map<string, { orderedMilli: number; inwardedMilli: number }>> {
  const totals = new Map<string, { orderedMilli: number; inwardedMilli: number }>();
  if (jobCardLineIds.length === 0) return totals;
  const rows = await tx
    .select()
    .from(purchaseOrderLines)
    .where(inArray(purchaseOrderLines.jobCardLineId, [...jobCardLineIds]));
  for (const row of rows) {
    const total = totals.get(row.jobCardLineId!) ?? { orderedMilli: 0, inwardedMilli: 0 };
    total.orderedMilli += row.status === 'pending' || row.status === 'completed' ? row.quantityMilli : row.receivedMilli;
    total.inwardedMilli += row.receivedMilli;
    totals.set(row.jobCardLineId!, total);
  }
  return totals;
}

/**
 * What a purchase order or an inward does to the job cards it orders for (issue 28 parts 3 and 4):
 * a card at work waits at 'Spares Pending' while any of its part lines has more on order than has
 * come, and goes back to work with the inward that brings the last of them. The cards are held
 * before the document takes its number (the desk's lock order) and followed after its change, in
 * the document's transaction.
 */
export function createCardSpares(deps: StockDeps) {
  /** The workshop's cards of these job card lines, in one order for every caller (no two lock the same pair the other way round). */
  async function cardsOfJobLines(scope: StaffScope, jobLineIds: readonly string[]): Promise<string[]> {
    const lines = await Promise.all([...new Set(jobLineIds)].map((lineId) => deps.jobCardLine(scope, lineId)));
    return [...new Set(lines.flatMap((line) => (line ? [line.jobCardId] : [])))].sort();
  }

  return {
    cardsOfJobLines,

    /** The cards the workshop's order lines are ordered for. */
    async cardsOfOrderLines(scope: StaffScope, orderLineIds: readonly string[]): Promise<string[]> {
      if (orderLineIds.length === 0) return [];
      const rows = await deps.db
        .select({ jobCardLineId: purchaseOrderLines.jobCardLineId })
        .from(purchaseOrderLines)
        .where(
          and(
            eq(purchaseOrderLines.workshopId, scope.workshopId),
            inArray(purchaseOrderLines.id, [...orderLineIds]),
            isNotNull(purchaseOrderLines.jobCardLineId),
          ),
        );
      return cardsOfJobLines(
        scope,
        rows.map((row) => row.jobCardLineId!),
      );
    },

    /** `change` with the cards held first and moved after, as what they wait for now says. */
    async around<T>(brand: Brand, scope: StaffScope, jobCardIds: readonly string[], tx: Db, change: () => Promise<T>): Promise<T> {
      for (const jobCardId of jobCardIds) await deps.sparesWaiting.hold(scope, jobCardId, tx);
      const result = await change();
      for (const jobCardId of jobCardIds) {
        const partLines = (await deps.jobCardLines(jobCardId, tx)).filter((line) => line.kind === 'part');
        const onOrder = await onOrderFor(
          tx,
          partLines.map((line) => line.lineId),
        );
        const isWaiting = [...onOrder.values()].some((line) => line.orderedMilli > line.inwardedMilli);
        await deps.sparesWaiting.follow(brand, scope, jobCardId, isWaiting, tx);
      }
      return result;
    },
  };
}
