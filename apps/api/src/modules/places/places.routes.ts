import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGeoPlace } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, requestLanguage } from '../../platform/http/route-kit';

/** Place search for the address map, through the geo adapter (gazetteer or a Nominatim-compatible geocoder). */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { geo } = app.services;
  const tags = ['places'];
  // Place names in the app's language (its Accept-Language), where the geocoder has them.

  app.get(
    '/geo/search',
    {
      schema: {
        tags,
        summary: "Address search in the brand's country",
        security: bearer,
        querystring: z.object({ q: z.string().trim().min(1).max(120) }),
        response: responses(z.array(ZGeoPlace)),
      },
    },
    async (request) => ok(await geo.search(request.query.q, { countryCode: request.brand.settings.countryCode, language: requestLanguage(request) })),
  );

  app.get(
    '/geo/reverse',
    {
      schema: {
        tags,
        summary: 'The city and state at a point on the map',
        security: bearer,
        querystring: z.object({ lat: z.coerce.number().min(-90).max(90), lon: z.coerce.number().min(-180).max(180) }),
        response: responses(ZGeoPlace.nullable()),
      },
    },
    async (request) => ok(await geo.reverse(request.query.lat, request.query.lon, requestLanguage(request))),
  );
};
