import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  XLSX_MEDIA_TYPE,
  ZCreditNoteExportQuery,
  ZCreditNoteRegister,
  ZCreditNoteRegisterQuery,
  ZInvoiceExportQuery,
  ZInvoiceRegister,
  ZInvoiceRegisterQuery,
} from '@servicebay/domain';
import type { FastifyReply } from 'fastify';
import { bytesResponses, ok, responses } from '../../platform/envelope';
import { bearer, idParams, requestLanguage, staffRoute, staffScope } from '../../platform/http/route-kit';
import { creditNoteRegisterWorkbook, invoiceRegisterWorkbook } from './register-workbook';
import type { RegistersService } from './registers.service';

/** The workbook as a download named for its register and period: 'invoices-2026-11-01-to-2026-11-30.xlsx'. */
const sendWorkbook = (reply: FastifyReply, name: string, range: { from: string; to: string }, workbook: Buffer) =>
  reply.type(XLSX_MEDIA_TYPE).header('content-disposition', `attachment; filename="${name}-${range.from}-to-${range.to}.xlsx"`).send(workbook);

/**
 * The invoice and credit-note registers and their Excel exports (issue 27 parts 6 and 9): the
 * `invoices` area's, read (the permission matrix). A range of the workshop's days, both ends
 * included ('Invalid date' for a bad day or a range that ends before it starts); the workbook's
 * titles in the language the app asks in (Accept-Language).
 */
export const registersRoutes =
  (registers: RegistersService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['invoices'];
    const params = idParams('workshopId');
    const base = '/staff/workshops/:workshopId';

    app.get(
      `${base}/invoices`,
      {
        config: staffRoute('invoices', 'read'),
        schema: {
          tags,
          summary:
            "A page of the workshop's tax invoices (or proformas) of a range of days, newest first, searched by number, customer or plate; with the period's totals",
          security: bearer,
          params,
          querystring: ZInvoiceRegisterQuery,
          response: responses(ZInvoiceRegister),
        },
      },
      async (request) => ok(await registers.invoices(request.brand, staffScope(request, request.params.workshopId), request.query)),
    );

    app.get(
      `${base}/invoices.xlsx`,
      {
        config: staffRoute('invoices', 'read'),
        schema: {
          tags,
          summary: 'The invoice register of a range of days as an Excel workbook (amounts as numbers, dates as dates, the totals last)',
          security: bearer,
          params,
          querystring: ZInvoiceExportQuery,
          response: bytesResponses(XLSX_MEDIA_TYPE, 'The workbook'),
        },
      },
      async (request, reply) => {
        const register = await registers.invoicesOfPeriod(request.brand, staffScope(request, request.params.workshopId), request.query);
        const name = request.query.kind === 'tax' ? 'invoices' : 'proforma-invoices';
        return sendWorkbook(reply, name, request.query, await invoiceRegisterWorkbook(register, request.query.kind, requestLanguage(request)));
      },
    );

    app.get(
      `${base}/credit-notes`,
      {
        config: staffRoute('invoices', 'read'),
        schema: {
          tags,
          summary:
            "A page of the workshop's credit notes of a range of days, newest first, searched by number, invoice, customer or plate; with the period's totals",
          security: bearer,
          params,
          querystring: ZCreditNoteRegisterQuery,
          response: responses(ZCreditNoteRegister),
        },
      },
      async (request) => ok(await registers.creditNotes(request.brand, staffScope(request, request.params.workshopId), request.query)),
    );

    app.get(
      `${base}/credit-notes.xlsx`,
      {
        config: staffRoute('invoices', 'read'),
        schema: {
          tags,
          summary: 'The credit-note register of a range of days as an Excel workbook',
          security: bearer,
          params,
          querystring: ZCreditNoteExportQuery,
          response: bytesResponses(XLSX_MEDIA_TYPE, 'The workbook'),
        },
      },
      async (request, reply) => {
        const register = await registers.creditNotesOfPeriod(request.brand, staffScope(request, request.params.workshopId), request.query);
        return sendWorkbook(reply, 'credit-notes', request.query, await creditNoteRegisterWorkbook(register, requestLanguage(request)));
      },
    );
  };
