import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOffer } from '@servicebay/domain';
import { ok, responses } from '../../../platform/envelope';
import { clientName, PUBLIC_ROUTE, requestLanguage } from '../../../platform/http/route-kit';
import { catalogAnswerCache } from '../catalog-answers';
import type { CatalogService } from '../catalog.service';
import type { OffersService } from './offers.service';

/** GET /catalog/offers (customer spec section 7): public, kept per brand, language and the market's date. */
export const offersRoutes =
  ({ catalog, offers }: { catalog: CatalogService; offers: OffersService }): FastifyPluginAsyncZod =>
  async (app) => {
    const answers = catalogAnswerCache(app, catalog);

    app.get(
      '/catalog/offers',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['offers'],
          summary: 'The brand’s offers by section: newly added, running, expired',
          querystring: z.object({ clientName }),
          response: responses(z.array(ZOffer)),
        },
      },
      (request, reply) => {
        const language = requestLanguage(request);
        // A new day moves offers between sections: the date is part of the key.
        const today = offers.today(request.brand);
        return answers.send(request, reply, `offers:${language}:${today}`, async () => ok(await offers.offers(request.brand, language)));
      },
    );
  };
