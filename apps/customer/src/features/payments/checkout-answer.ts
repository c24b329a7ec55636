import { PAYMENT_CANCELLED_CODE, type TPaymentCallbackQuery } from '@servicebay/domain';

/** The query the test gateway's checkout sends the browser back with (apps/api payments test-checkout routes). */
const CALLBACK_FIELDS = ['orderId', 'paymentId', 'signature', 'code', 'description', 'error', 'field'] as const;
/** Everything the return adds to booking details' address, taken off once it is posted. */
export const RETURN_PARAMS = ['payment', 'id', ...CALLBACK_FIELDS] as const;

/**
 * The callback a checkout's return asks for (`?payment=success|failed|cancelled&id=...`), or null
 * when the address is not one. The booking is the page's: a return naming another is not posted.
 */
export function callbackOfReturn(search: URLSearchParams, bookingId: string): TPaymentCallbackQuery | null {
  if (!search.has('payment') || search.get('id') !== bookingId) return null;
  const query: TPaymentCallbackQuery = { id: bookingId };
  for (const name of CALLBACK_FIELDS) {
    const value = search.get(name);
    if (value) query[name] = value;
  }
  return query;
}

/** The address without the return's parameters: what the page is replaced with, so a reload posts nothing. */
export function withoutReturn(search: URLSearchParams): string {
  const kept = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) kept.delete(name);
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** What Razorpay's checkout hands its `handler` on a payment. */
export type RazorpaySuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
/** What Razorpay's `payment.failed` event carries. */
export type RazorpayFailure = { error: { code?: string; description?: string; reason?: string; field?: string; step?: string } };

/** Razorpay's answer as the callback the test gateway's return makes: one route for both gateways. */
export const callbackOfRazorpaySuccess = (bookingId: string, answer: RazorpaySuccess): TPaymentCallbackQuery => ({
  id: bookingId,
  orderId: answer.razorpay_order_id,
  paymentId: answer.razorpay_payment_id,
  signature: answer.razorpay_signature,
});

export const callbackOfRazorpayFailure = (bookingId: string, orderId: string, { error }: RazorpayFailure): TPaymentCallbackQuery => ({
  id: bookingId,
  orderId,
  code: error.code || 'PAYMENT_FAILED',
  ...(error.description ? { description: error.description } : {}),
  ...(error.reason ? { error: error.reason } : {}),
  ...(error.field || error.step ? { field: error.field || error.step } : {}),
});

/** The customer closed Razorpay's checkout without paying: the cancelled banner, as the test gateway's Cancel. */
export const callbackOfRazorpayDismiss = (bookingId: string, orderId: string): TPaymentCallbackQuery => ({
  id: bookingId,
  orderId,
  code: PAYMENT_CANCELLED_CODE,
  description: 'Payment cancelled by the customer',
});
