import { and, asc, desc, eq } from 'drizzle-orm';
import {
  inwardCompletionProblem,
  inwardLineInput,
  inwardLineValue,
  inwardMoveProblem,
  majorOf,
  minorOf,
  orderLineStatusAfterReceipt,
  percentOfBasisPoints,
  receiptProblem,
  STOCK_REFUSAL_ERRORS,
  vendorDocumentKey,
  type TInvoiceLineInput,
  type TInvoiceSupply,
  type TInward,
  type TInwardFields,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import type { CardSpares } from './card-spares';
import { byPart, post } from './ledger';
import type { PartsService } from './parts.service';
import { numberFor, quantityOf, type StockDeps } from './stock-context';
import { debitNotes, inwardLines, inwards, purchaseOrderLines, purchaseOrders, vendors, type InwardLineRow, type InwardRow } from './stock.tables';
import type { VendorsService } from './vendors.service';

export type InwardsService = ReturnType<typeof createInwardsService>;

/** An inward line as billing prices one (for the stock's value and the debit note's tax). */
export const lineInputOf = (line: InwardLineRow): TInvoiceLineInput => ({
  kind: 'part',
  unitPrice: line.unitPriceMinor as TInvoiceLineInput['unitPrice'],
  quantityMilli: line.quantityMilli,
  discount: line.discountMinor as TInvoiceLineInput['discount'],
  taxRateBasisPoints: line.taxRateBasisPoints,
});

/** The supply an inward was taxed under: within the state or between states (GST), from its vendor. */
export const supplyOfInward = (inward: InwardRow): TInvoiceSupply =>
  inward.market === 'IN'
    ? { market: inward.market, day: inward.inwardDate, isIntraState: inward.isIntraState }
    : { market: inward.market, day: inward.inwardDate };

/**
 * Inwards, goods receipts (issue 28 part 4). A draft is saved as the storekeeper counts; completing it
 * needs the bill or challan number (unique per vendor: the database decides two at once), fills the
 * order lines it names (partial receipts; a line no longer PENDING refuses) and posts each line to
 * the ledger at its taxable value, all in one transaction.
 */
export function createInwardsService(deps: StockDeps & { parts: PartsService; vendors: VendorsService; cardSpares: CardSpares }) {
  const { db } = deps;

  async function inwardOf(scope: StaffScope, inwardId: string, tx: Db = db, locked = false): Promise<InwardRow> {
    const query = tx
      .select()
      .from(inwards)
      .where(and(eq(inwards.brandId, scope.brandId), eq(inwards.workshopId, scope.workshopId), eq(inwards.id, inwardId)));
    const [inward] = locked ? await query.for('update') : await query;
    if (!inward) throw new AppError('resource/not-found');
    return inward;
  }

  const linesOf = (inwardId: string, tx: Db = db) => tx.select().from(inwardLines).where(eq(inwardLines.inwardId, inwardId)).orderBy(asc(inwardLines.position));

  async function get(scope: StaffScope, inwardId: string): Promise<TInward> {
    const inward = await inwardOf(scope, inwardId);
    const [lines, [vendor], [note]] = await Promise.all([
      linesOf(inwardId),
      db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, inward.vendorId)),
      db.select({ number: debitNotes.number }).from(debitNotes).where(eq(debitNotes.inwardId, inwardId)),
    ]);
    const named = await deps.parts.named(
      scope.brandId,
      lines.map((line) => line.partId),
    );
    return viewOf(inward, { vendorName: vendor?.name ?? '', debitNoteNumber: note?.number ?? null }, lines, named);
  }

  function viewOf(
    inward: InwardRow,
    { vendorName, debitNoteNumber }: { vendorName: string; debitNoteNumber: string | null },
    lines: InwardLineRow[],
    named: Awaited<ReturnType<PartsService['named']>>,
  ): TInward {
    const currency = inward.currency;
    return {
      inwardId: inward.id,
      number: inward.number,
      inwardDate: inward.inwardDate,
      vendorId: inward.vendorId,
      vendorName,
      billNumber: inward.billNumber,
      challanNumber: inward.challanNumber,
      billDate: inward.billDate,
      amount: majorOf(inward.amountMinor, currency),
      barcode: inward.barcode,
      status: inward.status,
      currency,
      debitNoteNumber,
      lines: lines.map((line) => ({
        inwardLineId: line.id,
        partId: line.partId,
        partNumber: named.get(line.partId)?.partNumber ?? '',
        name: named.get(line.partId)?.name ?? '',
        orderLineId: line.orderLineId,
        quantity: quantityOf(line.quantityMilli),
        returned: quantityOf(line.returnedMilli),
        unitPrice: majorOf(line.unitPriceMinor, currency),
        discount: majorOf(line.discountMinor, currency),
        taxPercentage: percentOfBasisPoints(line.taxRateBasisPoints),
      })),
    };
  }

  /** Completes the locked draft: bill or challan, order lines filled, stock and average posted. */
  async function completeIn(tx: Db, inward: InwardRow): Promise<void> {
    const move = inwardMoveProblem(inward.status, 'completed');
    if (move) throw new AppError(STOCK_REFUSAL_ERRORS[move]);
    if (inwardCompletionProblem(inward)) throw new AppError('stock/bill-or-challan-required', { field: 'billNumber' });
    const supply = supplyOfInward(inward);
    const document = { kind: 'inward' as const, id: inward.id, number: inward.number };
    for (const line of byPart(await linesOf(inward.id, tx))) {
      if (line.orderLineId) {
        const [order] = await tx
          .select({ line: purchaseOrderLines, vendorId: purchaseOrders.vendorId })
          .from(purchaseOrderLines)
          .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
          .where(and(eq(purchaseOrderLines.id, line.orderLineId), eq(purchaseOrderLines.workshopId, inward.workshopId)))
          .for('update', { of: purchaseOrderLines });
        if (!order || order.vendorId !== inward.vendorId || order.line.partId !== line.partId)
          throw new AppError('resource/not-found', { field: 'orderLineId' });
        const receipts = { status: order.line.status, orderedMilli: order.line.quantityMilli, receivedMilli: order.line.receivedMilli };
        const problem = receiptProblem(receipts, line.quantityMilli);
        if (problem) throw new AppError(STOCK_REFUSAL_ERRORS[problem], { field: 'quantity' });
        await tx
          .update(purchaseOrderLines)
          .set({ receivedMilli: order.line.receivedMilli + line.quantityMilli, status: orderLineStatusAfterReceipt(receipts, line.quantityMilli) })
          .where(eq(purchaseOrderLines.id, line.orderLineId));
      }
      const value = inwardLineValue(lineInputOf(line), supply);
      await post(tx, {
        brandId: inward.brandId,
        workshopId: inward.workshopId,
        partId: line.partId,
        kind: 'inward',
        quantityMilli: line.quantityMilli,
        value,
        document,
      });
    }
    await tx.update(inwards).set({ status: 'completed', completedAt: deps.now() }).where(eq(inwards.id, inward.id));
  }

  return {
    inwardOf,
    linesOf,
    get,

    /** POST …/inwards: a draft, or completed at once with `complete: true`. */
    async create(brand: Brand, scope: StaffScope, body: TInwardFields): Promise<TInward> {
      const vendor = await deps.vendors.vendorOf(scope, body.vendorId);
      const place = await deps.placeOf(brand, scope.workshopId);
      const named = await deps.parts.named(
        scope.brandId,
        body.lines.map((line) => line.partId),
      );
      const lines = body.lines.map((line, index) => {
        if (!named.has(line.partId)) throw new AppError('resource/not-found', { field: `lines.${index}.partId` });
        const input = inwardLineInput(line, place.currency);
        if ('field' in input)
          throw new AppError('request/invalid', { field: `lines.${index}.${input.field}`, message: 'Enter an amount the currency can hold' });
        return { line, input };
      });
      const stateCode = place.supply.market === 'IN' ? await deps.stateCodeOf(brand, scope.workshopId) : null;
      const vendorState = vendor.taxRegistrationNumber?.slice(0, 2) ?? null;
      // Completed at once, it may bring what job cards wait for ('Spares Pending' until it does).
      const waitingCards = body.complete
        ? await deps.cardSpares.cardsOfOrderLines(
            scope,
            body.lines.flatMap((line) => (line.orderLineId ? [line.orderLineId] : [])),
          )
        : [];
      const inwardId = await db.transaction((tx) =>
        deps.cardSpares.around(brand, scope, waitingCards, tx, async () => {
          const number = body.inwardNumber ?? (await numberFor(deps, scope.workshopId, 'inward', 'INW', place.supply, tx));
          const [row] = await tx
            .insert(inwards)
            .values({
              brandId: scope.brandId,
              workshopId: scope.workshopId,
              vendorId: vendor.id,
              number,
              inwardDate: body.inwardDate,
              billNumber: body.billNumber,
              billKey: body.billNumber ? vendorDocumentKey(body.billNumber) : null,
              challanNumber: body.challanNumber,
              challanKey: body.challanNumber ? vendorDocumentKey(body.challanNumber) : null,
              billDate: body.billDate,
              amountMinor: minorOf(body.amount, place.currency),
              barcode: body.barcode,
              currency: place.currency,
              market: place.supply.market,
              isIntraState: !stateCode || !vendorState || stateCode === vendorState,
              createdByStaffId: scope.staffId,
            })
            .returning();
          await tx.insert(inwardLines).values(
            lines.map(({ line, input }, index) => ({
              brandId: scope.brandId,
              workshopId: scope.workshopId,
              inwardId: row!.id,
              position: index + 1,
              partId: line.partId,
              orderLineId: line.orderLineId,
              quantityMilli: input.quantityMilli,
              unitPriceMinor: input.unitPrice,
              discountMinor: input.discount,
              taxRateBasisPoints: input.taxRateBasisPoints,
            })),
          );
          if (body.complete) await completeIn(tx, row!);
          return row!.id;
        }),
      );
      return get(scope, inwardId);
    },

    /** POST …/inwards/{id}/complete: the bill or challan number may come now. */
    async complete(
      brand: Brand,
      scope: StaffScope,
      inwardId: string,
      numbers: { billNumber?: string | null; challanNumber?: string | null },
    ): Promise<TInward> {
      const waitingCards = await deps.cardSpares.cardsOfOrderLines(
        scope,
        (await linesOf((await inwardOf(scope, inwardId)).id)).flatMap((line) => (line.orderLineId ? [line.orderLineId] : [])),
      );
      await db.transaction((tx) =>
        deps.cardSpares.around(brand, scope, waitingCards, tx, async () => {
          let inward = await inwardOf(scope, inwardId, tx, true);
          const billNumber = numbers.billNumber?.trim() || inward.billNumber;
          const challanNumber = numbers.challanNumber?.trim() || inward.challanNumber;
          if (inward.status === 'pending' && (billNumber !== inward.billNumber || challanNumber !== inward.challanNumber)) {
            const keys = {
              billNumber,
              billKey: billNumber ? vendorDocumentKey(billNumber) : null,
              challanNumber,
              challanKey: challanNumber ? vendorDocumentKey(challanNumber) : null,
            };
            inward = (await tx.update(inwards).set(keys).where(eq(inwards.id, inwardId)).returning())[0]!;
          }
          await completeIn(tx, inward);
        }),
      );
      return get(scope, inwardId);
    },

    /** POST …/inwards/{id}/cancel: a draft only; a completed inward is corrected by a return or a debit note. */
    async cancel(scope: StaffScope, inwardId: string): Promise<TInward> {
      await db.transaction(async (tx) => {
        const inward = await inwardOf(scope, inwardId, tx, true);
        const problem = inwardMoveProblem(inward.status, 'cancelled');
        if (problem) throw new AppError(STOCK_REFUSAL_ERRORS[problem]);
        await tx.update(inwards).set({ status: 'cancelled' }).where(eq(inwards.id, inwardId));
      });
      return get(scope, inwardId);
    },

    async list(scope: StaffScope): Promise<TInward[]> {
      const rows = await db
        .select({ id: inwards.id })
        .from(inwards)
        .where(and(eq(inwards.brandId, scope.brandId), eq(inwards.workshopId, scope.workshopId)))
        .orderBy(desc(inwards.createdAt))
        .limit(100);
      return Promise.all(rows.map((row) => get(scope, row.id)));
    },
  };
}
