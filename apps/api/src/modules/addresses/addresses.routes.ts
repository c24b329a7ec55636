import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAddress } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, customerScope, idParams } from '../../platform/http/route-kit';
import type { AddressesService } from './addresses.service';

const params = idParams('addressId');
/** The full rules depend on the brand's country, so the service checks them (addressSchema). */
const ZAddressBody = z.object({
  addressType: z.string().optional(),
  addressline1: z.string().optional(),
  landmark: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string().optional(),
  latitude: z.union([z.string(), z.number()]).optional(),
  longitude: z.union([z.string(), z.number()]).optional(),
});

export const addressesRoutes =
  ({ addresses }: { addresses: AddressesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['addresses'];
    const base = '/users/me/addresses';
    const list = responses(z.array(ZAddress));

    app.get(base, { schema: { tags, summary: 'My addresses', security: bearer, response: list } }, async (request) =>
      ok(await addresses.list(customerScope(request))),
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary: 'Add an address (the first becomes default and selected)',
          security: bearer,
          body: ZAddressBody,
          response: responses(ZAddress),
        },
      },
      async (request) => ok(await addresses.add(request.brand, customerScope(request), request.body)),
    );

    app.put(
      `${base}/:addressId`,
      { schema: { tags, summary: 'Edit an address', security: bearer, params, body: ZAddressBody, response: responses(ZAddress) } },
      async (request) => ok(await addresses.update(request.brand, customerScope(request), request.params.addressId, request.body)),
    );

    app.delete(
      `${base}/:addressId`,
      { schema: { tags, summary: 'Delete an address (the next one becomes selected)', security: bearer, params, response: list } },
      async (request) => ok(await addresses.remove(customerScope(request), request.params.addressId)),
    );

    app.post(
      `${base}/:addressId/default`,
      { schema: { tags, summary: 'Make this the default address', security: bearer, params, response: list } },
      async (request) => ok(await addresses.makeDefault(customerScope(request), request.params.addressId)),
    );

    app.post(`${base}/:addressId/select`, { schema: { tags, summary: 'Select this address', security: bearer, params, response: list } }, async (request) =>
      ok(await addresses.select(customerScope(request), request.params.addressId)),
    );
  };
