import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEstimate, ZEstimateLineBody, ZEstimateServiceBody, ZEstimateSuggestion, ZEstimateSuggestionsQuery, ZLabourLinesBody } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, idParams, requestLanguage, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { EstimateService } from './estimate.service';

/**
 * A job card's estimate: its part and labour lines and their totals (workshop spec sections 3 and 5;
 * issue 27 part 1). Reading is the `estimates` area's read (the surveyor's too); changing is its change.
 */
export const estimateRoutes =
  (estimates: EstimateService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['estimates'];
    const base = '/staff/workshops/:workshopId/job-cards/:jobCardId/estimate';
    const card = idParams('workshopId', 'jobCardId');
    const line = idParams('workshopId', 'jobCardId', 'lineId');

    app.get(
      base,
      {
        config: staffRoute('estimates', 'read'),
        schema: { tags, summary: "The job card's lines, each with its tax, and the totals", security: bearer, params: card, response: responses(ZEstimate) },
      },
      async (request) => ok(await estimates.get(request.brand, staffScope(request, request.params.workshopId), request.params.jobCardId)),
    );

    app.get(
      `${base}/suggestions`,
      {
        config: staffRoute('estimates', 'change'),
        schema: {
          tags,
          summary: "Lines to add in one action: the menu's services for the vehicle and the parts used at this workshop",
          security: bearer,
          params: card,
          querystring: ZEstimateSuggestionsQuery,
          response: responses(z.array(ZEstimateSuggestion)),
        },
      },
      async (request) =>
        ok(
          await estimates.suggestions(
            request.brand,
            staffScope(request, request.params.workshopId),
            request.params.jobCardId,
            request.query.search,
            requestLanguage(request),
          ),
        ),
    );

    app.post(
      `${base}/lines`,
      {
        config: staffRoute('estimates', 'change'),
        schema: {
          tags,
          summary: 'Add a part or labour line; the same part twice is refused',
          security: bearer,
          params: card,
          body: ZEstimateLineBody,
          response: responses(ZEstimate),
        },
      },
      async (request) => ok(await estimates.add(request.brand, staffScope(request, request.params.workshopId), request.params.jobCardId, request.body)),
    );

    app.put(
      `${base}/lines/:lineId`,
      {
        config: staffRoute('estimates', 'change'),
        schema: {
          tags,
          summary: 'Change a line; a line the customer answered goes back to them',
          security: bearer,
          params: line,
          body: ZEstimateLineBody,
          response: responses(ZEstimate),
        },
      },
      async (request) =>
        ok(
          await estimates.change(request.brand, staffScope(request, request.params.workshopId), request.params.jobCardId, request.params.lineId, request.body),
        ),
    );

    app.delete(
      `${base}/lines/:lineId`,
      {
        config: staffRoute('estimates', 'change'),
        schema: { tags, summary: 'Remove a line', security: bearer, params: line, response: responses(ZEstimate) },
      },
      async (request) =>
        ok(await estimates.remove(request.brand, staffScope(request, request.params.workshopId), request.params.jobCardId, request.params.lineId)),
    );

    app.post(
      `${base}/services`,
      {
        config: staffRoute('estimates', 'change'),
        schema: {
          tags,
          summary: 'A service of the menu with its chosen add-ons, as lines at once',
          security: bearer,
          params: card,
          body: ZEstimateServiceBody,
          response: responses(ZEstimate),
        },
      },
      async (request) => ok(await estimates.addService(request.brand, staffScope(request, request.params.workshopId), request.params.jobCardId, request.body)),
    );

    app.post(
      `${base}/labour`,
      {
        config: staffRoute('estimates', 'change'),
        schema: {
          tags,
          summary: "Operations of the workshop's labour catalogue as labour lines at once, priced for the card's vehicle",
          security: bearer,
          params: card,
          body: ZLabourLinesBody,
          response: responses(ZEstimate),
        },
      },
      async (request) =>
        ok(await estimates.addLabour(request.brand, staffScope(request, request.params.workshopId), request.params.jobCardId, request.body.operationIds)),
    );
  };
