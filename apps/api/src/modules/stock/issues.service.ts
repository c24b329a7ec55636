import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  firstLineNotAsIssued,
  jobLinePartStatus,
  majorOf,
  movementProblem,
  partNumberKey,
  proportionOfMinor,
  quantityMilliOf,
  STOCK_REFUSAL_ERRORS,
  type TIssueBody,
  type TJobCardPart,
  type TReturnToStockBody,
  type TStockPosting,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { InvoiceIssuing } from '../billing';
import { byPart, post, type Posted } from './ledger';
import type { PartsService } from './parts.service';
import type { PurchaseOrdersService } from './purchase-orders.service';
import { quantityOf, type StockDeps } from './stock-context';
import { jobLineIssues, parts, stockMovements } from './stock.tables';

export type IssuesService = ReturnType<typeof createIssuesService>;

/** A job card line about to change (a new quantity) or go (null), as billing's hook tells it. */
export type JobLineChanging = { jobCardId: string; lineId: string; quantityMilli: number | null };

type JobLineBody = { jobCardLineId: string; partId: string; quantity: number };

/**
 * Parts issued to a job card's lines and returned from them to stock (issue 28 part 5), under the
 * card's row lock (billing changes its lines under the same lock) and each part's branch stock row
 * lock: at most the line's pending quantity, at most on hand, a return at most what was issued,
 * bringing back the value its issue took out.
 */
export function createIssuesService(deps: StockDeps & { parts: PartsService; orders: PurchaseOrdersService }) {
  const { db } = deps;

  async function onCard(
    brand: Brand,
    scope: StaffScope,
    body: { jobCardId: string; lines: JobLineBody[] },
    each: (tx: Db, document: TStockPosting['document'], line: JobLineBody, quantityMilli: number, lineQuantityMilli: number) => Promise<Posted>,
  ): Promise<TStockPosting> {
    const { currency } = await deps.placeOf(brand, scope.workshopId);
    return db.transaction(async (tx) => {
      const card = await deps.lockedJobCardOf(scope, body.jobCardId, tx);
      if (!card) throw new AppError('resource/not-found', { field: 'jobCardId' });
      const cardLines = await deps.jobCardLines(card.id, tx);
      const document = { kind: 'jobCard' as const, id: card.id, number: card.jobCardNo };
      const movements: TStockPosting['movements'] = [];
      for (const line of byPart(body.lines)) {
        const index = body.lines.indexOf(line);
        const jobLine = cardLines.find((each) => each.lineId === line.jobCardLineId);
        if (!jobLine || jobLine.kind !== 'part') throw new AppError('resource/not-found', { field: `lines.${index}.jobCardLineId` });
        await deps.parts.partOf(scope.brandId, line.partId, tx);
        const posted = await each(tx, document, line, quantityMilliOf(line.quantity), jobLine.quantityMilli);
        movements.push({
          partId: posted.partId,
          kind: posted.kind,
          quantity: quantityOf(posted.quantityMilli),
          value: majorOf(posted.value, currency),
          onHand: quantityOf(posted.onHandMilli),
        });
      }
      return { document, movements };
    });
  }

  async function issuedTo(tx: Db, jobCardLineId: string) {
    const [row] = await tx.select().from(jobLineIssues).where(eq(jobLineIssues.jobCardLineId, jobCardLineId)).for('update');
    return row ?? null;
  }

  return {
    /** POST …/stock-issues: 'Part Issued' on the card's lines. */
    issue: (brand: Brand, scope: StaffScope, body: TIssueBody & { lines: JobLineBody[] }) =>
      onCard(brand, scope, body, async (tx, document, line, quantityMilli, lineQuantityMilli) => {
        const issued = await issuedTo(tx, line.jobCardLineId);
        if (issued && issued.partId !== line.partId) throw new AppError('request/invalid', { field: 'partId', message: 'Another part is issued to this line' });
        const posted = await post(tx, {
          brandId: scope.brandId,
          workshopId: scope.workshopId,
          partId: line.partId,
          kind: 'issue',
          quantityMilli,
          value: null,
          document,
          jobCardLineId: line.jobCardLineId,
          state: { jobLine: { quantityMilli: lineQuantityMilli, issuedMilli: issued?.issuedMilli ?? 0 } },
        });
        const kept = { issuedMilli: (issued?.issuedMilli ?? 0) + quantityMilli, valueMinor: (issued?.valueMinor ?? 0) + posted.value };
        await tx
          .insert(jobLineIssues)
          .values({
            jobCardLineId: line.jobCardLineId,
            brandId: scope.brandId,
            workshopId: scope.workshopId,
            jobCardId: document.id,
            partId: line.partId,
            ...kept,
          })
          .onConflictDoUpdate({ target: jobLineIssues.jobCardLineId, set: kept });
        return posted;
      }),

    /** POST …/stock-returns: parts back from the card's lines to the shelf, at the value their issues took out. */
    returnToStock: (brand: Brand, scope: StaffScope, body: TReturnToStockBody & { lines: JobLineBody[] }) =>
      onCard(brand, scope, body, async (tx, document, line, quantityMilli, lineQuantityMilli) => {
        const issued = await issuedTo(tx, line.jobCardLineId);
        const issuedMilli = issued && issued.partId === line.partId ? issued.issuedMilli : 0;
        const value = issuedMilli > 0 && quantityMilli <= issuedMilli ? proportionOfMinor(issued!.valueMinor, quantityMilli, issuedMilli) : null;
        const posted = await post(tx, {
          brandId: scope.brandId,
          workshopId: scope.workshopId,
          partId: line.partId,
          kind: 'returnToStock',
          quantityMilli,
          value,
          document,
          jobCardLineId: line.jobCardLineId,
          state: { jobLine: { quantityMilli: lineQuantityMilli, issuedMilli } },
        });
        const left = { issuedMilli: issuedMilli - quantityMilli, valueMinor: issued!.valueMinor - posted.value };
        if (left.issuedMilli === 0) await tx.delete(jobLineIssues).where(eq(jobLineIssues.jobCardLineId, line.jobCardLineId));
        else await tx.update(jobLineIssues).set(left).where(eq(jobLineIssues.jobCardLineId, line.jobCardLineId));
        return posted;
      }),

    /**
     * GET …/job-cards/{id}/parts: each part line's ordered, inwarded, issued and returned quantities,
     * its stock status, and what is used on it is worth at cost (purchased versus used, issue 28 part 8).
     */
    async ofCard(brand: Brand, scope: StaffScope, jobCardId: string): Promise<TJobCardPart[]> {
      const card = await deps.jobCardOf(scope, jobCardId, db);
      if (!card) throw new AppError('resource/not-found');
      const lines = (await deps.jobCardLines(card.id)).filter((line) => line.kind === 'part');
      const ids = lines.map((line) => line.lineId);
      const keys = [...new Set(lines.flatMap((line) => (line.partNo ? [partNumberKey(line.partNo)] : [])))];
      const [issues, returns, ordered, { currency }, ofNumber] = await Promise.all([
        ids.length ? db.select().from(jobLineIssues).where(inArray(jobLineIssues.jobCardLineId, ids)) : Promise.resolve([]),
        ids.length
          ? db
              .select({ lineId: stockMovements.jobCardLineId, returnedMilli: sql<number>`sum(${stockMovements.quantityMilli})`.mapWith(Number) })
              .from(stockMovements)
              .where(and(eq(stockMovements.kind, 'returnToStock'), inArray(stockMovements.jobCardLineId, ids)))
              .groupBy(stockMovements.jobCardLineId)
          : Promise.resolve([]),
        deps.orders.orderedFor(ids),
        deps.placeOf(brand, scope.workshopId),
        // A line not yet issued names its part by the number the desk typed: the master's part of that number, if any.
        keys.length
          ? db
              .select({ id: parts.id, partKey: parts.partKey })
              .from(parts)
              .where(and(eq(parts.brandId, scope.brandId), inArray(parts.partKey, keys)))
          : Promise.resolve([]),
      ]);
      const partOfNumber = new Map(ofNumber.map((part) => [part.partKey, part.id]));
      return lines.map((line) => {
        const issued = issues.find((row) => row.jobCardLineId === line.lineId);
        const order = ordered.get(line.lineId) ?? { orderedMilli: 0, inwardedMilli: 0 };
        const stock = { quantityMilli: line.quantityMilli, issuedMilli: issued?.issuedMilli ?? 0, ...order };
        return {
          lineId: line.lineId,
          name: line.name,
          partNo: line.partNo,
          quantity: quantityOf(line.quantityMilli),
          ordered: quantityOf(order.orderedMilli),
          inwarded: quantityOf(order.inwardedMilli),
          issued: quantityOf(stock.issuedMilli),
          returned: quantityOf(returns.find((row) => row.lineId === line.lineId)?.returnedMilli ?? 0),
          usedValue: majorOf(issued?.valueMinor ?? 0, currency),
          currency,
          partId: issued?.partId ?? (line.partNo ? (partOfNumber.get(partNumberKey(line.partNo)) ?? null) : null),
          status: jobLinePartStatus(stock),
        };
      });
    },

    /**
     * Billing's hook, in the transaction that changes a card's line under the card's lock: an issued
     * part's line goes only once returned, and its quantity never below what is issued.
     */
    async jobLineChanging(event: JobLineChanging, tx: Db): Promise<void> {
      const [issued] = await tx
        .select({ issuedMilli: jobLineIssues.issuedMilli })
        .from(jobLineIssues)
        .where(and(eq(jobLineIssues.jobCardId, event.jobCardId), eq(jobLineIssues.jobCardLineId, event.lineId)));
      const jobLine = { quantityMilli: event.quantityMilli ?? 0, issuedMilli: issued?.issuedMilli ?? 0 };
      const problem = movementProblem(
        { onHandMilli: 0, jobLine },
        event.quantityMilli === null ? { kind: 'removeFromJobCard' } : { kind: 'editJobLine', quantityMilli: event.quantityMilli },
      );
      if (problem) throw new AppError(STOCK_REFUSAL_ERRORS[problem], { field: 'quantity' });
    },

    /**
     * Billing's hook, in the tax invoice's transaction under the card's lock: "an issued part must be
     * invoiced" (workshop spec section 4). Each line a part was issued to is billed exactly as issued,
     * net of returns; a declined line keeps nothing issued. Lines never issued from stock are not asked.
     */
    async invoiceIssuing(event: InvoiceIssuing, tx: Db): Promise<void> {
      const issued = await tx
        .select({ lineId: jobLineIssues.jobCardLineId, issuedMilli: jobLineIssues.issuedMilli })
        .from(jobLineIssues)
        .where(eq(jobLineIssues.jobCardId, event.jobCardId));
      const issuedOf = new Map(issued.map((row) => [row.lineId, row.issuedMilli]));
      const fromStock = event.lines.filter((line) => issuedOf.has(line.lineId));
      const index = firstLineNotAsIssued(fromStock.map((line) => ({ quantityMilli: line.billedMilli, issuedMilli: issuedOf.get(line.lineId)! })));
      if (index !== null) throw new AppError(STOCK_REFUSAL_ERRORS.notAsIssued, { field: 'lines' });
    },
  };
}
