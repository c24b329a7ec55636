import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBodyDamageQuery, ZDamageType, ZDamageTypesQuery, ZServiceDetails, ZVehiclePerspective, ZVehiclePerspectivesQuery } from '@servicebay/domain';
import { bytesResponses, ok, responses } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { PUBLIC_ROUTE, requestLanguage } from '../../../platform/http/route-kit';
import { menuAnswerCache } from '../services/menu-answers';
import { viewByAsset } from './drawings/vehicle-drawings';
import type { CatalogService } from '../catalog.service';
import type { ServiceMenuService } from '../services/service-menu.service';
import type { BodyPanelService } from './body-panel.service';

/** A drawing asked for with its current version may be kept for good; any other address for an hour. */
const FOREVER = 'public, max-age=31536000, immutable';
const AN_HOUR = 'public, max-age=3600';

/**
 * The body panel's routes (customer spec section 7) and its drawings. Public, like the menu: a
 * guest prices a repair too. Answers depend only on the brand, the query and the reader's
 * language, so each is serialised once and revalidated by ETag (decision 0008); a catalogue or
 * menu import drops them.
 */
export const bodyPanelRoutes =
  ({ bodyPanel, catalog, serviceMenu }: { bodyPanel: BodyPanelService; catalog: CatalogService; serviceMenu: ServiceMenuService }): FastifyPluginAsyncZod =>
  async (app) => {
    const answers = menuAnswerCache(app, { catalog, serviceMenu });

    app.get(
      '/settings/vehicle-perspectives',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['body panel'],
          summary: 'The customer’s vehicle drawn from the front, rear, left and right, with the parts a customer can tap on each',
          querystring: ZVehiclePerspectivesQuery,
          response: responses(z.array(ZVehiclePerspective)),
        },
      },
      (request, reply) => {
        const language = requestLanguage(request);
        const { catalogVehicleId } = request.query;
        return answers.send(request, reply, `perspectives:${language}:${catalogVehicleId}`, async () =>
          ok(await bodyPanel.perspectives(request.brand, catalogVehicleId, language)),
        );
      },
    );

    app.get(
      '/settings/damage-types',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['body panel'],
          summary: 'The damage types of a part, lightest first',
          querystring: ZDamageTypesQuery,
          response: responses(z.array(ZDamageType)),
        },
      },
      (request, reply) => {
        const language = requestLanguage(request);
        return answers.send(request, reply, `damage-types:${language}:${request.query.partId}`, async () =>
          ok(await bodyPanel.damageTypes(request.brand, request.query.partId, language)),
        );
      },
    );

    app.get(
      '/catalog/services/body-damage',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['body panel'],
          summary: 'The service that mends a damage of a part, priced for the vehicle in the pricing segment, with its add-on sections',
          querystring: ZBodyDamageQuery,
          response: responses(ZServiceDetails),
        },
      },
      (request, reply) => {
        const language = requestLanguage(request);
        const { partId, damageTypeId, catalogVehicleId = '', pricingSegment = '' } = request.query;
        return answers.send(request, reply, `body-damage:${language}:${partId}:${damageTypeId}:${catalogVehicleId}:${pricingSegment}`, async () =>
          ok(await bodyPanel.bodyDamageService(request.brand, request.query, language)),
        );
      },
    );

    app.get(
      '/body-panel-art/:asset',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags: ['body panel'],
          summary: 'A drawing of a vehicle side (SVG), as a perspective’s imageUrl names it',
          params: z.object({ asset: z.string().max(64) }),
          querystring: z.object({ v: z.string().max(32).optional() }),
          response: bytesResponses('image/svg+xml', 'The drawing'),
        },
      },
      async (request, reply) => {
        const view = viewByAsset(request.params.asset);
        if (!view) throw new AppError('resource/not-found', { message: 'No drawing found' });
        return reply
          .header('cache-control', request.query.v === view.version ? FOREVER : AN_HOUR)
          .type('image/svg+xml')
          .send(view.svg);
      },
    );
  };
