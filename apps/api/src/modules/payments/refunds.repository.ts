import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentOrders, paymentRefunds } from './payments.tables';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
/** A refund with what asking the gateway for it needs: the payment it returns and the customer it belongs to. */
export type RefundToSend = RefundRow & { paymentId: string | null; userId: string };

const toSend = { refund: paymentRefunds, paymentId: paymentOrders.paymentId, userId: paymentOrders.userId };

export function createRefundsRepository(db: Db) {
  const withOrder = (tx: Db) => tx.select(toSend).from(paymentRefunds).innerJoin(paymentOrders, eq(paymentOrders.id, paymentRefunds.paymentOrderId));
  const flat = (rows: { refund: RefundRow; paymentId: string | null; userId: string }[]): RefundToSend[] =>
    rows.map(({ refund, paymentId, userId }) => ({ ...refund, paymentId, userId }));

  return {
    /**
     * A pending refund of the whole of each paid order of the booking, unless one is there already
     * (the unique index per order): the rows this call made, none on a repeat.
     */
    async insertForPaidOrders(brandId: string, bookingId: string, tx: Db, paymentOrderId?: string): Promise<RefundRow[]> {
      const paid = await tx
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.brandId, brandId),
            eq(paymentOrders.bookingId, bookingId),
            eq(paymentOrders.status, 'paid'),
            paymentOrderId ? eq(paymentOrders.id, paymentOrderId) : undefined,
          ),
        );
      if (paid.length === 0) return [];
      return tx
        .insert(paymentRefunds)
        .values(
          paid.map((order) => ({
            brandId,
            paymentOrderId: order.id,
            bookingId,
            gateway: order.gateway,
            amountMinor: order.amountMinor,
            currency: order.currency,
          })),
        )
        .onConflictDoNothing({ target: paymentRefunds.paymentOrderId })
        .returning();
    },

    toSend: async (refundId: string): Promise<RefundToSend | null> => flat(await withOrder(db).where(eq(paymentRefunds.id, refundId)))[0] ?? null,

    /** Refunds asked before `before` that the gateway has not answered yet: their jobs gave up or died. */
    unsent: async (before: Date): Promise<RefundToSend[]> =>
      flat(
        await withOrder(db)
          .where(and(eq(paymentRefunds.status, 'pending'), isNull(paymentRefunds.gatewayRefundId), lt(paymentRefunds.createdAt, before)))
          .limit(100),
      ),

    /** The refund the gateway's event names: by its id, else (the answer to our call not yet kept) by the payment it returns. */
    byGateway: async (gatewayRefundId: string, paymentId: string): Promise<RefundToSend | null> =>
      flat(
        await withOrder(db).where(
          or(eq(paymentRefunds.gatewayRefundId, gatewayRefundId), and(eq(paymentOrders.paymentId, paymentId), isNull(paymentRefunds.gatewayRefundId))),
        ),
      )[0] ?? null,

    /**
     * What the gateway said of a pending refund: its id, and its status once settled. False when it
     * was settled already (a replayed webhook, or the webhook before our own call's answer).
     */
    async settle(refundId: string, answer: { gatewayRefundId: string | null; status: RefundRow['status'] }, at: Date, tx: Db): Promise<boolean> {
      const updated = await tx
        .update(paymentRefunds)
        .set({
          ...(answer.gatewayRefundId ? { gatewayRefundId: answer.gatewayRefundId } : {}),
          status: answer.status,
          processedAt: answer.status === 'pending' ? null : at,
        })
        .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')))
        .returning({ id: paymentRefunds.id });
      return updated.length > 0;
    },

    ofBookings: (bookingIds: string[]) =>
      bookingIds.length === 0
        ? Promise.resolve([])
        : db.select().from(paymentRefunds).where(inArray(paymentRefunds.bookingId, bookingIds)).orderBy(desc(paymentRefunds.createdAt)),
  };
}
