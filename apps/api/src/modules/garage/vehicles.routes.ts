import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCEPTED_UPLOADS, VEHICLE_MESSAGES, ZVehicle, ZVehicleCreate, ZVehicleUpdate } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { fileOf, readMultipartForm } from '../../platform/http/multipart';
import { bearer, customerScope, idParams, MULTIPART } from '../../platform/http/route-kit';
import type { CustomerAnswers } from '../../platform/customer-answers';
import type { VehiclesService } from './vehicles.service';

const params = idParams('vehicleId');
const imageParams = params.extend({ slot: z.coerce.number().int().min(0).max(2) });

export const vehiclesRoutes =
  ({ vehicles, customerAnswers }: { vehicles: VehiclesService; customerAnswers: CustomerAnswers }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['vehicles'];
    const base = '/users/me/vehicles';

    // Read on every visit of most screens: kept per customer until something of theirs changes.
    app.get(base, { schema: { tags, summary: 'My vehicles', security: bearer, response: responses(z.array(ZVehicle)) } }, async (request, reply) => {
      const owner = customerScope(request);
      return customerAnswers.send(request, reply, owner, 'garage', async () => ok(await vehicles.list(owner)));
    });

    app.post(
      base,
      { schema: { tags, summary: 'Add a vehicle from the catalogue', security: bearer, body: ZVehicleCreate, response: responses(ZVehicle) } },
      async (request) => ok(await vehicles.add(request.brand, customerScope(request), request.body)),
    );

    app.get(`${base}/:vehicleId`, { schema: { tags, summary: 'One vehicle', security: bearer, params, response: responses(ZVehicle) } }, async (request) =>
      ok(await vehicles.get(customerScope(request), request.params.vehicleId)),
    );

    app.patch(
      `${base}/:vehicleId`,
      {
        schema: {
          tags,
          summary: 'Edit nickname, registration, VIN and odometer',
          security: bearer,
          params,
          body: ZVehicleUpdate,
          response: responses(ZVehicle),
        },
      },
      async (request) => ok(await vehicles.update(request.brand, customerScope(request), request.params.vehicleId, request.body)),
    );

    app.delete(
      `${base}/:vehicleId`,
      { schema: { tags, summary: 'Delete a vehicle (not while a booking is in progress)', security: bearer, params, response: responses(z.array(ZVehicle)) } },
      async (request) => {
        const owner = customerScope(request);
        await vehicles.remove(owner, request.params.vehicleId);
        return ok(await vehicles.list(owner));
      },
    );

    for (const action of ['default', 'select'] as const) {
      app.post(
        `${base}/:vehicleId/${action}`,
        {
          schema: {
            tags,
            summary: action === 'default' ? 'Make this the default vehicle' : 'Select this vehicle',
            security: bearer,
            params,
            response: responses(z.array(ZVehicle)),
          },
        },
        async (request) => {
          const owner = customerScope(request);
          await (action === 'default' ? vehicles.makeDefault(owner, request.params.vehicleId) : vehicles.select(owner, request.params.vehicleId));
          return ok(await vehicles.list(owner));
        },
      );
    }

    app.put(
      `${base}/:vehicleId/images/:slot`,
      {
        schema: {
          tags,
          summary: 'Put an image in one of the three slots (multipart field "file": png or jpg)',
          security: bearer,
          params: imageParams,
          ...MULTIPART,
          response: responses(ZVehicle),
        },
      },
      async (request) => {
        const owner = customerScope(request);
        const form = await readMultipartForm(request, ACCEPTED_UPLOADS.vehicleImage, VEHICLE_MESSAGES.imageFormat);
        return ok(await vehicles.putImage(owner, request.params.vehicleId, request.params.slot, fileOf(form, 'file')));
      },
    );

    app.delete(
      `${base}/:vehicleId/images/:slot`,
      { schema: { tags, summary: 'Empty an image slot', security: bearer, params: imageParams, response: responses(ZVehicle) } },
      async (request) => ok(await vehicles.removeImage(customerScope(request), request.params.vehicleId, request.params.slot)),
    );
  };
