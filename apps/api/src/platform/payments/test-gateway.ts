import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSignature, hmacHex, isSameSignature, type PaymentGateway } from './payment-gateway';
import { testGatewayPayments } from './test-gateway.tables';

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export type TestGateway = PaymentGateway & {
  /** The checkout page's Pay button: the payment recorded, and the signature a real gateway would hand the app. */
  pay: (input: { gatewayOrderId: string; amountMinor: number; currency: string }) => Promise<{ paymentId: string; signature: string }>;
};

/**
 * The built-in test gateway (development and tests): orders are random tokens, its checkout page
 * (payments routes) takes or refuses the payment, and it signs as Razorpay does, with a secret of
 * this installation's own.
 */
export function createTestGateway(db: Db, installationSecret: string): TestGateway {
  const secret = hmacHex(installationSecret, 'servicebay test payment gateway');
  return {
    name: 'test',
    publicKey: null,
    createOrder: async () => ({ gatewayOrderId: token('order_test') }),
    isCheckoutSigned: (gatewayOrderId, paymentId, signature) => isSameSignature(checkoutSignature(secret, gatewayOrderId, paymentId), signature),
    // The test gateway answers through its checkout page, never by webhook.
    isWebhookSigned: () => false,
    async payment(paymentId) {
      const [row] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.paymentId, paymentId));
      return row ? { paymentId: row.paymentId, gatewayOrderId: row.gatewayOrderId, amountMinor: row.amountMinor, currency: row.currency } : null;
    },
    /**
     * No money moves: a refund of a payment this gateway took is processed at once, its id derived
     * from the idempotency key, so asking again answers the same refund. One of a payment it never
     * took, or of more than it took, fails as a real gateway's would.
     */
    async refund({ paymentId, amountMinor, currency, idempotencyKey }) {
      const [row] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.paymentId, paymentId));
      if (!row || row.currency !== currency || amountMinor > row.amountMinor) return { gatewayRefundId: null, status: 'failed' };
      return { gatewayRefundId: `rfnd_test_${hmacHex(secret, idempotencyKey).slice(0, 20)}`, status: 'processed' };
    },
    async pay({ gatewayOrderId, amountMinor, currency }) {
      const paymentId = token('pay_test');
      await db.insert(testGatewayPayments).values({ paymentId, gatewayOrderId, amountMinor, currency });
      return { paymentId, signature: checkoutSignature(secret, gatewayOrderId, paymentId) };
    },
  };
}
