import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBulkUpdateBody, ZBulkUpdatePreview, ZLabourChange } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, idParams, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { BulkUpdateService } from './bulk-update.service';

/** The labour price update in bulk (issue 29 part 5): preview, apply, history. */
export const updatesRoutes =
  (updates: BulkUpdateService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['labour'];
    const base = '/staff/workshops/:workshopId/labour/updates';
    const params = idParams('workshopId');

    app.post(
      `${base}/preview`,
      {
        config: staffRoute('labour', 'change'),
        schema: {
          tags,
          summary: 'Each rate and price before and after the update; nothing is saved',
          security: bearer,
          params,
          body: ZBulkUpdateBody,
          response: responses(ZBulkUpdatePreview),
        },
      },
      async (request) => ok(await updates.preview(request.brand, staffScope(request, request.params.workshopId), request.body)),
    );

    app.post(
      base,
      {
        config: staffRoute('labour', 'change'),
        schema: {
          tags,
          summary: 'The update applied in one transaction and kept in the history',
          security: bearer,
          params,
          body: ZBulkUpdateBody,
          response: responses(ZLabourChange),
        },
      },
      async (request) => ok(await updates.apply(request.brand, staffScope(request, request.params.workshopId), request.body)),
    );

    app.get(
      base,
      {
        config: staffRoute('labour', 'read'),
        schema: { tags, summary: 'The history of bulk updates, newest first', security: bearer, params, response: responses(z.array(ZLabourChange)) },
      },
      async (request) => ok(await updates.history(request.brand, staffScope(request, request.params.workshopId))),
    );
  };
