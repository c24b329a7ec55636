import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { ZCreateInvoiceBody, ZInvoice, type TInvoice } from '@servicebay/domain';
import { bytesResponses, ok, responses } from '../../platform/envelope';
import { bearer, idParams, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { PdfRenderer } from '../../platform/pdf/pdf-renderer';
import { invoicePrint } from './invoice-print';
import type { InvoicesService } from './invoices.service';

const ZNumberBody = ZCreateInvoiceBody.omit({ kind: true });

/** The invoice's print as the answer: the workshop's print and the customer's signed link send the same PDF. */
export async function invoicePdf(reply: FastifyReply, pdf: PdfRenderer, invoice: TInvoice) {
  const bytes = await pdf.render(invoicePrint(invoice));
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${invoice.number.replace(/[^\w-]/g, '_')}.pdf"`)
    .send(Buffer.from(bytes));
}

/**
 * A job card's proforma and tax invoices (issue 27 part 3) and their print. The tax invoice is the
 * `invoices` area's (accounts, manager, owner: the permission matrix); a proforma, an estimate's
 * document, the `estimates` area's.
 */
export const invoicesRoutes =
  ({ invoices, pdf }: { invoices: InvoicesService; pdf: PdfRenderer }): FastifyPluginAsyncZod =>
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

    app.get(
      '/staff/workshops/:workshopId/invoices/:invoiceId/pdf',
      {
        config: staffRoute('invoices', 'read'),
        schema: {
          tags,
          summary: 'The invoice as a print-ready PDF (A4; bilingual in the Gulf, with the ZATCA QR in Saudi Arabia)',
          security: bearer,
          params: idParams('workshopId', 'invoiceId'),
          response: bytesResponses('application/pdf', 'The invoice'),
        },
      },
      async (request, reply) => invoicePdf(reply, pdf, await invoices.get(staffScope(request, request.params.workshopId), request.params.invoiceId)),
    );
  };
