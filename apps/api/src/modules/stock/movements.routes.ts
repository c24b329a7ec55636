import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIssueBody, ZJobCardPart, ZReturnToStockBody, ZReturnToVendorBody, ZStockPosting, ZStockTransfer, ZStockTransferBody } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, idParams, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { IssuesService } from './issues.service';
import type { TransfersService } from './transfers.service';

/** Issues to job cards, returns, transfers between branches, and a card's parts: the `inventory` area's. */
export const movementsRoutes =
  ({ issues, transfers }: { issues: IssuesService; transfers: TransfersService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['stock'];
    const base = '/staff/workshops/:workshopId';
    const params = idParams('workshopId');
    const change = staffRoute('inventory', 'change');
    const scopeOf = (request: { params: { workshopId: string } } & Parameters<typeof staffScope>[0]) => staffScope(request, request.params.workshopId);

    app.post(
      `${base}/stock-issues`,
      {
        config: change,
        schema: {
          tags,
          summary: "Parts issued to a job card's lines: at most pending, at most on hand",
          security: bearer,
          params,
          body: ZIssueBody,
          response: responses(ZStockPosting),
        },
      },
      async (request) => ok(await issues.issue(request.brand, scopeOf(request), request.body)),
    );
    app.post(
      `${base}/stock-returns`,
      {
        config: change,
        schema: {
          tags,
          summary: "Parts back from a job card's lines to stock",
          security: bearer,
          params,
          body: ZReturnToStockBody,
          response: responses(ZStockPosting),
        },
      },
      async (request) => ok(await issues.returnToStock(request.brand, scopeOf(request), request.body)),
    );
    app.post(
      `${base}/vendor-returns`,
      {
        config: change,
        schema: {
          tags,
          summary: 'Parts returned to the vendor against an inward (RETURNED)',
          security: bearer,
          params,
          body: ZReturnToVendorBody,
          response: responses(ZStockPosting),
        },
      },
      async (request) => ok(await transfers.returnToVendor(request.brand, scopeOf(request), request.body)),
    );
    app.get(
      `${base}/job-cards/:jobCardId/parts`,
      {
        config: staffRoute('inventory', 'read'),
        schema: {
          tags,
          summary: "The card's part lines: ordered, inwarded, issued, returned, used at cost, and 'Spares Pending', 'Part Inwarded' or 'Part Issued'",
          security: bearer,
          params: idParams('workshopId', 'jobCardId'),
          response: responses(z.array(ZJobCardPart)),
        },
      },
      async (request) => ok(await issues.ofCard(request.brand, scopeOf(request), request.params.jobCardId)),
    );

    const transferParams = idParams('workshopId', 'transferId');
    app.post(
      `${base}/stock-transfers`,
      {
        config: change,
        schema: {
          tags,
          summary: 'Stock sent from this branch to another: IN TRANSIT',
          security: bearer,
          params,
          body: ZStockTransferBody,
          response: responses(ZStockTransfer),
        },
      },
      async (request) => ok(await transfers.create(request.brand, scopeOf(request), request.body)),
    );
    app.get(
      `${base}/stock-transfers`,
      {
        config: staffRoute('inventory', 'read'),
        schema: { tags, summary: 'Transfers from or to this branch', security: bearer, params, response: responses(z.array(ZStockTransfer)) },
      },
      async (request) => ok(await transfers.list(request.brand, scopeOf(request))),
    );
    app.post(
      `${base}/stock-transfers/:transferId/receive`,
      {
        config: change,
        schema: { tags, summary: 'A transfer to this branch received', security: bearer, params: transferParams, response: responses(ZStockTransfer) },
      },
      async (request) => ok(await transfers.receive(request.brand, scopeOf(request), request.params.transferId)),
    );
    app.post(
      `${base}/stock-transfers/:transferId/cancel`,
      {
        config: change,
        schema: {
          tags,
          summary: 'A transfer from this branch called back while IN TRANSIT',
          security: bearer,
          params: transferParams,
          response: responses(ZStockTransfer),
        },
      },
      async (request) => ok(await transfers.cancel(request.brand, scopeOf(request), request.params.transferId)),
    );
  };
