import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZVendor, ZVendorStatement } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, idParams, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { VendorsService } from './vendors.service';

/**
 * The body of a vendor: read by the service with domain vendorBodySchema, whose tax registration and
 * mobile number rules are the workshop's market's (known only once the workshop is).
 */
const ZVendorBodyOfMarket = z.record(z.string(), z.unknown());

/** The workshop's vendors, payables and statements: the `inventory` area's. */
export const vendorsRoutes =
  (vendors: VendorsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['stock'];
    const base = '/staff/workshops/:workshopId/vendors';
    const params = idParams('workshopId');
    const vendorParams = idParams('workshopId', 'vendorId');

    app.post(
      base,
      {
        config: staffRoute('inventory', 'change'),
        schema: { tags, summary: 'A vendor', security: bearer, params, body: ZVendorBodyOfMarket, response: responses(ZVendor) },
      },
      async (request) => ok(await vendors.create(request.brand, staffScope(request, request.params.workshopId), request.body)),
    );

    app.put(
      `${base}/:vendorId`,
      {
        config: staffRoute('inventory', 'change'),
        schema: { tags, summary: 'The vendor as now entered', security: bearer, params: vendorParams, body: ZVendorBodyOfMarket, response: responses(ZVendor) },
      },
      async (request) => ok(await vendors.update(request.brand, staffScope(request, request.params.workshopId), request.params.vendorId, request.body)),
    );

    app.delete(
      `${base}/:vendorId`,
      {
        config: staffRoute('inventory', 'change'),
        schema: { tags, summary: 'A vendor no order or inward names', security: bearer, params: vendorParams, response: responses(z.null()) },
      },
      async (request) => ok(await vendors.remove(staffScope(request, request.params.workshopId), request.params.vendorId).then(() => null)),
    );

    app.get(
      base,
      {
        config: staffRoute('inventory', 'read'),
        schema: { tags, summary: 'The vendors with what is owed to each', security: bearer, params, response: responses(z.array(ZVendor)) },
      },
      async (request) => ok(await vendors.list(request.brand, staffScope(request, request.params.workshopId))),
    );

    app.get(
      `${base}/:vendorId`,
      {
        config: staffRoute('inventory', 'read'),
        schema: { tags, summary: 'A vendor and its payable', security: bearer, params: vendorParams, response: responses(ZVendor) },
      },
      async (request) => ok(await vendors.get(request.brand, staffScope(request, request.params.workshopId), request.params.vendorId)),
    );

    app.get(
      `${base}/:vendorId/statement`,
      {
        config: staffRoute('inventory', 'read'),
        schema: {
          tags,
          summary: "The vendor's completed inwards and debit notes with the running balance",
          security: bearer,
          params: vendorParams,
          response: responses(ZVendorStatement),
        },
      },
      async (request) => ok(await vendors.statement(request.brand, staffScope(request, request.params.workshopId), request.params.vendorId)),
    );
  };
