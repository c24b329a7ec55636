import { and, asc, desc, eq } from 'drizzle-orm';
import {
  majorOf,
  minorOf,
  orderLineMoveProblem,
  quantityMilliOf,
  STOCK_REFUSAL_ERRORS,
  type TPurchaseOrder,
  type TPurchaseOrderFields,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { StaffScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import type { Brand } from '../../platform/tenancy';
import { onOrderFor, type CardSpares } from './card-spares';
import type { PartsService } from './parts.service';
import { numberFor, quantityOf, type StockDeps } from './stock-context';
import { purchaseOrderLines, purchaseOrders, vendors } from './stock.tables';
import type { VendorsService } from './vendors.service';

export type PurchaseOrdersService = ReturnType<typeof createPurchaseOrdersService>;

/**
 * Purchase orders (issue 28 part 3): lines of the brand's parts from one vendor, each at least 1 and
 * at most the maximum, some ordered for a job card's part line ('Spares Pending' there until they
 * come). A line moves only as ORDER_LINE_MOVES allows; inwards fill it (inwards.service.ts).
 */
export function createPurchaseOrdersService(deps: StockDeps & { parts: PartsService; vendors: VendorsService; cardSpares: CardSpares }) {
  const { db } = deps;

  async function get(brand: Brand, scope: StaffScope, orderId: string): Promise<TPurchaseOrder> {
    const [order] = await db
      .select({ order: purchaseOrders, vendorName: vendors.name })
      .from(purchaseOrders)
      .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
      .where(and(eq(purchaseOrders.brandId, scope.brandId), eq(purchaseOrders.workshopId, scope.workshopId), eq(purchaseOrders.id, orderId)));
    if (!order) throw new AppError('resource/not-found');
    const lines = await db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, orderId)).orderBy(asc(purchaseOrderLines.position));
    const [named, { currency }] = await Promise.all([
      deps.parts.named(
        scope.brandId,
        lines.map((line) => line.partId),
      ),
      deps.placeOf(brand, scope.workshopId),
    ]);
    return {
      orderId: order.order.id,
      number: order.order.number,
      vendorId: order.order.vendorId,
      vendorName: order.vendorName,
      expectedOn: order.order.expectedOn,
      remarks: order.order.remarks,
      createdAt: order.order.createdAt.toISOString(),
      lines: lines.map((line) => ({
        orderLineId: line.id,
        partId: line.partId,
        partNumber: named.get(line.partId)?.partNumber ?? '',
        name: named.get(line.partId)?.name ?? '',
        quantity: quantityOf(line.quantityMilli),
        received: quantityOf(line.receivedMilli),
        unitPrice: line.unitPriceMinor === null ? null : majorOf(line.unitPriceMinor, currency),
        jobCardLineId: line.jobCardLineId,
        status: line.status,
      })),
    };
  }

  return {
    get,

    /** POST …/purchase-orders: numbered from the workshop's series ('PO/2026-27/0001'). */
    async create(brand: Brand, scope: StaffScope, body: TPurchaseOrderFields): Promise<TPurchaseOrder> {
      await deps.vendors.vendorOf(scope, body.vendorId);
      const place = await deps.placeOf(brand, scope.workshopId);
      const named = await deps.parts.named(
        scope.brandId,
        body.lines.map((line) => line.partId),
      );
      for (const [index, line] of body.lines.entries()) {
        if (!named.has(line.partId)) throw new AppError('resource/not-found', { field: `lines.${index}.partId` });
        if (!line.jobCardLineId) continue;
        const jobLine = await deps.jobCardLine(scope, line.jobCardLineId);
        if (!jobLine || jobLine.kind !== 'part') throw new AppError('resource/not-found', { field: `lines.${index}.jobCardLineId` });
      }
      const waitingCards = await deps.cardSpares.cardsOfJobLines(
        scope,
        body.lines.flatMap((line) => (line.jobCardLineId ? [line.jobCardLineId] : [])),
      );
      const orderId = await db.transaction((tx) =>
        deps.cardSpares.around(brand, scope, waitingCards, tx, async () => {
          const number = await numberFor(deps, scope.workshopId, 'purchaseOrder', 'PO', place.supply, tx);
          const [order] = await tx
            .insert(purchaseOrders)
            .values({
              brandId: scope.brandId,
              workshopId: scope.workshopId,
              vendorId: body.vendorId,
              number,
              expectedOn: body.expectedOn,
              remarks: body.remarks,
              createdByStaffId: scope.staffId,
            })
            .returning({ id: purchaseOrders.id });
          await tx.insert(purchaseOrderLines).values(
            body.lines.map((line, index) => ({
              brandId: scope.brandId,
              workshopId: scope.workshopId,
              orderId: order!.id,
              position: index + 1,
              partId: line.partId,
              quantityMilli: quantityMilliOf(line.quantity),
              unitPriceMinor: line.unitPrice === null ? null : minorOf(line.unitPrice, place.currency),
              jobCardLineId: line.jobCardLineId,
            })),
          );
          return order!.id;
        }),
      );
      return get(brand, scope, orderId);
    },

    async list(brand: Brand, scope: StaffScope): Promise<TPurchaseOrder[]> {
      const rows = await db
        .select({ id: purchaseOrders.id })
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.brandId, scope.brandId), eq(purchaseOrders.workshopId, scope.workshopId)))
        .orderBy(desc(purchaseOrders.createdAt))
        .limit(100);
      return Promise.all(rows.map((row) => get(brand, scope, row.id)));
    },

    /** POST …/purchase-orders/{id}/lines/{lineId}/status: rejected or cancelled, from PENDING only. */
    async moveLine(brand: Brand, scope: StaffScope, orderId: string, orderLineId: string, to: 'rejected' | 'cancelled'): Promise<TPurchaseOrder> {
      await get(brand, scope, orderId);
      // A line no longer on order may be what its card waited for.
      const cards = await deps.cardSpares.cardsOfOrderLines(scope, [orderLineId]);
      await db.transaction((tx) =>
        deps.cardSpares.around(brand, scope, cards, tx, async () => {
          const [line] = await tx
            .select()
            .from(purchaseOrderLines)
            .where(and(eq(purchaseOrderLines.orderId, orderId), eq(purchaseOrderLines.id, orderLineId)))
            .for('update');
          if (!line) throw new AppError('resource/not-found');
          const problem = orderLineMoveProblem(line.status, to);
          if (problem) throw new AppError(STOCK_REFUSAL_ERRORS[problem]);
          await tx.update(purchaseOrderLines).set({ status: to }).where(eq(purchaseOrderLines.id, orderLineId));
        }),
      );
      return get(brand, scope, orderId);
    },

    /** What is ordered for each job card line and what of it came (card-spares.ts). */
    orderedFor: (jobCardLineIds: string[], tx: Db = db) => onOrderFor(tx, jobCardLineIds),
  };
}
