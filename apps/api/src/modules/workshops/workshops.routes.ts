import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VEHICLE_TYPES, ZWorkshop, ZWorkshopSegment } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { clientName, idParams, PUBLIC_ROUTE, requestLanguage, ZPaging } from '../../platform/http/route-kit';
import { positionKey, workshopAnswerCache } from './workshop-answers';
import { positionOf, searchKey, searchOf, withWhere } from './workshop-search';
import type { WorkshopsService } from './workshops.service';

/**
 * The workshops routes of customer spec section 7: public, so a guest can choose a workshop too.
 * Distances are computed and ordered by the database; lists come a page at a time. Every answer
 * depends only on the brand, the query (its position snapped to a grid) and the reader's language:
 * it is kept until a workshop changes and revalidated by ETag (decision 0024).
 */
export const workshopsRoutes =
  ({ workshops }: { workshops: WorkshopsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const answers = workshopAnswerCache(app, workshops);

    app.get(
      '/catalog/workshops',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['workshops'],
          summary: 'The brand’s workshops, recommended first, then nearest first (within `radius` km when given)',
          querystring: withWhere({ ...ZPaging.shape, clientName, vehicleType: z.enum(VEHICLE_TYPES).optional() }),
          response: responses(z.array(ZWorkshop)),
        },
      },
      (request, reply) => {
        const language = requestLanguage(request);
        const search = { ...searchOf(request.query), vehicleType: request.query.vehicleType };
        return answers.send(request, reply, `list:${language}:${search.vehicleType ?? '-'}:${searchKey(search)}`, async () =>
          ok(await workshops.workshops(request.brand, search, language)),
        );
      },
    );

    app.get(
      '/catalog/workshops/:workshopId',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['workshops'],
          summary: 'One workshop, with its distance when the caller says where they are',
          params: idParams('workshopId'),
          querystring: withWhere({ clientName }),
          response: responses(ZWorkshop),
        },
      },
      (request, reply) => {
        const language = requestLanguage(request);
        const from = positionOf(request.query);
        return answers.send(request, reply, `one:${language}:${request.params.workshopId}:${positionKey(from)}`, async () =>
          ok(await workshops.workshop(request.brand, request.params.workshopId, from, language)),
        );
      },
    );

    app.get(
      '/catalog/workshop-segments',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['workshops'],
          summary: 'The brand’s workshop quality segments and what each includes',
          querystring: z.object({ clientName }),
          response: responses(z.array(ZWorkshopSegment)),
        },
      },
      (request, reply) => {
        const language = requestLanguage(request);
        return answers.send(request, reply, `segments:${language}`, async () => ok(await workshops.segments(request.brand, language)));
      },
    );
  };
