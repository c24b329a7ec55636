import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRazorpayGateway } from './razorpay-gateway';

/** Razorpay's answers, as its API documents them, for the calls the adapter makes. */
function razorpayApi() {
  const calls: { url: string; method: string; authorization: string; idempotency?: string | null; body: unknown }[] = [];
  /** Refunds made, by idempotency key, as Razorpay keeps them: the same key answers the same refund. */
  const refunds = new Map<string, string>();
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      authorization: headers.get('authorization') ?? '',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    if (String(url).endsWith('/refund')) {
      const key = headers.get('x-refund-idempotency') ?? '';
      calls.at(-1)!.idempotency = key;
      if (String(url).includes('pay_busy')) return Response.json({ error: { code: 'BAD_REQUEST_ERROR' } }, { status: 409 });
      if (!String(url).includes('pay_29QQoUBi66xm2f')) return Response.json({ error: { code: 'BAD_REQUEST_ERROR' } }, { status: 400 });
      if (!refunds.has(key)) refunds.set(key, `rfnd_FP8QHiV938ha${refunds.size}`);
      return Response.json({ id: refunds.get(key), entity: 'refund', amount: 50000, currency: 'INR', payment_id: 'pay_29QQoUBi66xm2f', status: 'pending' });
    }
    if (String(url).endsWith('/orders'))
      return Response.json({ id: 'order_DBJOWzybf0sJbb', entity: 'order', amount: 50000, currency: 'INR', status: 'created' });
    if (String(url).includes('/payments/pay_29QQoUBi66xm2f'))
      return Response.json({ id: 'pay_29QQoUBi66xm2f', order_id: 'order_DBJOWzybf0sJbb', amount: 50000, currency: 'INR' });
    return Response.json({ error: { code: 'BAD_REQUEST_ERROR' } }, { status: 400 });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

describe('the Razorpay gateway', () => {
  it('creates an order in minor units with the key pair as basic auth, and reads a payment’s order and amount', async () => {
    const api = razorpayApi();
    const gateway = createRazorpayGateway({ keyId: 'rzp_test_key', keySecret: 'secret', fetch: api.fetch });
    expect(await gateway.createOrder({ amountMinor: 50000, currency: 'INR', receipt: 'booking-1' })).toEqual({ gatewayOrderId: 'order_DBJOWzybf0sJbb' });
    expect(api.calls[0]).toEqual({
      url: 'https://api.razorpay.com/v1/orders',
      method: 'POST',
      authorization: `Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`,
      body: { amount: 50000, currency: 'INR', receipt: 'booking-1' },
    });
    expect(await gateway.payment('pay_29QQoUBi66xm2f')).toEqual({
      paymentId: 'pay_29QQoUBi66xm2f',
      gatewayOrderId: 'order_DBJOWzybf0sJbb',
      amountMinor: 50000,
      currency: 'INR',
    });
    expect(await gateway.payment('pay_unknown')).toBeNull();
    expect(gateway.publicKey).toBe('rzp_test_key');
  });

  it('accepts the checkout signature Razorpay documents (HMAC-SHA256 of order_id|payment_id) and nothing else', () => {
    const gateway = createRazorpayGateway({ keyId: 'rzp_test_key', keySecret: 'secret', fetch: razorpayApi().fetch });
    const signed = createHmac('sha256', 'secret').update('order_DBJOWzybf0sJbb|pay_29QQoUBi66xm2f').digest('hex');
    expect(gateway.isCheckoutSigned('order_DBJOWzybf0sJbb', 'pay_29QQoUBi66xm2f', signed)).toBe(true);
    expect(gateway.isCheckoutSigned('order_DBJOWzybf0sJbb', 'pay_other', signed)).toBe(false);
    expect(gateway.isCheckoutSigned('order_DBJOWzybf0sJbb', 'pay_29QQoUBi66xm2f', signed.slice(1))).toBe(false);
    const withAnotherSecret = createHmac('sha256', 'not-the-secret').update('order_DBJOWzybf0sJbb|pay_29QQoUBi66xm2f').digest('hex');
    expect(gateway.isCheckoutSigned('order_DBJOWzybf0sJbb', 'pay_29QQoUBi66xm2f', withAnotherSecret)).toBe(false);
  });

  it('refunds through POST /payments/{id}/refund in minor units with an idempotency key, so a retry answers the same refund', async () => {
    const api = razorpayApi();
    const gateway = createRazorpayGateway({ keyId: 'rzp_test_key', keySecret: 'secret', fetch: api.fetch });
    const asked = { paymentId: 'pay_29QQoUBi66xm2f', amountMinor: 50000, currency: 'INR', idempotencyKey: '0193a0b2-7c1d-7000-8000-000000000001' };
    const first = await gateway.refund(asked);
    expect(first).toEqual({ gatewayRefundId: 'rfnd_FP8QHiV938ha0', status: 'pending' });
    expect(api.calls[0]).toMatchObject({
      url: 'https://api.razorpay.com/v1/payments/pay_29QQoUBi66xm2f/refund',
      method: 'POST',
      idempotency: asked.idempotencyKey,
      body: { amount: 50000, speed: 'normal', receipt: asked.idempotencyKey },
    });
    expect(await gateway.refund(asked)).toEqual(first);
    // Refused for good: failed, for the workshop to settle; still in flight: thrown, for the job to ask again.
    expect(await gateway.refund({ ...asked, paymentId: 'pay_refunded' })).toEqual({ gatewayRefundId: null, status: 'failed' });
    await expect(gateway.refund({ ...asked, paymentId: 'pay_busy' })).rejects.toThrow('409');
  });
});
