import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { PUBLIC_ROUTE } from '../../platform/http/route-kit';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import type { PaymentsService } from './payments.service';
import type { RefundsService } from './refunds.service';

/**
 * The part of Razorpay's webhook the platform reads: a captured payment's order, amount and
 * currency, or a settled refund's id and the payment it returns.
 */
const ZGatewayEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string(), amount: z.number().int(), currency: z.string() }) }).optional(),
      refund: z.object({ entity: z.object({ id: z.string(), payment_id: z.string() }) }).optional(),
    })
    .optional(),
});
type TGatewayEvent = z.infer<typeof ZGatewayEvent>;

const REFUND_EVENTS = { 'refund.processed': 'processed', 'refund.failed': 'failed' } as const;
const isRefundEvent = (event: string): event is keyof typeof REFUND_EVENTS => Object.hasOwn(REFUND_EVENTS, event);

/**
 * POST /payments/razorpay/webhook: the gateway telling the platform of a captured payment or a
 * settled refund itself. The raw body is checked against X-Razorpay-Signature before it is read;
 * anything unsigned (every call, with the test gateway) is refused. A replay changes nothing.
 */
export function gatewayWebhookRoutes(
  gateway: PaymentGateway,
  payments: PaymentsService,
  refunds: Pick<RefundsService, 'settledByGateway'>,
): FastifyPluginAsyncZod {
  async function apply({ event, payload }: TGatewayEvent): Promise<boolean> {
    const payment = payload?.payment?.entity;
    if (event === 'payment.captured' && payment)
      return payments.paidByGateway({ paymentId: payment.id, gatewayOrderId: payment.order_id, amountMinor: payment.amount, currency: payment.currency });
    const refund = payload?.refund?.entity;
    if (isRefundEvent(event) && refund)
      return refunds.settledByGateway({ gatewayRefundId: refund.id, paymentId: refund.payment_id, status: REFUND_EVENTS[event] });
    return false;
  }

  return async (app) => {
    // The signature is of the bytes as sent: this plugin keeps them as text.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    app.post(
      '/payments/razorpay/webhook',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['payments'],
          summary: 'Razorpay’s webhook (payment.captured, refund.processed, refund.failed), signed with the webhook secret',
          response: responses(z.object({ isApplied: z.boolean() })),
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['x-razorpay-signature'];
        if (typeof signature !== 'string' || !gateway.isWebhookSigned(raw, signature)) throw new AppError('payments/bad-signature');
        let parsed: TGatewayEvent;
        try {
          parsed = ZGatewayEvent.parse(JSON.parse(raw));
        } catch {
          throw new AppError('request/invalid', { message: 'Not a Razorpay event' });
        }
        return ok({ isApplied: await apply(parsed) });
      },
    );
  };
}
