import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDebitNote,
  ZDebitNoteBody,
  ZDebitNoteRegisterQuery,
  ZInward,
  ZInwardBody,
  ZInwardCompletion,
  ZOrderLineChange,
  ZPurchaseOrder,
  ZPurchaseOrderBody,
} from '@servicebay/domain';
import { bytesResponses, ok, responses } from '../../platform/envelope';
import { bearer, idParams, requestLanguage, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { DebitNotesService } from './debit-notes.service';
import type { InwardsService } from './inwards.service';
import type { PurchaseOrdersService } from './purchase-orders.service';
import { debitNotesWorkbook, XLSX } from './stock-workbook';

/** Purchase orders, inwards and debit notes: the `inventory` area's. */
export const documentsRoutes =
  ({ orders, inwards, debitNotes }: { orders: PurchaseOrdersService; inwards: InwardsService; debitNotes: DebitNotesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['stock'];
    const base = '/staff/workshops/:workshopId';
    const params = idParams('workshopId');
    const change = staffRoute('inventory', 'change');
    const read = staffRoute('inventory', 'read');
    const scopeOf = (request: { params: { workshopId: string } } & Parameters<typeof staffScope>[0]) => staffScope(request, request.params.workshopId);

    app.post(
      `${base}/purchase-orders`,
      {
        config: change,
        schema: {
          tags,
          summary: 'A purchase order, lines maybe for job card lines',
          security: bearer,
          params,
          body: ZPurchaseOrderBody,
          response: responses(ZPurchaseOrder),
        },
      },
      async (request) => ok(await orders.create(request.brand, scopeOf(request), request.body)),
    );
    app.get(
      `${base}/purchase-orders`,
      { config: read, schema: { tags, summary: 'The latest purchase orders', security: bearer, params, response: responses(z.array(ZPurchaseOrder)) } },
      async (request) => ok(await orders.list(request.brand, scopeOf(request))),
    );
    app.get(
      `${base}/purchase-orders/:orderId`,
      {
        config: read,
        schema: { tags, summary: 'A purchase order', security: bearer, params: idParams('workshopId', 'orderId'), response: responses(ZPurchaseOrder) },
      },
      async (request) => ok(await orders.get(request.brand, scopeOf(request), request.params.orderId)),
    );
    app.post(
      `${base}/purchase-orders/:orderId/lines/:orderLineId/status`,
      {
        config: change,
        schema: {
          tags,
          summary: 'A PENDING order line rejected or cancelled',
          security: bearer,
          params: idParams('workshopId', 'orderId', 'orderLineId'),
          body: ZOrderLineChange,
          response: responses(ZPurchaseOrder),
        },
      },
      async (request) => ok(await orders.moveLine(request.brand, scopeOf(request), request.params.orderId, request.params.orderLineId, request.body.status)),
    );

    const inwardParams = idParams('workshopId', 'inwardId');
    app.post(
      `${base}/inwards`,
      {
        config: change,
        schema: { tags, summary: 'An inward: a draft, or completed at once', security: bearer, params, body: ZInwardBody, response: responses(ZInward) },
      },
      async (request) => ok(await inwards.create(request.brand, scopeOf(request), request.body)),
    );
    app.get(
      `${base}/inwards`,
      { config: read, schema: { tags, summary: 'The latest inwards', security: bearer, params, response: responses(z.array(ZInward)) } },
      async (request) => ok(await inwards.list(scopeOf(request))),
    );
    app.get(
      `${base}/inwards/:inwardId`,
      { config: read, schema: { tags, summary: 'An inward', security: bearer, params: inwardParams, response: responses(ZInward) } },
      async (request) => ok(await inwards.get(scopeOf(request), request.params.inwardId)),
    );
    app.post(
      `${base}/inwards/:inwardId/complete`,
      {
        config: change,
        schema: {
          tags,
          summary: 'The draft completed: stock and the average cost change with it',
          security: bearer,
          params: inwardParams,
          body: ZInwardCompletion,
          response: responses(ZInward),
        },
      },
      async (request) => ok(await inwards.complete(request.brand, scopeOf(request), request.params.inwardId, request.body)),
    );
    app.post(
      `${base}/inwards/:inwardId/cancel`,
      { config: change, schema: { tags, summary: 'A draft inward cancelled', security: bearer, params: inwardParams, response: responses(ZInward) } },
      async (request) => ok(await inwards.cancel(scopeOf(request), request.params.inwardId)),
    );

    app.post(
      `${base}/inwards/:inwardId/debit-notes`,
      {
        config: change,
        schema: {
          tags,
          summary: "A debit note for an amount or whole lines of the inward, once ('Credit note or debit note already generated')",
          security: bearer,
          params: inwardParams,
          body: ZDebitNoteBody,
          response: responses(ZDebitNote),
        },
      },
      async (request) => ok(await debitNotes.issue(request.brand, scopeOf(request), request.params.inwardId, request.body)),
    );
    app.get(
      `${base}/debit-notes`,
      {
        config: read,
        schema: {
          tags,
          summary: 'The debit notes of a range of days',
          security: bearer,
          params,
          querystring: ZDebitNoteRegisterQuery,
          response: responses(z.array(ZDebitNote)),
        },
      },
      async (request) => ok(await debitNotes.ofPeriod(scopeOf(request), request.query)),
    );
    app.get(
      `${base}/debit-notes.xlsx`,
      {
        config: read,
        schema: {
          tags,
          summary: 'The debit notes of a range of days as an Excel workbook',
          security: bearer,
          params,
          querystring: ZDebitNoteRegisterQuery,
          response: bytesResponses(XLSX, 'The workbook'),
        },
      },
      async (request, reply) => {
        const { notes, currency } = await debitNotes.forWorkbook(request.brand, scopeOf(request), request.query);
        return reply
          .type(XLSX)
          .header('content-disposition', `attachment; filename="debit-notes-${request.query.from}-to-${request.query.to}.xlsx"`)
          .send(await debitNotesWorkbook(notes, currency, requestLanguage(request)));
      },
    );
  };
