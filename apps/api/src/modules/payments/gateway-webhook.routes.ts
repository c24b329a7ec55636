import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { PUBLIC_ROUTE } from '../../platform/http/route-kit';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import type { PaymentsService } from './payments.service';

/** The part of Razorpay's webhook the platform reads: a captured payment's order, amount and currency. */
const ZCapturedPayment = z.object({
  event: z.string(),
  payload: z
    .object({ payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string(), amount: z.number().int(), currency: z.string() }) }).optional() })
    .optional(),
});

/**
 * POST /payments/razorpay/webhook: the gateway telling the platform of a captured payment itself.
 * The raw body is checked against X-Razorpay-Signature before it is read; anything unsigned (every
 * call, with the test gateway) is refused.
 */
export function gatewayWebhookRoutes(gateway: PaymentGateway, payments: PaymentsService): FastifyPluginAsyncZod {
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
          summary: 'Razorpay’s webhook (payment.captured), signed with the webhook secret',
          response: responses(z.object({ isApplied: z.boolean() })),
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['x-razorpay-signature'];
        if (typeof signature !== 'string' || !gateway.isWebhookSigned(raw, signature)) throw new AppError('payments/bad-signature');
        let parsed: z.infer<typeof ZCapturedPayment>;
        try {
          parsed = ZCapturedPayment.parse(JSON.parse(raw));
        } catch {
          throw new AppError('request/invalid', { message: 'Not a Razorpay event' });
        }
        const entity = parsed.payload?.payment?.entity;
        if (parsed.event !== 'payment.captured' || !entity) return ok({ isApplied: false });
        const isApplied = await payments.paidByGateway({
          paymentId: entity.id,
          gatewayOrderId: entity.order_id,
          amountMinor: entity.amount,
          currency: entity.currency,
        });
        return ok({ isApplied });
      },
    );
  };
}
