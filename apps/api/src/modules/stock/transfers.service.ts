import { and, desc, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  majorOf,
  minor,
  quantityMilliOf,
  STOCK_REFUSAL_ERRORS,
  transferMoveProblem,
  type ZReturnToVendorBody,
  type TStockPosting,
  type TStockTransfer,
  type ZStockTransferBody,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { InwardsService } from './inwards.service';
import { byPart, post, type Posted } from './ledger';
import type { PartsService } from './parts.service';
import { numberFor, quantityOf, type StockDeps } from './stock-context';
import { inwardLines, stockTransfers, vendorReturns } from './stock.tables';

export type TransfersService = ReturnType<typeof createTransfersService>;
type TransferRow = typeof stockTransfers.$inferSelect;

/**
 * Stock leaving a branch other than to a job card (issue 28 parts 5 and 6): back to the vendor
 * against the inward that brought it (RETURNED, at most what that inward received less what went
 * back), and to another branch of the brand, IN TRANSIT until the receiving branch takes it in at the
 * value it left at (a cancelled transfer comes back in at the sending branch).
 */
export function createTransfersService(deps: StockDeps & { parts: PartsService; inwards: InwardsService }) {
  const { db } = deps;

  const postingOf = (document: TStockPosting['document'], posted: Posted[], currency: Parameters<typeof majorOf>[1]): TStockPosting => ({
    document,
    movements: posted.map((each) => ({
      partId: each.partId,
      kind: each.kind,
      quantity: quantityOf(each.quantityMilli),
      value: majorOf(each.value, currency),
      onHand: quantityOf(each.onHandMilli),
    })),
  });

  async function view(row: TransferRow, brand: Brand): Promise<TStockTransfer> {
    const [named, branches, { currency }] = await Promise.all([
      deps.parts.named(
        row.brandId,
        row.lines.map((line) => line.partId),
      ),
      deps.workshopNames(row.brandId, [row.fromWorkshopId, row.toWorkshopId]),
      deps.placeOf(brand, row.fromWorkshopId),
    ]);
    return {
      transferId: row.id,
      number: row.number,
      fromWorkshopId: row.fromWorkshopId,
      fromName: branches.get(row.fromWorkshopId) ?? '',
      toWorkshopId: row.toWorkshopId,
      toName: branches.get(row.toWorkshopId) ?? '',
      status: row.status,
      remarks: row.remarks,
      createdAt: row.createdAt.toISOString(),
      currency,
      value: majorOf(
        row.lines.reduce((sum, line) => sum + line.valueMinor, 0),
        currency,
      ),
      lines: row.lines.map((line) => ({
        partId: line.partId,
        partNumber: named.get(line.partId)?.partNumber ?? '',
        name: named.get(line.partId)?.name ?? '',
        quantity: quantityOf(line.quantityMilli),
        value: majorOf(line.valueMinor, currency),
      })),
    };
  }

  /** The transfer, locked, as the branch `side` of it sees it: any other branch finds nothing. */
  async function lockedTransfer(tx: Db, scope: StaffScope, transferId: string, side: 'fromWorkshopId' | 'toWorkshopId'): Promise<TransferRow> {
    const [row] = await tx
      .select()
      .from(stockTransfers)
      .where(and(eq(stockTransfers.brandId, scope.brandId), eq(stockTransfers[side], scope.workshopId), eq(stockTransfers.id, transferId)))
      .for('update');
    if (!row) throw new AppError('resource/not-found');
    return row;
  }

  /** Brings a transfer's lines in at `workshopId`, each at the value it left at, and closes it. */
  async function bringIn(tx: Db, row: TransferRow, workshopId: string, to: 'received' | 'cancelled') {
    const problem = transferMoveProblem(row.status, to);
    if (problem) throw new AppError(STOCK_REFUSAL_ERRORS[problem]);
    const document = { kind: 'stockTransfer' as const, id: row.id, number: row.number };
    for (const line of byPart(row.lines))
      await post(tx, {
        brandId: row.brandId,
        workshopId,
        partId: line.partId,
        kind: 'transferIn',
        quantityMilli: line.quantityMilli,
        value: minor(line.valueMinor),
        document,
      });
    await tx.update(stockTransfers).set({ status: to, closedAt: deps.now() }).where(eq(stockTransfers.id, row.id));
  }

  return {
    /** POST …/vendor-returns: RETURNED to the vendor, against a completed inward's lines. */
    async returnToVendor(brand: Brand, scope: StaffScope, body: z.output<typeof ZReturnToVendorBody>): Promise<TStockPosting> {
      const place = await deps.placeOf(brand, scope.workshopId);
      return db.transaction(async (tx) => {
        const inward = await deps.inwards.inwardOf(scope, body.inwardId, tx, true);
        if (inward.status !== 'completed') throw new AppError('stock/inward-not-completed');
        const number = await numberFor(deps, scope.workshopId, 'vendorReturn', 'VR', place.supply, tx);
        const [row] = await tx
          .insert(vendorReturns)
          .values({ brandId: scope.brandId, workshopId: scope.workshopId, inwardId: inward.id, number, reason: body.reason ?? null })
          .returning({ id: vendorReturns.id });
        const document = { kind: 'vendorReturn' as const, id: row!.id, number };
        const posted: Posted[] = [];
        for (const line of byPart(body.lines)) {
          const [inwardLine] = await tx
            .select()
            .from(inwardLines)
            .where(and(eq(inwardLines.inwardId, inward.id), eq(inwardLines.id, line.inwardLineId)))
            .for('update');
          if (!inwardLine || inwardLine.partId !== line.partId) throw new AppError('stock/unknown-line', { field: 'inwardLineId' });
          const quantityMilli = quantityMilliOf(line.quantity);
          const state = { inwardLine: { receivedMilli: inwardLine.quantityMilli, returnedMilli: inwardLine.returnedMilli } };
          posted.push(await post(tx, { ...scope, partId: line.partId, kind: 'returnToVendor', quantityMilli, value: null, document, state }));
          await tx
            .update(inwardLines)
            .set({ returnedMilli: inwardLine.returnedMilli + quantityMilli })
            .where(eq(inwardLines.id, inwardLine.id));
        }
        return postingOf(document, posted, place.currency);
      });
    },

    /** POST …/stock-transfers: from this branch (the path's) to another of the brand; IN TRANSIT. */
    async create(brand: Brand, scope: StaffScope, body: z.output<typeof ZStockTransferBody>): Promise<TStockTransfer> {
      if (body.fromBranchId !== scope.workshopId) throw new AppError('resource/not-found', { field: 'fromBranchId' });
      if (!(await deps.workshopNames(scope.brandId, [body.toBranchId])).has(body.toBranchId)) throw new AppError('resource/not-found', { field: 'toBranchId' });
      for (const line of body.lines) await deps.parts.partOf(scope.brandId, line.partId);
      const place = await deps.placeOf(brand, scope.workshopId);
      const row = await db.transaction(async (tx) => {
        const number = await numberFor(deps, scope.workshopId, 'stockTransfer', 'ST', place.supply, tx);
        const [transfer] = await tx
          .insert(stockTransfers)
          .values({ brandId: scope.brandId, fromWorkshopId: scope.workshopId, toWorkshopId: body.toBranchId, number, remarks: body.remarks ?? null, lines: [] })
          .returning();
        const document = { kind: 'stockTransfer' as const, id: transfer!.id, number };
        const lines: TransferRow['lines'] = [];
        for (const line of byPart(body.lines)) {
          const quantityMilli = quantityMilliOf(line.quantity);
          const posted = await post(tx, { ...scope, partId: line.partId, kind: 'transferOut', quantityMilli, value: null, document }).catch(
            (error: unknown) => {
              // The ledger names the quantity; the desk's form needs to know which line's.
              throw error instanceof AppError && error.field === 'quantity'
                ? new AppError(error.code, { field: `lines.${body.lines.indexOf(line)}.quantity` })
                : error;
            },
          );
          lines.push({ partId: line.partId, quantityMilli, valueMinor: posted.value });
        }
        return (await tx.update(stockTransfers).set({ lines }).where(eq(stockTransfers.id, transfer!.id)).returning())[0]!;
      });
      return view(row, brand);
    },

    /** POST …/stock-transfers/{id}/receive: by the receiving branch (the path's). */
    async receive(brand: Brand, scope: StaffScope, transferId: string): Promise<TStockTransfer> {
      const row = await db.transaction(async (tx) => {
        const transfer = await lockedTransfer(tx, scope, transferId, 'toWorkshopId');
        await bringIn(tx, transfer, transfer.toWorkshopId, 'received');
        return { ...transfer, status: 'received' as const };
      });
      return view(row, brand);
    },

    /** POST …/stock-transfers/{id}/cancel: by the sending branch, while IN TRANSIT; the stock comes back there. */
    async cancel(brand: Brand, scope: StaffScope, transferId: string): Promise<TStockTransfer> {
      const row = await db.transaction(async (tx) => {
        const transfer = await lockedTransfer(tx, scope, transferId, 'fromWorkshopId');
        await bringIn(tx, transfer, transfer.fromWorkshopId, 'cancelled');
        return { ...transfer, status: 'cancelled' as const };
      });
      return view(row, brand);
    },

    /** GET …/stock-transfers: sent from or to this branch, newest first. */
    async list(brand: Brand, scope: StaffScope): Promise<TStockTransfer[]> {
      const rows = await db
        .select()
        .from(stockTransfers)
        .where(
          and(
            eq(stockTransfers.brandId, scope.brandId),
            or(eq(stockTransfers.fromWorkshopId, scope.workshopId), eq(stockTransfers.toWorkshopId, scope.workshopId)),
          ),
        )
        .orderBy(desc(stockTransfers.createdAt))
        .limit(100);
      return Promise.all(rows.map((row) => view(row, brand)));
    },
  };
}
