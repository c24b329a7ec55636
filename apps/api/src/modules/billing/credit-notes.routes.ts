import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreditNote, ZCreditNoteBody } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, idParams, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { CreditNotesService } from './credit-notes.service';

/** Credit notes against tax invoices: the `invoices` area's (accounts, manager, owner); their register is registers.routes.ts. */
export const creditNotesRoutes =
  (creditNotes: CreditNotesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['invoices'];

    app.post(
      '/staff/workshops/:workshopId/invoices/:invoiceId/credit-notes',
      {
        config: staffRoute('invoices', 'change'),
        schema: {
          tags,
          summary: "A credit note for an amount or whole lines of the tax invoice, once ('Credit note or debit note already generated')",
          security: bearer,
          params: idParams('workshopId', 'invoiceId'),
          body: ZCreditNoteBody,
          response: responses(ZCreditNote),
        },
      },
      async (request) => ok(await creditNotes.issue(request.brand, staffScope(request, request.params.workshopId), request.params.invoiceId, request.body)),
    );

    app.get(
      '/staff/workshops/:workshopId/job-cards/:jobCardId/credit-notes',
      {
        config: staffRoute('invoices', 'read'),
        schema: {
          tags,
          summary: "The credit notes against the job card's tax invoice",
          security: bearer,
          params: idParams('workshopId', 'jobCardId'),
          response: responses(z.array(ZCreditNote)),
        },
      },
      async (request) => ok(await creditNotes.ofCard(staffScope(request, request.params.workshopId), request.params.jobCardId)),
    );
  };
