import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRazorpayGateway } from './razorpay-gateway';

/** Razorpay's answers, as its API documents them, for the calls the adapter makes. */
function razorpayApi() {
  const calls: { url: string; method: string; authorization: string; body: unknown }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      authorization: headers.get('authorization') ?? '',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
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
});
