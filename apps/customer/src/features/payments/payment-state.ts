import { PAYMENT_PENDING_EVENT, timelineView, type TBooking, type TPaymentResult } from '@servicebay/domain';
import { amountToPay } from '../../shared/bill-lines';

/** What the payment banners and the Pay button read of a booking. */
export type PayableBooking = Pick<TBooking, 'status' | 'appointmentStatus' | 'estimate' | 'events' | 'payments' | 'bill'>;

/** The outcome of this visit's checkout, as the server judged the callback; null when the customer did not just come back. */
export type ReturnedPayment = TPaymentResult['status'] | null;

/** Amounts in major units of `currency`, as the booking carries them. */
/** `isBalance`: the job card's balance after its tax invoice, paid through the bill's own order. */
export type PaymentDue = { amount: number; currency: string; isAdvance: boolean; isBalance: boolean };

export type PaymentBanner =
  | { kind: 'paymentPending'; due: PaymentDue }
  | { kind: 'paymentSuccessful'; amount: number | null; currency: string }
  | { kind: 'paymentFailed' }
  | { kind: 'paymentCancelled' }
  | { kind: 'bookingConfirmed' }
  | { kind: 'bookingCancelled' };

const paidPayment = (booking: PayableBooking) => booking.payments.find((payment) => payment.status === 'paid') ?? null;

/** The timeline's own inference (domain timelineView): 'Payment Pending' waits while the step before it is done. */
const isPaymentPendingOnTimeline = (booking: PayableBooking) =>
  timelineView(booking.events, booking.status).some((category) =>
    category.steps.some((step) => step.name === PAYMENT_PENDING_EVENT && step.state === 'pending'),
  );

/**
 * What the customer is asked to pay now (customer spec sections 4 and 9): once the job card's tax
 * invoice is issued, its balance; before, while the booking is in progress and nothing is paid, the
 * advance the brand asks; without one, everything payable once the timeline waits on 'Payment
 * Pending'. Null when nothing is due.
 */
export function paymentDue(booking: PayableBooking): PaymentDue | null {
  const { estimate, bill } = booking;
  // Once the tax invoice is issued its balance is what is due, also after delivery on credit.
  if (bill?.source === 'invoice') {
    if (booking.status === 'Cancelled' || !bill.canPayOnline) return null;
    return { amount: bill.balance, currency: estimate.currency, isAdvance: false, isBalance: true };
  }
  if (booking.status !== 'InProgress' || paidPayment(booking)) return null;
  if (estimate.advancePayment > 0) return { amount: estimate.advancePayment, currency: estimate.currency, isAdvance: true, isBalance: false };
  if (!isPaymentPendingOnTimeline(booking)) return null;
  const payable = amountToPay(estimate);
  return payable > 0 ? { amount: payable, currency: estimate.currency, isAdvance: false, isBalance: false } : null;
}

/**
 * The one banner of booking details (customer spec section 4), the first that applies:
 * 1. booking cancelled: a cancelled booking says so and nothing else (no payment is taken);
 * 2. nothing for a booking that is over (Completed);
 * 3. what this visit's checkout came back with, as the server judged it: successful, failed or
 *    cancelled (the booking read may lag the callback by a moment);
 * 4. payment successful once any payment of the booking is paid (it also says the booking is
 *    confirmed, so a paid booking never shows the plainer 'booking confirmed');
 * 5. with something due: the latest attempt's failure or cancellation, else payment pending (the
 *    orange one); the payments come newest first;
 * 6. booking confirmed while booked with nothing to pay;
 * 7. otherwise none.
 */
export function paymentBanner(booking: PayableBooking, returned: ReturnedPayment = null): PaymentBanner | null {
  if (booking.status === 'Cancelled') return { kind: 'bookingCancelled' };
  const due = paymentDue(booking);
  // A balance due after delivery (on credit) still asks to be paid; nothing else shows on a booking that is over.
  if (booking.status !== 'InProgress' && !due && returned === null) return null;
  const paid = paidPayment(booking);
  if (returned === 'paid') return { kind: 'paymentSuccessful', amount: paid?.amount ?? null, currency: paid?.currency ?? booking.estimate.currency };
  if (returned === 'failed') return { kind: 'paymentFailed' };
  if (returned === 'cancelled') return { kind: 'paymentCancelled' };
  // The advance paid does not settle an invoice's balance still due.
  if (paid && !due?.isBalance) return { kind: 'paymentSuccessful', amount: paid.amount, currency: paid.currency };
  if (due) {
    const latest = booking.payments[0]?.status;
    if (latest === 'failed') return { kind: 'paymentFailed' };
    if (latest === 'cancelled') return { kind: 'paymentCancelled' };
    return { kind: 'paymentPending', due };
  }
  return booking.appointmentStatus === 'booked' ? { kind: 'bookingConfirmed' } : null;
}

/** The Pay button: while something is due and this visit's checkout did not just succeed. */
export const canPay = (booking: PayableBooking, returned: ReturnedPayment = null): boolean => returned !== 'paid' && paymentDue(booking) !== null;
