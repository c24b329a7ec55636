import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPrintQuery, type TPermissionArea } from '@servicebay/domain';
import { bytesResponses } from '../../../platform/envelope';
import { bearer, idParams, staffRoute, staffScope } from '../../../platform/http/route-kit';
import type { PrintFile, PrintsService } from './prints.service';

/** A print as the answer, opened in the browser's viewer under its document's name. */
export const sendPrint = (reply: FastifyReply, { bytes, fileName }: PrintFile) =>
  reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).send(Buffer.from(bytes));

/** The prints a route serves by an id in its address (not the customer's link's, read by its token). */
type PrintName = Exclude<keyof PrintsService, 'issuedInvoice'>;

/** Each print's address, who may open it (the permission matrix's area) and what it is. */
const PRINTS: readonly {
  name: PrintName;
  url: string;
  id: 'invoiceId' | 'jobCardId' | 'creditNoteId' | 'paymentId';
  area: TPermissionArea;
  summary: string;
}[] = [
  {
    name: 'invoice',
    url: '/staff/workshops/:workshopId/invoices/:invoiceId/pdf',
    id: 'invoiceId',
    area: 'invoices',
    summary: 'The invoice as a print-ready PDF (A4; bilingual in the Gulf, with the ZATCA QR in Saudi Arabia)',
  },
  {
    name: 'estimate',
    url: '/staff/workshops/:workshopId/job-cards/:jobCardId/estimate/pdf',
    id: 'jobCardId',
    area: 'estimates',
    summary: "The estimate as it stands, each line with the customer's answer, and the version they were sent",
  },
  {
    name: 'creditNote',
    url: '/staff/workshops/:workshopId/credit-notes/:creditNoteId/pdf',
    id: 'creditNoteId',
    area: 'invoices',
    summary: 'The credit note as a print-ready PDF (with the ZATCA QR in Saudi Arabia)',
  },
  {
    name: 'receipt',
    url: '/staff/workshops/:workshopId/payments/:paymentId/receipt',
    id: 'paymentId',
    area: 'payments',
    summary: "A desk payment's receipt: cash, or bank for a card, a transfer or a cheque",
  },
  {
    name: 'advanceReceipt',
    url: '/staff/workshops/:workshopId/job-cards/:jobCardId/advance-receipt',
    id: 'jobCardId',
    area: 'payments',
    summary: "The booking's advance, paid online, as a bank receipt ('No advance was paid for this booking' when none was)",
  },
  {
    name: 'jobCard',
    url: '/staff/workshops/:workshopId/job-cards/:jobCardId/pdf',
    id: 'jobCardId',
    area: 'jobCards',
    summary: "The technician's job card: the vehicle and its readings, the work, the concerns and the condition checklist",
  },
  {
    name: 'gatePass',
    url: '/staff/workshops/:workshopId/job-cards/:jobCardId/gate-pass',
    id: 'jobCardId',
    area: 'jobCards',
    summary: "The gate pass, once the vehicle is delivered ('A gate pass is printed once the vehicle is delivered' before)",
  },
];

/**
 * The workshop's prints as PDF, each read by whoever reads its area (the security reads job cards,
 * so prints the gate pass); `?lang=ar` puts a Gulf print's Arabic first, right to left.
 */
export const printsRoutes =
  (prints: PrintsService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const print of PRINTS) {
      app.get(
        print.url,
        {
          config: staffRoute(print.area, 'read'),
          schema: {
            tags: ['prints'],
            summary: print.summary,
            security: bearer,
            params: idParams('workshopId', print.id),
            querystring: ZPrintQuery,
            response: bytesResponses('application/pdf', print.summary),
          },
        },
        async (request, reply) => {
          const params = request.params as Record<string, string>;
          const scope = staffScope(request, params.workshopId!);
          return sendPrint(reply, await prints[print.name](request.brand, scope, params[print.id]!, request.query.lang));
        },
      );
    }
  };
