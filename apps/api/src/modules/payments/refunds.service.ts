import { minor, type Money, type TCurrency, type TRefundStatus } from '@servicebay/domain';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { afterCommit } from '../../db/transaction-hooks';
import { recordEvent, userEvent } from '../../platform/events';
import { jobHandler, jobKind, type JobQueue } from '../../platform/jobs/jobs';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import type { RefundsRepository, RefundToSend } from './refunds.repository';

export type RefundsService = ReturnType<typeof createRefundsService>;

/** A refund as a booking's details list it: a view, not the row. */
export type BookingRefund = { bookingId: string; amount: Money; status: TRefundStatus; createdAt: Date; processedAt: Date | null };

/** Asks the gateway for one refund, after the transaction that made it commits. */
export const SEND_REFUND = jobKind('payment-refund', z.object({ refundId: z.uuid() }));
/** Asks again for refunds whose job gave up (the gateway down for hours): a refund is never left behind. */
export const RESEND_REFUNDS = jobKind('payment-refunds-resend', z.object({}));
const RESEND_EVERY_MS = 15 * 60_000;
/** A refund this old without the gateway's answer has outlived its job's first attempts. */
const UNSENT_AFTER_MS = 30 * 60_000;

type Deps = { db: Db; now: () => Date; gateway: PaymentGateway; jobs: Pick<JobQueue, 'enqueue' | 'wake'>; repository: RefundsRepository };

/**
 * Refunds of paid advances (issue 26): made in the transaction that cancels the booking (or that
 * takes a payment for a booking already cancelled), one per paid order, then asked of the gateway by
 * a job once that transaction commits, with the refund's id as the idempotency key so a retry never
 * refunds twice. The gateway settles it, in its answer or later by webhook.
 */
export function createRefundsService({ db, now, gateway, jobs, repository }: Deps) {
  /** The customer's screens hear of a refund's move. */
  const told = (tx: Db, refund: Pick<RefundToSend, 'brandId' | 'userId' | 'bookingId'>) =>
    recordEvent(tx, userEvent({ brandId: refund.brandId, userId: refund.userId }, 'bookings.changed', { bookingId: refund.bookingId }));

  async function send(refund: RefundToSend): Promise<void> {
    if (refund.status !== 'pending' || refund.gatewayRefundId || !refund.paymentId) return;
    const answer = await gateway.refund({
      paymentId: refund.paymentId,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      idempotencyKey: refund.id,
    });
    await db.transaction(async (tx) => {
      if (await repository.settle(refund.id, answer, now(), tx)) await told(tx, refund);
    });
  }

  return {
    /**
     * In the transaction that cancels a booking: the whole of each paid advance to be refunded,
     * once (the unique index per order makes a second cancel, or a race of two, a no-op).
     */
    /** Every paid order of the booking given back (its cancel), or only `paymentOrderId` when named. */
    async refundBooking({ brandId, bookingId, paymentOrderId }: { brandId: string; bookingId: string; paymentOrderId?: string }, tx: Db): Promise<void> {
      const made = await repository.insertForPaidOrders(brandId, bookingId, tx, paymentOrderId);
      for (const refund of made) await jobs.enqueue(SEND_REFUND, { refundId: refund.id }, now(), tx);
      if (made.length > 0) await afterCommit(tx, () => jobs.wake());
    },

    /** The gateway's webhook: the refund it names settled; true when it is (now or already) as the event says. */
    async settledByGateway(event: { gatewayRefundId: string; paymentId: string; status: 'processed' | 'failed' }): Promise<boolean> {
      const refund = await repository.byGateway(event.gatewayRefundId, event.paymentId);
      if (!refund) return false;
      if (refund.status !== 'pending') return refund.status === event.status;
      return db.transaction(async (tx) => {
        const settled = await repository.settle(refund.id, { gatewayRefundId: event.gatewayRefundId, status: event.status }, now(), tx);
        if (settled) await told(tx, refund);
        return settled;
      });
    },

    async ofBookings(bookingIds: string[]): Promise<BookingRefund[]> {
      return (await repository.ofBookings(bookingIds)).map((row) => ({
        bookingId: row.bookingId,
        amount: { amount: minor(row.amountMinor), currency: row.currency as TCurrency },
        status: row.status,
        createdAt: row.createdAt,
        processedAt: row.processedAt,
      }));
    },

    jobs: [
      jobHandler(SEND_REFUND, async ({ refundId }) => {
        const refund = await repository.toSend(refundId);
        if (refund) await send(refund);
      }),
      jobHandler(
        RESEND_REFUNDS,
        async () => {
          const failures: unknown[] = [];
          for (const refund of await repository.unsent(new Date(now().getTime() - UNSENT_AFTER_MS))) await send(refund).catch((error) => failures.push(error));
          if (failures.length > 0) throw new AggregateError(failures, `${failures.length} refunds could not be sent`);
        },
        { everyMs: RESEND_EVERY_MS },
      ),
    ],
  };
}
