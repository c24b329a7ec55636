import { PAYMENT_CANCELLED_CODE, ZPaymentCallbackQuery } from '@servicebay/domain';
import { describe, expect, it } from 'vitest';
import { callbackOfRazorpayDismiss, callbackOfRazorpayFailure, callbackOfRazorpaySuccess, callbackOfReturn, withoutReturn } from './checkout-answer';

const BOOKING = '0b6c6f1e-9a0e-4b53-8f43-2d8a1c0f7e11';

describe('the checkout’s return to booking details', () => {
  it('reads a success as the callback’s query, without the page’s own parameters', () => {
    const search = new URLSearchParams({ payment: 'success', id: BOOKING, orderId: 'order_test_abc', paymentId: 'pay_1', signature: 'f00d', tab: 'bill' });
    const query = callbackOfReturn(search, BOOKING);
    expect(query).toEqual({ id: BOOKING, orderId: 'order_test_abc', paymentId: 'pay_1', signature: 'f00d' });
    expect(ZPaymentCallbackQuery.parse(query)).toEqual(query);
    // Taken off the address, what is not the return's stays.
    expect(withoutReturn(search)).toBe('?tab=bill');
  });
  it('reads a failure and a cancellation with their code and reasons', () => {
    const failed = new URLSearchParams({
      payment: 'failed',
      id: BOOKING,
      orderId: 'o',
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      error: 'payment_failed',
      field: 'card',
    });
    expect(callbackOfReturn(failed, BOOKING)).toEqual({
      id: BOOKING,
      orderId: 'o',
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      error: 'payment_failed',
      field: 'card',
    });
    expect(withoutReturn(failed)).toBe('');
    const cancelled = new URLSearchParams({
      payment: 'cancelled',
      id: BOOKING,
      orderId: 'o',
      code: PAYMENT_CANCELLED_CODE,
      description: 'Payment cancelled by the customer',
    });
    expect(callbackOfReturn(cancelled, BOOKING)).toMatchObject({ code: PAYMENT_CANCELLED_CODE });
  });
  it('is no return without `payment`, or naming another booking', () => {
    expect(callbackOfReturn(new URLSearchParams({ id: BOOKING }), BOOKING)).toBeNull();
    expect(callbackOfReturn(new URLSearchParams({ payment: 'success', id: 'another' }), BOOKING)).toBeNull();
  });
});

describe('Razorpay’s answers as the same callback', () => {
  it('maps the handler’s payment', () => {
    const query = callbackOfRazorpaySuccess(BOOKING, { razorpay_order_id: 'order_R1', razorpay_payment_id: 'pay_R1', razorpay_signature: 'abc123' });
    expect(query).toEqual({ id: BOOKING, orderId: 'order_R1', paymentId: 'pay_R1', signature: 'abc123' });
    expect(ZPaymentCallbackQuery.safeParse(query).success).toBe(true);
  });
  it('maps payment.failed to code, description, error and field, leaving out what it lacks', () => {
    const query = callbackOfRazorpayFailure(BOOKING, 'order_R1', {
      error: { code: 'BAD_REQUEST_ERROR', description: 'Your payment has been declined', reason: 'payment_declined', step: 'payment_authorization' },
    });
    expect(query).toEqual({
      id: BOOKING,
      orderId: 'order_R1',
      code: 'BAD_REQUEST_ERROR',
      description: 'Your payment has been declined',
      error: 'payment_declined',
      field: 'payment_authorization',
    });
    expect(callbackOfRazorpayFailure(BOOKING, 'order_R1', { error: {} })).toEqual({ id: BOOKING, orderId: 'order_R1', code: 'PAYMENT_FAILED' });
  });
  it('a closed checkout is the cancellation the test gateway’s Cancel sends', () => {
    const query = callbackOfRazorpayDismiss(BOOKING, 'order_R1');
    expect(query.code).toBe(PAYMENT_CANCELLED_CODE);
    expect(ZPaymentCallbackQuery.safeParse(query).success).toBe(true);
  });
});
