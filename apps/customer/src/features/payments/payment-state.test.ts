import { TIMELINE_EVENTS, type TBookingBill, type TBookingEvent, type TBookingPayment } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { canPay, paymentBanner, paymentDue, type PayableBooking } from './payment-state';

const AT = '2026-11-25T09:00:00.000Z';
/** The booking's default timeline, done up to and including `doneThrough`. */
const timeline = (doneThrough: string): TBookingEvent[] => {
  const last = TIMELINE_EVENTS.findIndex((event) => event.name === doneThrough);
  return TIMELINE_EVENTS.map((event, index) => ({ ...event, updatedAt: index <= last ? AT : null }));
};
const payment = (status: TBookingPayment['status'], purpose: TBookingPayment['purpose'] = 'advance'): TBookingPayment => ({
  orderId: `order_${status}`,
  purpose,
  amount: 500,
  currency: 'INR',
  status,
  paidAt: status === 'paid' ? AT : null,
});

const booking = (change: Partial<PayableBooking> & { advance?: number } = {}): PayableBooking => {
  const { advance = 500, ...rest } = change;
  return {
    status: 'InProgress',
    appointmentStatus: 'booked',
    estimate: { currency: 'INR', partsTotal: 0, labourTotal: 2500, discount: 100, totalTax: 0, advancePayment: advance, totalEstimated: 2500 },
    events: timeline('Booked'),
    payments: [],
    bill: null,
    ...rest,
  };
};

describe('what is due', () => {
  it('is the advance while the booking is in progress and unpaid', () => {
    expect(paymentDue(booking())).toEqual({ amount: 500, currency: 'INR', isAdvance: true, isBalance: false });
    expect(paymentDue(booking({ payments: [payment('failed')] }))).toEqual({ amount: 500, currency: 'INR', isAdvance: true, isBalance: false });
  });
  it('is nothing once paid, or for a booking that is over', () => {
    expect(paymentDue(booking({ payments: [payment('paid')] }))).toBeNull();
    // A newer failed attempt after a paid one does not ask again.
    expect(paymentDue(booking({ payments: [payment('failed'), payment('paid')] }))).toBeNull();
    expect(paymentDue(booking({ status: 'Cancelled' }))).toBeNull();
    expect(paymentDue(booking({ status: 'Completed' }))).toBeNull();
  });
  it('without an advance, is everything payable once the timeline waits on Payment Pending (the domain’s inference)', () => {
    expect(paymentDue(booking({ advance: 0 }))).toBeNull();
    expect(paymentDue(booking({ advance: 0, events: timeline('Invoice') }))).toEqual({ amount: 2400, currency: 'INR', isAdvance: false, isBalance: false });
    // Payment Pending done (paid at the counter): nothing asked.
    expect(paymentDue(booking({ advance: 0, events: timeline('Payment Pending') }))).toBeNull();
  });
});

describe('the banner (customer spec section 4), first that applies', () => {
  it('booking cancelled wins over everything, even a payment just made', () => {
    expect(paymentBanner(booking({ status: 'Cancelled', appointmentStatus: 'cancelled' }), 'paid')).toEqual({ kind: 'bookingCancelled' });
    expect(paymentBanner(booking({ status: 'Cancelled', payments: [payment('paid')] }))).toEqual({ kind: 'bookingCancelled' });
  });
  it('a completed booking has none', () => {
    expect(paymentBanner(booking({ status: 'Completed', appointmentStatus: 'completed' }))).toBeNull();
  });
  it('this visit’s checkout answer comes next, before the booking read catches up', () => {
    expect(paymentBanner(booking(), 'paid')).toEqual({ kind: 'paymentSuccessful', amount: null, currency: 'INR' });
    expect(paymentBanner(booking({ payments: [payment('paid')] }), 'paid')).toEqual({ kind: 'paymentSuccessful', amount: 500, currency: 'INR' });
    expect(paymentBanner(booking(), 'failed')).toEqual({ kind: 'paymentFailed' });
    expect(paymentBanner(booking(), 'cancelled')).toEqual({ kind: 'paymentCancelled' });
  });
  it('paid is successful on every later visit, not the plainer booking confirmed', () => {
    expect(paymentBanner(booking({ payments: [payment('paid')] }))).toEqual({ kind: 'paymentSuccessful', amount: 500, currency: 'INR' });
  });
  it('with something due: the latest attempt’s failure or cancellation, else pending', () => {
    const due = { amount: 500, currency: 'INR', isAdvance: true, isBalance: false };
    expect(paymentBanner(booking())).toEqual({ kind: 'paymentPending', due });
    expect(paymentBanner(booking({ payments: [payment('created')] }))).toEqual({ kind: 'paymentPending', due });
    expect(paymentBanner(booking({ payments: [payment('failed')] }))).toEqual({ kind: 'paymentFailed' });
    expect(paymentBanner(booking({ payments: [payment('cancelled'), payment('failed')] }))).toEqual({ kind: 'paymentCancelled' });
    // A new order after a failure is pending again.
    expect(paymentBanner(booking({ payments: [payment('created'), payment('failed')] }))).toEqual({ kind: 'paymentPending', due });
    expect(paymentBanner(booking({ advance: 0, events: timeline('Invoice') }))).toEqual({
      kind: 'paymentPending',
      due: { amount: 2400, currency: 'INR', isAdvance: false, isBalance: false },
    });
  });
  it('booking confirmed while booked with nothing to pay; nothing once the appointment moved on', () => {
    expect(paymentBanner(booking({ advance: 0 }))).toEqual({ kind: 'bookingConfirmed' });
    expect(paymentBanner(booking({ advance: 0, appointmentStatus: 'inWorkshop' }))).toBeNull();
  });
});

describe('Pay', () => {
  it('is offered while something is due, again after a failure or a cancellation, not after a success', () => {
    expect(canPay(booking())).toBe(true);
    expect(canPay(booking(), 'failed')).toBe(true);
    expect(canPay(booking(), 'cancelled')).toBe(true);
    expect(canPay(booking(), 'paid')).toBe(false);
    expect(canPay(booking({ payments: [payment('paid')] }))).toBe(false);
    expect(canPay(booking({ advance: 0 }))).toBe(false);
  });
});

describe('the tax invoice’s balance (issue 27 part 8)', () => {
  const invoiced = (balance: number): TBookingBill => ({
    source: 'invoice',
    jobCardNo: 'JC-1',
    invoiceNumber: 'SB2627/0001',
    grandTotal: 3776,
    paid: 3776 - balance,
    balance,
    payments: [],
    canPayOnline: balance > 0,
  });
  it('is what is due once the invoice is issued, the advance paid or not, and after delivery on credit', () => {
    const due = { amount: 1276, currency: 'INR', isAdvance: false, isBalance: true };
    const withAdvancePaid = booking({ payments: [payment('paid')], bill: invoiced(1276), events: timeline('Invoice') });
    expect(paymentDue(withAdvancePaid)).toEqual(due);
    expect(paymentBanner(withAdvancePaid)).toEqual({ kind: 'paymentPending', due });
    expect(paymentDue(booking({ status: 'Completed', bill: invoiced(1276) }))).toEqual(due);
    expect(paymentBanner(booking({ payments: [payment('failed', 'balance'), payment('paid')], bill: invoiced(1276) }))).toEqual({ kind: 'paymentFailed' });
  });
  it('is nothing once paid up: the payment is successful, and a cancelled booking owes nothing', () => {
    const paidUp = booking({ payments: [payment('paid', 'balance')], bill: invoiced(0) });
    expect(paymentDue(paidUp)).toBeNull();
    expect(canPay(paidUp)).toBe(false);
    expect(paymentBanner(paidUp)).toEqual({ kind: 'paymentSuccessful', amount: 500, currency: 'INR' });
    expect(paymentDue(booking({ status: 'Cancelled', bill: invoiced(1276) }))).toBeNull();
  });
});
