import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FUEL_TYPES, VEHICLE_TYPES, ZCatalogMake, ZCatalogModel, ZCatalogVariant, ZVehicleTypeGroup } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { clientName, PUBLIC_ROUTE } from '../../platform/http/route-kit';
import { catalogAnswerCache } from './catalog-answers';
import type { CatalogService } from './catalog.service';

/**
 * Catalogue routes of customer spec section 7; public so guests can pick a vehicle too. Every
 * answer depends only on the brand and the query: it is serialised once and revalidated by ETag.
 */
export const catalogRoutes =
  ({ catalog }: { catalog: CatalogService }): FastifyPluginAsyncZod =>
  async (app) => {
    const common = PUBLIC_ROUTE;
    const answers = catalogAnswerCache(app, catalog);

    app.get(
      '/catalog/vehicle/makes',
      {
        ...common,
        schema: {
          tags: ['catalog'],
          summary: 'Vehicle makes sold in the brand’s market',
          querystring: z.object({ clientName, vehicleType: z.enum(VEHICLE_TYPES).optional() }),
          response: responses(z.array(ZCatalogMake)),
        },
      },
      (request, reply) =>
        answers.send(request, reply, `makes:${request.query.vehicleType ?? ''}`, async () => ok(await catalog.makes(request.brand, request.query.vehicleType))),
    );

    app.get(
      '/catalog/vehicles/models',
      {
        ...common,
        schema: {
          tags: ['catalog'],
          summary: 'Models of a make',
          querystring: z.object({ clientName, makeId: z.string().min(1).max(200) }),
          response: responses(z.array(ZCatalogModel)),
        },
      },
      (request, reply) =>
        answers.send(request, reply, `models:${request.query.makeId}`, async () => ok(await catalog.models(request.brand, { makeId: request.query.makeId }))),
    );

    app.get(
      '/catalog/vehicles/modelsByIds',
      {
        ...common,
        schema: {
          tags: ['catalog'],
          summary: 'Models by id (comma-separated)',
          querystring: z.object({
            clientName,
            modelIds: z
              .string()
              .min(1)
              .max(4000)
              .transform((v) =>
                v
                  .split(',')
                  .map((s) => s.trim())
                  .filter(Boolean),
              ),
          }),
          response: responses(z.array(ZCatalogModel)),
        },
      },
      async (request) => ok(await catalog.models(request.brand, { modelIds: request.query.modelIds })),
    );

    app.get(
      '/catalog/vehicle/variants',
      {
        ...common,
        schema: {
          tags: ['catalog'],
          summary: 'Variants of a model sold in a year, optionally of one fuel type',
          querystring: z.object({
            clientName,
            modelId: z.string().min(1).max(200),
            year: z.coerce.number().int().min(1900).max(2100).optional(),
            fuelType: z.enum(FUEL_TYPES).optional(),
          }),
          response: responses(z.array(ZCatalogVariant)),
        },
      },
      (request, reply) => {
        const { modelId, year, fuelType } = request.query;
        return answers.send(request, reply, `variants:${modelId}:${year ?? ''}:${fuelType ?? ''}`, async () =>
          ok(await catalog.variants(request.brand, request.query)),
        );
      },
    );

    app.get(
      '/catalog/vehicleTypes',
      {
        ...common,
        schema: {
          tags: ['catalog'],
          summary: 'Vehicle types with their categories and counts',
          querystring: z.object({ clientName }),
          response: responses(z.array(ZVehicleTypeGroup)),
        },
      },
      (request, reply) => answers.send(request, reply, 'vehicle-types', async () => ok(await catalog.vehicleTypes(request.brand))),
    );

    app.get(
      '/catalog/models',
      {
        ...common,
        schema: {
          tags: ['catalog'],
          summary: 'A model, and the variant behind a catalogVehicleId',
          querystring: z.object({ clientName, model: z.string().max(200).optional(), catalogVehicleId: z.string().max(300).optional() }),
          response: responses(z.object({ model: ZCatalogModel, variant: ZCatalogVariant.nullable() })),
        },
      },
      async (request) => ok(await catalog.modelDetails(request.brand, request.query)),
    );
  };
