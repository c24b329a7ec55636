import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGeoPlace } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { Geocoder } from '../../platform/geo/geo';
import type { RateLimits } from '../../platform/rate-limits/rate-limits';
import { bearer, requestLanguage } from '../../platform/http/route-kit';

/** Searches a caller who is not signed in may make an hour from one address (a workshop signing up looks for its city). */
export const ANONYMOUS_PLACE_SEARCHES = { name: 'places-anonymous', max: 120, windowSeconds: 3600 };

/**
 * Place search for the address map, through the geo adapter (gazetteer or a Nominatim-compatible
 * geocoder): for customers, staff, and a workshop signing up before it has an account, whose
 * searches are counted per address so a real geocoder behind it cannot be used for free.
 */
export const placesRoutes =
  ({ geo, rateLimits }: { geo: Geocoder; rateLimits: RateLimits }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['places'];
    const config = { public: true, principals: ['customer', 'staff'] } as const;
    app.addHook('preHandler', async (request) => {
      if (request.principal) return;
      const answer = await rateLimits.hit(ANONYMOUS_PLACE_SEARCHES, request.ip);
      if (!answer.isAllowed) throw new AppError('auth/too-many-requests', { retryAfterSeconds: answer.retryAfterSeconds });
    });
    // Place names in the app's language (its Accept-Language), where the geocoder has them.

    app.get(
      '/geo/search',
      {
        config,
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
        config,
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
