import { checkoutSignature, hmacHex, isSameSignature, type PaymentGateway } from './payment-gateway';

type RazorpayOptions = { keyId: string; keySecret: string; webhookSecret?: string | undefined; fetch?: typeof fetch; baseUrl?: string };

/** Razorpay (orders API, checkout signature, payments API), selected by RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET. */
export function createRazorpayGateway({
  keyId,
  keySecret,
  webhookSecret,
  fetch: doFetch = fetch,
  baseUrl = 'https://api.razorpay.com/v1',
}: RazorpayOptions): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  async function call<T>(path: string, init: RequestInit = {}): Promise<T | null> {
    const response = await doFetch(`${baseUrl}${path}`, { ...init, headers: { authorization, 'content-type': 'application/json', ...init.headers } });
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) throw new Error(`Razorpay answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
  return {
    name: 'razorpay',
    publicKey: keyId,
    async createOrder({ amountMinor, currency, receipt }) {
      const order = await call<{ id: string }>('/orders', { method: 'POST', body: JSON.stringify({ amount: amountMinor, currency, receipt }) });
      if (!order) throw new Error('Razorpay refused the order');
      return { gatewayOrderId: order.id };
    },
    isCheckoutSigned: (gatewayOrderId, paymentId, signature) => isSameSignature(checkoutSignature(keySecret, gatewayOrderId, paymentId), signature),
    // Razorpay signs a webhook's raw body with the webhook's own secret (X-Razorpay-Signature).
    isWebhookSigned: (rawBody, signature) => Boolean(webhookSecret) && isSameSignature(hmacHex(webhookSecret!, rawBody), signature),
    /**
     * POST /v1/payments/{id}/refund (Razorpay's refunds API) with X-Refund-Idempotency: a retry
     * with the same key and body answers the first refund. A 400 is Razorpay refusing it for good
     * (already refunded, too old): failed, for the workshop to settle by hand. A 409 (the first
     * request still in flight) and anything else throw, and the job asks again later.
     */
    async refund({ paymentId, amountMinor, idempotencyKey }) {
      const response = await doFetch(`${baseUrl}/payments/${encodeURIComponent(paymentId)}/refund`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'x-refund-idempotency': idempotencyKey },
        body: JSON.stringify({ amount: amountMinor, speed: 'normal', receipt: idempotencyKey }),
      });
      if (response.status === 400) return { gatewayRefundId: null, status: 'failed' };
      if (!response.ok) throw new Error(`Razorpay answered ${response.status} to a refund: ${await response.text()}`);
      const refund = (await response.json()) as { id: string; status: string };
      return { gatewayRefundId: refund.id, status: refund.status === 'processed' ? 'processed' : refund.status === 'failed' ? 'failed' : 'pending' };
    },
    async payment(paymentId) {
      const payment = await call<{ id: string; order_id: string; amount: number; currency: string }>(`/payments/${encodeURIComponent(paymentId)}`);
      return payment && { paymentId: payment.id, gatewayOrderId: payment.order_id, amountMinor: payment.amount, currency: payment.currency };
    },
  };
}
