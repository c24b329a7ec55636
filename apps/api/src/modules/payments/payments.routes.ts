import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPaymentCallbackQuery, ZPaymentResult } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, customerScope } from '../../platform/http/route-kit';
import type { PaymentsService } from './payments.service';

/**
 * The checkout's callback of customer spec section 7: a customer settles only their own orders. The
 * order itself is asked for through the booking (bookings routes), which knows what to collect.
 */
export const paymentsRoutes =
  (payments: PaymentsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payments'];

    app.post(
      '/transaction/payment/callback',
      {
        schema: {
          tags,
          summary: 'What the checkout handed the app: a payment to verify (order, payment, signature) or a failure (code, description, error, field)',
          security: bearer,
          querystring: ZPaymentCallbackQuery,
          response: responses(ZPaymentResult),
        },
      },
      async (request) => ok(await payments.callback(customerScope(request), request.query)),
    );
  };
