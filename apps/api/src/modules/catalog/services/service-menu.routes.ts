import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VEHICLE_TYPES, ZArticle, ZFaq, ZService, ZServiceDetails } from '@servicebay/domain';
import { ok, responses } from '../../../platform/envelope';
import { clientName, idParams, PUBLIC_ROUTE, requestLanguage } from '../../../platform/http/route-kit';
import { menuAnswerCache } from './menu-answers';
import type { CatalogService } from '../catalog.service';
import type { ServiceMenuService } from './service-menu.service';
const pricing = {
  catalogVehicleId: z.string().max(300).optional(),
  pricingSegment: z.string().min(1).max(64).optional(),
};
const listId = z.string().min(1).max(64);

/**
 * The service menu's routes of customer spec section 7; public, so a guest can browse and price
 * services too. Every answer depends only on the brand, the query and the reader's language: it is
 * serialised once and revalidated by ETag (decision 0008).
 */
export const serviceMenuRoutes =
  ({ catalog, serviceMenu }: { catalog: CatalogService; serviceMenu: ServiceMenuService }): FastifyPluginAsyncZod =>
  async (app) => {
    const common = PUBLIC_ROUTE;
    const answers = menuAnswerCache(app, { catalog, serviceMenu });

    app.get(
      '/workshop/services',
      {
        ...common,
        schema: {
          tags: ['services'],
          summary: 'The brand’s services for a vehicle, priced in a pricing segment; searched by name',
          querystring: z.object({ clientName, ...pricing, vehicleType: z.enum(VEHICLE_TYPES).optional(), searchString: z.string().max(100).optional() }),
          response: responses(z.array(ZService)),
        },
      },
      (request, reply) => {
        const { catalogVehicleId = '', pricingSegment = '', vehicleType = '', searchString = '' } = request.query;
        const language = requestLanguage(request);
        return answers.send(
          request,
          reply,
          `services:${language}:${catalogVehicleId}:${pricingSegment}:${vehicleType}:${searchString.trim().toLowerCase()}`,
          async () => ok(await serviceMenu.services(request.brand, { ...request.query, search: request.query.searchString }, language)),
        );
      },
    );

    app.get(
      '/catalog/service/:serviceId',
      {
        ...common,
        schema: {
          tags: ['services'],
          summary:
            'A service with its price for a vehicle and its add-on sections; at one of the brand’s workshops, that workshop’s own price when it publishes one',
          params: idParams('serviceId'),
          querystring: z.object({ clientName, ...pricing, make: z.string().max(200).optional(), workshopId: z.uuid({ error: 'Record Not Found' }).optional() }),
          response: responses(ZServiceDetails),
        },
      },
      (request, reply) => {
        const { catalogVehicleId = '', pricingSegment = '', workshopId = '' } = request.query;
        const language = requestLanguage(request);
        return answers.send(request, reply, `service:${language}:${request.params.serviceId}:${catalogVehicleId}:${pricingSegment}:${workshopId}`, async () =>
          ok(await serviceMenu.serviceDetails(request.brand, request.params.serviceId, request.query, language)),
        );
      },
    );

    app.get(
      '/catalog/faqs',
      {
        ...common,
        schema: { tags: ['services'], summary: 'A FAQ list', querystring: z.object({ clientName, faqListId: listId }), response: responses(z.array(ZFaq)) },
      },
      (request, reply) => {
        const language = requestLanguage(request);
        return answers.send(request, reply, `faqs:${language}:${request.query.faqListId}`, async () =>
          ok(await serviceMenu.faqs(request.brand, request.query.faqListId, language)),
        );
      },
    );

    app.get(
      '/catalog/articles',
      {
        ...common,
        schema: {
          tags: ['services'],
          summary: 'An article list (`default` when none is named)',
          querystring: z.object({ clientName, articleListId: listId.default('default') }),
          response: responses(z.array(ZArticle)),
        },
      },
      (request, reply) => {
        const language = requestLanguage(request);
        return answers.send(request, reply, `articles:${language}:${request.query.articleListId}`, async () =>
          ok(await serviceMenu.articles(request.brand, request.query.articleListId, language)),
        );
      },
    );
  };
