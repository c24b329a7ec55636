import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPaymentCallbackQuery, ZPaymentOrder, ZPaymentResult } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, customerScope, idParams } from '../../platform/http/route-kit';

/** The advance payment's routes of customer spec section 7: a customer pays only for their own bookings. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;
  const tags = ['payments'];

  app.get(
    '/transaction/booking/order/:bookingId',
    {
      schema: {
        tags,
        summary: 'The gateway order for my booking’s advance (else everything payable), in minor units',
        security: bearer,
        params: idParams('bookingId'),
        response: responses(ZPaymentOrder),
      },
    },
    async (request) => ok(await payments.orderFor(customerScope(request), request.params.bookingId)),
  );

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
