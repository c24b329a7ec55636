import {
  amountToCollect,
  minor,
  PAYMENT_CANCELLED_CODE,
  type CartEstimate,
  type Money,
  type TBookingPayment,
  type TCurrency,
  type TPaymentCallbackQuery,
  type TPaymentOrder,
  type TPaymentPurpose,
  type TPaymentResult,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent, withEvent } from '../../platform/events';
import type { OwnHook } from '../../platform/hooks';
import type { GatewayPayment, PaymentGateway } from '../../platform/payments/payment-gateway';
import type { PaymentOrderRow, PaymentsRepository } from './payments.repository';
import type { RefundsService } from './refunds.service';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * A payment taken for a booking, in the transaction that records it: each listener (the bookings
 * module) locks the booking and answers whether it still wants the money. A booking cancelled
 * meanwhile (its slot given back while the customer was at the checkout) does not: the payment
 * is kept as taken and refunded at once, and the booking stays cancelled rather than booked again
 * behind the customer's back.
 */
export type PaymentTaken = { brandId: string; bookingId: string; purpose: TPaymentPurpose; gatewayOrderId: string };

/**
 * An order paid, in the transaction that marked it (once, whichever of the checkout's return and the
 * gateway's webhook came first): the billing module records a balance paid online as the job card's
 * payment with its receipt.
 */
export type OrderPaid = {
  brandId: string;
  userId: string;
  bookingId: string;
  purpose: TPaymentPurpose;
  gatewayOrderId: string;
  paymentId: string;
  amount: Money;
  paidAt: Date;
};

type Deps = {
  db: Db;
  now: () => Date;
  gateway: PaymentGateway;
  repository: PaymentsRepository;
  refunds: Pick<RefundsService, 'refundBooking'>;
  paymentTaken: OwnHook<PaymentTaken, boolean>;
  orderPaid: OwnHook<OrderPaid>;
};

/** What a booking asks to be paid: its estimate as booked, and whether it is still open to payment. */
export type PaymentAsked = { bookingId: string; estimate: CartEstimate; isPayable: boolean };
/** A payment attempt as a booking's details list it: a view, not the order's row. */
export type BookingPayment = {
  bookingId: string;
  orderId: string;
  purpose: TPaymentPurpose;
  amount: Money;
  status: TBookingPayment['status'];
  paidAt: Date | null;
  /** A refund of it was asked (its booking cancelled, or an advance no longer wanted): not money the workshop keeps. */
  isRefunded: boolean;
};

/** Where the test gateway's checkout page is served (payments routes). */
export const testCheckoutPath = (gatewayOrderId: string) => `/api/payments/test-checkout/${encodeURIComponent(gatewayOrderId)}`;

/**
 * The advance payment of a booking (customer spec sections 4, 7 and 9): an order at the gateway for
 * the amount the booking fixed, and the checkout's callback, believed only once the gateway's
 * signature checks out and its record of the payment names this order and this amount. A replayed
 * callback changes nothing and answers the same.
 */
export function createPaymentsService({ db, now, gateway, repository, refunds, paymentTaken, orderPaid }: Deps) {
  const orderView = (order: PaymentOrderRow): TPaymentOrder => ({
    bookingId: order.bookingId,
    orderId: order.gatewayOrderId,
    amount: order.amountMinor,
    currency: order.currency,
    gateway: order.gateway,
    key: gateway.publicKey,
    checkoutUrl: order.gateway === 'test' ? testCheckoutPath(order.gatewayOrderId) : null,
  });
  const resultOf = (order: PaymentOrderRow, status = order.status): TPaymentResult => ({
    bookingId: order.bookingId,
    orderId: order.gatewayOrderId,
    status,
    paymentId: status === 'paid' ? order.paymentId : null,
  });

  /**
   * The order paid by `paymentId` unless it already was, and its customer's screens told: false when
   * another got there first. The booking is locked first (the listeners), as a cancel locks it
   * before it refunds: a payment and a cancel are one after the other, never both unseen.
   */
  const markPaid = (order: PaymentOrderRow, paymentId: string) =>
    db.transaction(async (tx) => {
      const wanted = await paymentTaken.run(
        { brandId: order.brandId, bookingId: order.bookingId, purpose: order.purpose, gatewayOrderId: order.gatewayOrderId },
        tx,
      );
      const paidAt = now();
      const marked = await repository.markPaid(order.id, paymentId, paidAt, tx);
      if (!marked) return false;
      // An advance on work no longer answerable (the estimate changed or was answered at the desk
      // meanwhile) goes back alone; the booking's own money stays while the booking is active.
      if (wanted.includes(false))
        await refunds.refundBooking(
          { brandId: order.brandId, bookingId: order.bookingId, ...(order.purpose === 'workAdvance' ? { paymentOrderId: order.id } : {}) },
          tx,
        );
      else
        await orderPaid.run(
          {
            brandId: order.brandId,
            userId: order.userId,
            bookingId: order.bookingId,
            purpose: order.purpose,
            gatewayOrderId: order.gatewayOrderId,
            paymentId,
            amount: { amount: minor(order.amountMinor), currency: order.currency as TCurrency },
            paidAt,
          },
          tx,
        );
      await recordEvent(tx, userEvent({ brandId: order.brandId, userId: order.userId }, 'bookings.changed', { bookingId: order.bookingId }));
      return true;
    });

  /** A new order at the gateway, kept; the booking's payments list it: its kept answers are forgotten (the event) with it. */
  async function openOrder(owner: CustomerScope, bookingId: string, purpose: TPaymentPurpose, amount: Money): Promise<TPaymentOrder> {
    const { gatewayOrderId } = await gateway.createOrder({ amountMinor: amount.amount, currency: amount.currency, receipt: bookingId });
    const order = await withEvent(db, userEvent(owner, 'bookings.changed', { bookingId }), (tx) =>
      repository.insert(
        {
          brandId: owner.brandId,
          userId: owner.userId,
          bookingId,
          gateway: gateway.name,
          gatewayOrderId,
          purpose,
          amountMinor: amount.amount,
          currency: amount.currency,
        },
        tx,
      ),
    );
    return orderView(order);
  }

  async function paid(owner: CustomerScope, order: PaymentOrderRow, paymentId: string, signature: string): Promise<TPaymentResult> {
    // Nothing changes before the gateway's signature is checked.
    if (!gateway.isCheckoutSigned(order.gatewayOrderId, paymentId, signature)) throw new AppError('payments/bad-signature');
    if (order.status === 'paid') {
      if (order.paymentId === paymentId) return resultOf(order);
      throw new AppError('payments/already-paid');
    }
    const payment = await gateway.payment(paymentId);
    if (!payment || payment.gatewayOrderId !== order.gatewayOrderId || payment.amountMinor !== order.amountMinor || payment.currency !== order.currency) {
      throw new AppError('payments/amount-mismatch');
    }
    const isNew = await markPaid(order, paymentId);
    // Two callbacks at once: the one that lost finds the order paid, by this payment or another.
    if (!isNew) return paid(owner, (await repository.byGatewayOrder(owner, order.gatewayOrderId))!, paymentId, signature);
    return { ...resultOf(order, 'paid'), paymentId };
  }

  return {
    /** The order for a booking's advance (else everything payable), made once per amount; the bookings module asks it of its own booking. */
    async orderFor(owner: CustomerScope, { bookingId, estimate, isPayable }: PaymentAsked): Promise<TPaymentOrder> {
      const amountMinor = amountToCollect(estimate);
      const latest = await repository.latestOf(owner, bookingId, 'advance');
      if (latest?.status === 'paid') throw new AppError('payments/already-paid');
      if (!isPayable || amountMinor <= 0) throw new AppError('payments/nothing-to-pay');
      // A customer who comes back to pay again reuses the open order of the same amount.
      if (latest?.status === 'created' && latest.amountMinor === amountMinor) return orderView(latest);
      return openOrder(owner, bookingId, 'advance', { amount: minor(amountMinor), currency: estimate.currency });
    },

    /**
     * The order for what a job card asks, which the billing module has checked: (part of) its balance,
     * or the advance on the work the customer approves; an open one of the same purpose and amount is
     * reused, so a second tap pays the same order.
     */
    async orderForCard(owner: CustomerScope, bookingId: string, purpose: 'balance' | 'workAdvance', amount: Money): Promise<TPaymentOrder> {
      const latest = await repository.latestOf(owner, bookingId, purpose);
      if (latest?.status === 'created' && latest.amountMinor === amount.amount) return orderView(latest);
      return openOrder(owner, bookingId, purpose, amount);
    },

    /** POST /transaction/payment/callback: a payment to verify, or a failure or cancellation to note. */
    async callback(owner: CustomerScope, query: TPaymentCallbackQuery): Promise<TPaymentResult> {
      if (query.orderId && query.paymentId && query.signature) {
        const order = await repository.byGatewayOrder(owner, query.orderId);
        if (!order || order.bookingId !== query.id) throw new AppError('resource/not-found');
        return paid(owner, order, query.paymentId, query.signature);
      }
      // A failure names only the booking: it is of the booking's latest order.
      const order = await repository.latestOf(owner, query.id);
      if (!order || (query.orderId && query.orderId !== order.gatewayOrderId)) throw new AppError('resource/not-found');
      if (order.status === 'paid') return resultOf(order);
      const status = query.code === PAYMENT_CANCELLED_CODE ? 'cancelled' : 'failed';
      await db.transaction(async (tx) => {
        await repository.markUnpaid(
          order.id,
          status,
          { code: query.code ?? null, description: query.description ?? null, reason: query.error ?? null, field: query.field ?? null },
          tx,
        );
        await recordEvent(tx, userEvent(owner, 'bookings.changed', { bookingId: order.bookingId }));
      });
      return resultOf(order, status);
    },

    /**
     * A payment the gateway reports itself (Razorpay's payment.captured webhook), for a customer
     * whose app never called back: the order it names is paid, once. False for an order not ours.
     */
    async paidByGateway(payment: GatewayPayment): Promise<boolean> {
      const order = await repository.byGatewayOrderId(payment.gatewayOrderId);
      if (!order) return false;
      if (order.amountMinor !== payment.amountMinor || order.currency !== payment.currency) throw new AppError('payments/amount-mismatch');
      if (order.status === 'paid') return order.paymentId === payment.paymentId;
      return markPaid(order, payment.paymentId);
    },

    /** Which of these bookings are paid (in the caller's transaction, when it has the booking locked). */
    paidBookings: (bookingIds: string[], tx?: Db) => repository.paidAmong(bookingIds, tx),

    /** The payments of these bookings, newest first, for their details (in the caller's transaction when it has one open). */
    async ofBookings(bookingIds: string[], tx?: Db): Promise<BookingPayment[]> {
      return (await repository.ofBookings(bookingIds, tx)).map((order) => ({
        bookingId: order.bookingId,
        orderId: order.gatewayOrderId,
        purpose: order.purpose,
        amount: { amount: minor(order.amountMinor), currency: order.currency as TCurrency },
        status: order.status,
        paidAt: order.paidAt,
        isRefunded: order.isRefunded,
      }));
    },

    /** The test gateway's page: the order it is asked to take, by its unguessable id. */
    orderForCheckout: (gatewayOrderId: string) => repository.byGatewayOrderId(gatewayOrderId),
  };
}
