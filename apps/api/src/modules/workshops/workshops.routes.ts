import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VEHICLE_TYPES, ZWorkshop, ZWorkshopSegment } from '@servicebay/domain';
import { createAnswerCache } from '../../platform/answer-cache';
import { ok, responses } from '../../platform/envelope';
import { clientName, idParams, pageWindow, PUBLIC_ROUTE, requestLanguage, ZId, ZPaging } from '../../platform/http/route-kit';
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

/** Where the caller is, when the query says (WHERE's refinements hold both coordinates or neither). */
const positionOf = ({ latitude, longitude }: Where) => (latitude === undefined || longitude === undefined ? undefined : { latitude, longitude });

const searchOf = (query: Where & z.infer<typeof ZPaging>): WorkshopSearch => ({ from: positionOf(query), radiusKm: query.radius, ...pageWindow(query) });

/**
 * The workshops routes of customer spec section 7: public, so a guest can choose a workshop too.
 * Distances are computed and ordered by the database; lists come a page at a time.
 */
export const workshopsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { workshops } = app.services;
  const segmentAnswers = createAnswerCache();

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
    async (request) =>
      ok(await workshops.workshops(request.brand, { ...searchOf(request.query), vehicleType: request.query.vehicleType }, requestLanguage(request))),
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
    async (request) => ok(await workshops.workshopsByService(request.brand, request.query.serviceId, searchOf(request.query), requestLanguage(request))),
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
    async (request) => ok(await workshops.workshop(request.brand, request.params.workshopId, positionOf(request.query), requestLanguage(request))),
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
      return segmentAnswers.send(request, reply, `segments:${language}`, async () => ok(await workshops.segments(request.brand, language)));
    },
  );
};
