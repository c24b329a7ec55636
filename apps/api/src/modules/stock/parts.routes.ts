import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLedgerQuery, ZPartBody, ZPartDetail, ZPartLedger, ZPartPage, ZPartSearchQuery, ZStockView } from '@servicebay/domain';
import { bytesResponses, ok, responses } from '../../platform/envelope';
import { bearer, idParams, requestLanguage, staffRoute, staffScope, ZPaging } from '../../platform/http/route-kit';
import type { PartsService } from './parts.service';
import type { StockViewsService } from './stock-views.service';
import { stockWorkbook, XLSX } from './stock-workbook';

/** The parts master and the branch's stock views: the `inventory` area's. */
export const partsRoutes =
  ({ parts, views }: { parts: PartsService; views: StockViewsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['stock'];
    const base = '/staff/workshops/:workshopId';
    const params = idParams('workshopId');
    const partParams = idParams('workshopId', 'partId');

    app.post(
      `${base}/parts`,
      {
        config: staffRoute('inventory', 'change'),
        schema: {
          tags,
          summary: "A part of the brand's parts master, with this branch's reorder level and bin",
          security: bearer,
          params,
          body: ZPartBody,
          response: responses(ZPartDetail),
        },
      },
      async (request) => ok(await parts.create(request.brand, staffScope(request, request.params.workshopId), request.body)),
    );

    app.put(
      `${base}/parts/:partId`,
      {
        config: staffRoute('inventory', 'change'),
        schema: { tags, summary: 'The part as now entered', security: bearer, params: partParams, body: ZPartBody, response: responses(ZPartDetail) },
      },
      async (request) => ok(await parts.update(request.brand, staffScope(request, request.params.workshopId), request.params.partId, request.body)),
    );

    app.get(
      `${base}/parts`,
      {
        config: staffRoute('inventory', 'read'),
        schema: {
          tags,
          summary: 'A page of the parts, searched by number, name or barcode, with their stock here',
          security: bearer,
          params,
          querystring: ZPartSearchQuery,
          response: responses(ZPartPage),
        },
      },
      async (request) => ok(await parts.list(request.brand, staffScope(request, request.params.workshopId), request.query)),
    );

    app.get(
      `${base}/parts/:partId`,
      {
        config: staffRoute('inventory', 'read'),
        schema: { tags, summary: 'A part with its stock at every branch', security: bearer, params: partParams, response: responses(ZPartDetail) },
      },
      async (request) => ok(await parts.get(request.brand, staffScope(request, request.params.workshopId), request.params.partId)),
    );

    app.get(
      `${base}/parts/:partId/ledger`,
      {
        config: staffRoute('inventory', 'read'),
        schema: {
          tags,
          summary: "A page of the part's movements here, newest first, each naming its document, with the stock after it",
          security: bearer,
          params: partParams,
          querystring: ZLedgerQuery,
          response: responses(ZPartLedger),
        },
      },
      async (request) => ok(await views.ledger(request.brand, staffScope(request, request.params.workshopId), request.params.partId, request.query)),
    );

    app.get(
      `${base}/stock`,
      {
        config: staffRoute('inventory', 'read'),
        schema: {
          tags,
          summary: 'Stock on hand here and its valuation at the moving average',
          security: bearer,
          params,
          querystring: ZPaging,
          response: responses(ZStockView),
        },
      },
      async (request) => ok(await views.onHand(request.brand, staffScope(request, request.params.workshopId), request.query)),
    );

    app.get(
      `${base}/stock/low`,
      {
        config: staffRoute('inventory', 'read'),
        schema: {
          tags,
          summary: 'Parts at or below their reorder level here',
          security: bearer,
          params,
          querystring: ZPaging,
          response: responses(ZStockView),
        },
      },
      async (request) => ok(await views.onHand(request.brand, staffScope(request, request.params.workshopId), { ...request.query, isLow: true })),
    );

    app.get(
      `${base}/stock.xlsx`,
      {
        config: staffRoute('inventory', 'read'),
        schema: { tags, summary: 'Stock on hand here as an Excel workbook', security: bearer, params, response: bytesResponses(XLSX, 'The workbook') },
      },
      async (request, reply) => {
        const view = await views.onHand(request.brand, staffScope(request, request.params.workshopId), { page: 1, pageSize: 100_000 });
        return reply
          .type(XLSX)
          .header('content-disposition', 'attachment; filename="stock-on-hand.xlsx"')
          .send(await stockWorkbook(view, requestLanguage(request)));
      },
    );
  };
