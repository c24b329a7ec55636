import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VEHICLE_TYPES, ZWorkshop, ZWorkshopSegment } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { clientName, idParams, pageWindow, PUBLIC_ROUTE, requestLanguage, ZId, ZPaging } from '../../platform/http/route-kit';
import { positionKey, snappedPosition, workshopAnswerCache } from './workshop-answers';
import type { WorkshopSearch } from './workshops.service';

/** Where the customer is: both coordinates or neither; a radius only with them (km, Nearby sends 100). */
const WHERE = {
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  radius: z.coerce.number().positive().max(20_040).optional(),
};
type Where = { latitude?: number; longitude?: number; radius?: number };

/** A query with WHERE's fields, checked together. */
const withWhere = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...WHERE, ...shape })
    .refine((query) => ((query as Where).latitude === undefined) === ((query as Where).longitude === undefined), {
      message: 'Send latitude and longitude together',
      path: ['longitude'],
    })
    .refine((query) => (query as Where).radius === undefined || (query as Where).latitude !== undefined, {
      message: 'A radius needs latitude and longitude',
      path: ['radius'],
    });

/**
 * Where the caller is, when the query says (WHERE's refinements hold both coordinates or neither),
 * snapped to the grid the answers are kept for (workshop-answers.ts).
 */
const positionOf = ({ latitude, longitude }: Where) => snappedPosition(latitude === undefined || longitude === undefined ? undefined : { latitude, longitude });

const searchOf = (query: Where & z.infer<typeof ZPaging>): WorkshopSearch => ({ from: positionOf(query), radiusKm: query.radius, ...pageWindow(query) });

/** The part of a kept answer's key that the search decides. */
const searchKey = (search: WorkshopSearch) => `${positionKey(search.from)}:${search.radiusKm ?? '-'}:${search.limit}:${search.offset}`;

/**
 * The workshops routes of customer spec section 7: public, so a guest can choose a workshop too.
 * Distances are computed and ordered by the database; lists come a page at a time. Every answer
 * depends only on the brand, the query (its position snapped to a grid) and the reader's language:
 * it is kept until a workshop changes and revalidated by ETag (decision 0024).
 */
export const workshopsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { workshops } = app.services;
  const answers = workshopAnswerCache(app);

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
    '/catalog/workshopsByService',
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags: ['workshops'],
        summary: 'The workshops that do a service, recommended first, then nearest first',
        querystring: withWhere({ ...ZPaging.shape, clientName, serviceId: ZId, make: z.string().max(200).optional() }),
        response: responses(z.array(ZWorkshop)),
      },
    },
    (request, reply) => {
      const language = requestLanguage(request);
      const search = searchOf(request.query);
      return answers.send(request, reply, `by-service:${language}:${request.query.serviceId}:${searchKey(search)}`, async () => {
        const vehicleType = await workshops.vehicleTypeOfService(request.brand, request.query.serviceId);
        return ok(await workshops.workshops(request.brand, { ...search, vehicleType }, language));
      });
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
