import { z } from 'zod';

/**
 * The advance payment's calls (customer spec section 7): the order to pay, and the callback the app
 * makes with what the checkout handed it, a payment (order id, payment id, signature) or a failure
 * (code, description, error, field); `id` is the booking's. They come in the query, the body empty.
 */
export const ZPaymentOrder = z.object({
  bookingId: z.string(),
  orderId: z.string(),
  /** Minor units (paise, halalas, fils), as the gateway's checkout takes them. */
  amount: z.number().int(),
  currency: z.string(),
  gateway: z.enum(['test', 'razorpay']),
  /** Razorpay's key id for its checkout; null for the test gateway. */
  key: z.string().nullable(),
  /** The test gateway's checkout page; null for Razorpay (its checkout opens in the app). */
  checkoutUrl: z.string().nullable(),
});
export type TPaymentOrder = z.infer<typeof ZPaymentOrder>;

const token = z.string().trim().min(1).max(200);
export const ZPaymentCallbackQuery = z.object({
  id: z.uuid({ error: 'Record Not Found' }),
  orderId: token.optional(),
  paymentId: token.optional(),
  signature: token.optional(),
  code: z.string().trim().max(100).optional(),
  description: z.string().trim().max(500).optional(),
  error: z.string().trim().max(500).optional(),
  field: z.string().trim().max(100).optional(),
});
export type TPaymentCallbackQuery = z.infer<typeof ZPaymentCallbackQuery>;

/** The failure code the test gateway's Cancel sends (a customer closing the checkout): the cancelled banner, not the failed one. */
export const PAYMENT_CANCELLED_CODE = 'PAYMENT_CANCELLED';

export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'cancelled'] as const;
export const ZPaymentResult = z.object({ bookingId: z.string(), orderId: z.string(), status: z.enum(PAYMENT_STATUSES), paymentId: z.string().nullable() });
export type TPaymentResult = z.infer<typeof ZPaymentResult>;

/** A payment of a booking as its details show it. */
/**
 * What a booking's payment order collects: the advance at booking, the advance the workshop asks on
 * the work the customer approves (paid with the answer), or the job card's balance once invoiced.
 */
export const PAYMENT_PURPOSES = ['advance', 'workAdvance', 'balance'] as const;
export type TPaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
/** Money paid before the invoice (the booking's advance, the advance on approved work): it counts against the invoice as an advance. */
export const isAdvancePurpose = (purpose: TPaymentPurpose) => purpose !== 'balance';

export const ZBookingPayment = z.object({
  orderId: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paidAt: z.string().nullable(),
});
export type TBookingPayment = z.infer<typeof ZBookingPayment>;

/**
 * A refund's life at the gateway: asked (pending), then settled one way or the other; the gateway's
 * webhook or its answer moves it, never back.
 */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * The return of a paid advance as the booking's details list it, in minor units of its currency
 * (the app formats it with money.ts); `processedAt` once the gateway has settled it.
 */
export const ZBookingRefund = z.object({
  amountMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type TBookingRefund = z.infer<typeof ZBookingRefund>;
