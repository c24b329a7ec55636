import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCardBill, ZPaymentBody } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, idParams, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { CardPaymentsService } from './card-payments.service';

/** A job card's bill and the payments taken against its tax invoice: the cashier's (`payments` change), read by whoever reads payments. */
export const cardPaymentsRoutes =
  (payments: CardPaymentsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payments'];
    const card = idParams('workshopId', 'jobCardId');
    const base = '/staff/workshops/:workshopId/job-cards/:jobCardId';

    app.get(
      `${base}/bill`,
      {
        config: staffRoute('payments', 'read'),
        schema: {
          tags,
          summary: "The card's tax invoice total, its payments (the booking's advance first) and the balance",
          security: bearer,
          params: card,
          response: responses(ZCardBill),
        },
      },
      async (request) => ok(await payments.bill(request.brand, staffScope(request, request.params.workshopId), request.params.jobCardId)),
    );

    app.post(
      `${base}/payments`,
      {
        config: staffRoute('payments', 'change'),
        schema: {
          tags,
          summary: 'Take a payment against the tax invoice (cash, card, bank transfer, cheque); a receipt is numbered; a balance left is Payment Pending',
          security: bearer,
          params: card,
          body: ZPaymentBody,
          response: responses(ZCardBill),
        },
      },
      async (request) => ok(await payments.take(request.brand, staffScope(request, request.params.workshopId), request.params.jobCardId, request.body)),
    );
  };
