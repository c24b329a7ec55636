import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBalanceOrderBody, ZInvoiceUrl, ZPaymentOrder } from '@servicebay/domain';
import { bytesResponses, ok, responses } from '../../platform/envelope';
import { bearer, customerScope, idParams, PUBLIC_ROUTE } from '../../platform/http/route-kit';
import type { CustomerBill } from './customer-bill.service';
import { sendPrint } from './prints/prints.routes';
import type { PrintsService } from './prints/prints.service';

/** An invoice link's token: the invoice's id, its expiry and signature (signed-link.ts); anything else is not one. */
const ZInvoiceLinkParams = z.object({
  token: z
    .string()
    .min(10)
    .max(200)
    .regex(/^[\w.-]+$/, { error: 'Record Not Found' }),
});

/**
 * The customer's bill of their booking's job card (issue 27 part 8): the balance paid online, and
 * the tax invoice's PDF (customer spec section 3's invoiceUrl) through a signed, expiring address.
 * The bill itself is part of the booking (GET /transaction/booking/{id}).
 */
export const customerBillRoutes =
  ({ bill, prints }: { bill: CustomerBill; prints: Pick<PrintsService, 'issuedInvoice'> }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/transaction/booking/:bookingId/bill/order',
      {
        schema: {
          tags: ['payments'],
          summary: "The gateway order to pay my booking's balance (or part of it) online, once the workshop has issued the tax invoice",
          security: bearer,
          params: idParams('bookingId'),
          body: ZBalanceOrderBody,
          response: responses(ZPaymentOrder),
        },
      },
      async (request) => ok(await bill.balanceOrder(request.brand, customerScope(request), request.params.bookingId, request.body)),
    );

    app.get(
      '/transaction/booking/:bookingId/invoice-url',
      {
        schema: {
          tags: ['bookings'],
          summary: "My booking's tax invoice as a signed address of its PDF, good for half an hour",
          security: bearer,
          params: idParams('bookingId'),
          response: responses(ZInvoiceUrl),
        },
      },
      async (request) => ok(await bill.invoiceUrl(customerScope(request), request.params.bookingId)),
    );

    app.get(
      '/invoice-links/:token/pdf',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['bookings'],
          summary: 'The invoice PDF a signed address opens, on the brand it was signed for, until it expires',
          params: ZInvoiceLinkParams,
          response: bytesResponses('application/pdf', 'The invoice'),
        },
      },
      async (request, reply) => {
        const { invoice, workshopId } = await bill.invoiceByLink(request.brand, request.params.token);
        return sendPrint(reply, await prints.issuedInvoice(request.brand, workshopId, invoice));
      },
    );
  };
