import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreateInvoiceBody, ZInvoice } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, idParams, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { InvoicesService } from './invoices.service';

const ZNumberBody = ZCreateInvoiceBody.omit({ kind: true });

/**
 * A job card's proforma and tax invoices (issue 27 part 3) and their print. The tax invoice is the
 * `invoices` area's (accounts, manager, owner: the permission matrix); a proforma, an estimate's
 * document, the `estimates` area's. Their prints are prints.routes.ts'.
 */
export const invoicesRoutes =
  (invoices: InvoicesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['invoices'];
    const card = idParams('workshopId', 'jobCardId');
    const base = '/staff/workshops/:workshopId/job-cards/:jobCardId';

    app.post(
      `${base}/invoices`,
      {
        config: staffRoute('invoices', 'change'),
        schema: {
          tags,
          summary: "Issue the job card's tax invoice from the approved lines: once ('invoice already created'), numbered from the series or by hand",
          security: bearer,
          params: card,
          body: ZNumberBody,
          response: responses(ZInvoice),
        },
      },
      async (request) =>
        ok(await invoices.issueTaxInvoice(request.brand, staffScope(request, request.params.workshopId), request.params.jobCardId, request.body)),
    );

    app.post(
      `${base}/proforma`,
      {
        config: staffRoute('estimates', 'change'),
        schema: {
          tags,
          summary: 'Issue a proforma invoice of the approved lines',
          security: bearer,
          params: card,
          body: ZNumberBody,
          response: responses(ZInvoice),
        },
      },
      async (request) =>
        ok(await invoices.issueProforma(request.brand, staffScope(request, request.params.workshopId), request.params.jobCardId, request.body)),
    );

    app.get(
      `${base}/invoices`,
      {
        config: staffRoute('invoices', 'read'),
        schema: {
          tags,
          summary: "The job card's proforma and tax invoices, newest first",
          security: bearer,
          params: card,
          response: responses(z.array(ZInvoice)),
        },
      },
      async (request) => ok(await invoices.ofCard(staffScope(request, request.params.workshopId), request.params.jobCardId)),
    );
  };
