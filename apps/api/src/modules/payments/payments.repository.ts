import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { TPaymentPurpose } from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { paymentOrders, paymentRefunds, type PaymentFailure } from './payments.tables';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

const ofCustomer = ({ brandId, userId }: CustomerScope) => and(eq(paymentOrders.brandId, brandId), eq(paymentOrders.userId, userId));

export function createPaymentsRepository(db: Db) {
  return {
    insert: async (values: typeof paymentOrders.$inferInsert, tx: Db = db) => (await tx.insert(paymentOrders).values(values).returning())[0]!,

    /** The customer's latest order for a booking (of one purpose, when asked). */
    latestOf: async (owner: CustomerScope, bookingId: string, purpose?: TPaymentPurpose): Promise<PaymentOrderRow | null> =>
      (
        await db
          .select()
          .from(paymentOrders)
          .where(and(ofCustomer(owner), eq(paymentOrders.bookingId, bookingId), purpose ? eq(paymentOrders.purpose, purpose) : undefined))
          .orderBy(desc(paymentOrders.createdAt))
          .limit(1)
      )[0] ?? null,

    /** One of the customer's orders by the gateway's id; another customer's is not found. */
    byGatewayOrder: async (owner: CustomerScope, gatewayOrderId: string): Promise<PaymentOrderRow | null> =>
      (
        await db
          .select()
          .from(paymentOrders)
          .where(and(ofCustomer(owner), eq(paymentOrders.gatewayOrderId, gatewayOrderId)))
      )[0] ?? null,

    /** Any order by the gateway's id, for the gateway's own checkout page (its id is an unguessable token). */
    byGatewayOrderId: async (gatewayOrderId: string): Promise<PaymentOrderRow | null> =>
      (await db.select().from(paymentOrders).where(eq(paymentOrders.gatewayOrderId, gatewayOrderId)))[0] ?? null,

    /** Marks the order paid unless it already is: false when another callback got there first. */
    async markPaid(orderId: string, paymentId: string, at: Date, tx: Db): Promise<boolean> {
      const updated = await tx
        .update(paymentOrders)
        .set({ status: 'paid', paymentId, paidAt: at, failure: null })
        .where(and(eq(paymentOrders.id, orderId), ne(paymentOrders.status, 'paid')))
        .returning({ id: paymentOrders.id });
      return updated.length > 0;
    },

    /** A failed or cancelled attempt, unless the order was paid meanwhile. */
    markUnpaid: (orderId: string, status: 'failed' | 'cancelled', failure: PaymentFailure, tx: Db) =>
      tx
        .update(paymentOrders)
        .set({ status, failure })
        .where(and(eq(paymentOrders.id, orderId), ne(paymentOrders.status, 'paid'))),

    /** Which of these bookings have a paid order. */
    paidAmong: async (bookingIds: string[], tx: Db = db): Promise<Set<string>> =>
      bookingIds.length === 0
        ? new Set()
        : new Set(
            (
              await tx
                .selectDistinct({ bookingId: paymentOrders.bookingId })
                .from(paymentOrders)
                .where(and(inArray(paymentOrders.bookingId, bookingIds), eq(paymentOrders.status, 'paid')))
            ).map((row) => row.bookingId),
          ),

    /** The orders of these bookings, newest first, each with whether a refund of it was asked. */
    ofBookings: async (bookingIds: string[], tx: Db = db): Promise<(PaymentOrderRow & { isRefunded: boolean })[]> =>
      bookingIds.length === 0
        ? []
        : (
            await tx
              .select({ order: paymentOrders, refundId: paymentRefunds.id })
              .from(paymentOrders)
              .leftJoin(paymentRefunds, eq(paymentRefunds.paymentOrderId, paymentOrders.id))
              .where(inArray(paymentOrders.bookingId, bookingIds))
              .orderBy(desc(paymentOrders.createdAt))
          ).map(({ order, refundId }) => ({ ...order, isRefunded: refundId !== null })),
  };
}
