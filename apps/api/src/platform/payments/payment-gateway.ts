import { createHmac, timingSafeEqual } from 'node:crypto';

/** An order the gateway made for an amount to collect. */
export type GatewayOrder = { gatewayOrderId: string };
/** A payment as the gateway reports it: the order it paid and the amount it took, in minor units. */
export type GatewayPayment = { paymentId: string; gatewayOrderId: string; amountMinor: number; currency: string };

/** A refund as the gateway answers it: its id, and whether it is settled yet (most are pending until the webhook). */
export type GatewayRefund = { gatewayRefundId: string | null; status: 'pending' | 'processed' | 'failed' };
/**
 * A refund to ask of the gateway: the whole of `amountMinor` back on `paymentId`. `idempotencyKey`
 * is the same on every retry (the refund row's id), so a retry after a lost answer never refunds twice.
 */
export type RefundAsked = { paymentId: string; amountMinor: number; currency: string; idempotencyKey: string };

/**
 * The card payment provider behind one small interface (ARCHITECTURE.md section 5): the built-in
 * test gateway for development and tests, Razorpay when configured. The server never takes a
 * client's word for a payment: the checkout's signature proves it came from the gateway, and the
 * gateway's own record of the payment gives the amount.
 */
export type PaymentGateway = {
  name: 'test' | 'razorpay';
  /** What the app's checkout needs to open (Razorpay's key id); null for the test gateway. */
  publicKey: string | null;
  createOrder: (input: { amountMinor: number; currency: string; receipt: string }) => Promise<GatewayOrder>;
  /** Whether `signature` is the gateway's HMAC-SHA256 of `order_id|payment_id` (Razorpay's checkout signature). */
  isCheckoutSigned: (gatewayOrderId: string, paymentId: string, signature: string) => boolean;
  payment: (paymentId: string) => Promise<GatewayPayment | null>;
  /** Gives a captured payment's money back; throws when the gateway could not be asked (the job retries). */
  refund: (asked: RefundAsked) => Promise<GatewayRefund>;
  /** Whether a webhook's raw body carries the gateway's signature; false when the gateway sends none (the test gateway). */
  isWebhookSigned: (rawBody: string, signature: string) => boolean;
};

/** HMAC-SHA256 in hex, as Razorpay signs checkouts and webhooks. */
export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Compares in constant time, so a forged signature learns nothing from how long the refusal took. */
export function isSameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const checkoutSignature = (secret: string, gatewayOrderId: string, paymentId: string) => hmacHex(secret, `${gatewayOrderId}|${paymentId}`);
