import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMultiServiceQuery, ZRecommendedService, ZRecommendedServicesQuery, ZService, ZServiceDetails, ZServicesByWorkshopQuery } from '@servicebay/domain';
import { ok, responses } from '../../../platform/envelope';
import { PUBLIC_ROUTE, requestLanguage } from '../../../platform/http/route-kit';
import { menuAnswerCache } from './menu-answers';
import type { Position } from './service-picks';
import type { CatalogService } from '../catalog.service';
import type { ServiceMenuService } from './service-menu.service';

/**
 * Positions are rounded to a tenth of a degree (about 11 km) before they are used: the position
 * only tells which vehicle types workshops within 100 km take, so customers a few streets apart
 * share one kept answer, and the answer is made from the rounded position the key names.
 */
const roundedPosition = ({ latitude, longitude }: { latitude?: number; longitude?: number }): Position | undefined =>
  latitude === undefined || longitude === undefined ? undefined : { latitude: Math.round(latitude * 10) / 10, longitude: Math.round(longitude * 10) / 10 };

/**
 * The service menu's calls that pick services for the customer (customer spec section 7); public,
 * so a guest can browse too. Answers depend only on the brand, the query and the reader's language:
 * serialised once and revalidated by ETag (decision 0008), forgotten on a catalogue or menu import.
 */
export const servicePicksRoutes =
  ({ catalog, serviceMenu }: { catalog: CatalogService; serviceMenu: ServiceMenuService }): FastifyPluginAsyncZod =>
  async (app) => {
    const answers = menuAnswerCache(app, { catalog, serviceMenu });

    app.get(
      // The spec names this call without its path (section 7, 'other calls'); it sits beside the menu's other catalogue reads.
      '/catalog/recommended-services',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['services'],
          summary: 'A few of the brand’s services for the customer’s vehicle, priced for it: the brand’s picks, then one of each kind',
          querystring: ZRecommendedServicesQuery,
          response: responses(z.array(ZRecommendedService)),
        },
      },
      (request, reply) => {
        const { catalogVehicleId = '', pricingSegment = '', vehicleType = '' } = request.query;
        const position = roundedPosition(request.query);
        const language = requestLanguage(request);
        const where = position ? `${position.latitude},${position.longitude}` : '';
        return answers.send(request, reply, `recommended:${language}:${catalogVehicleId}:${pricingSegment}:${vehicleType}:${where}`, async () =>
          ok(await serviceMenu.recommended(request.brand, { ...request.query, position }, language)),
        );
      },
    );

    app.get(
      '/workshop/servicesByWorkshop',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['services'],
          summary: 'The services one of the brand’s workshops offers (those of the vehicle types it takes), priced and searched like the menu',
          querystring: ZServicesByWorkshopQuery,
          response: responses(z.array(ZService)),
        },
      },
      (request, reply) => {
        const { workshopId, catalogVehicleId = '', pricingSegment = '', searchString = '' } = request.query;
        const language = requestLanguage(request);
        const search = searchString.trim().toLowerCase();
        return answers.send(request, reply, `byWorkshop:${language}:${workshopId}:${catalogVehicleId}:${pricingSegment}:${search}`, async () =>
          ok(
            await serviceMenu.servicesByWorkshop(
              request.brand,
              workshopId,
              { catalogVehicleId, pricingSegment: request.query.pricingSegment, search },
              language,
            ),
          ),
        );
      },
    );

    app.get(
      '/catalog/multi-service',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['services'],
          summary: 'Several services’ details at once (at most 20), in the order asked; an id that is not one of the brand’s services is a 404',
          querystring: ZMultiServiceQuery,
          response: responses(z.array(ZServiceDetails)),
        },
      },
      (request, reply) => {
        const { serviceIdList, catalogVehicleId = '', pricingSegment = '' } = request.query;
        const language = requestLanguage(request);
        return answers.send(request, reply, `multi:${language}:${serviceIdList.join(',')}:${catalogVehicleId}:${pricingSegment}`, async () =>
          ok(await serviceMenu.multiService(request.brand, serviceIdList, request.query, language)),
        );
      },
    );
  };
