import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCustomerSearchQuery, ZWorkshopCustomer, ZWorkshopCustomerBody, ZWorkshopCustomerPage, ZWorkshopVehicleBody } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, idParams, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { WorkshopCustomersService } from './customers.service';

/** A workshop's customers (workshop spec section 3), searched by name, mobile number or plate. */
export const customersRoutes =
  ({ workshopCustomers }: { workshopCustomers: WorkshopCustomersService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['customers'];
    const base = '/staff/workshops/:workshopId/customers';

    app.get(
      base,
      {
        config: staffRoute('customers', 'read'),
        schema: {
          tags,
          summary: "The workshop's customers, by name, mobile number or plate",
          security: bearer,
          params: idParams('workshopId'),
          querystring: ZCustomerSearchQuery,
          response: responses(ZWorkshopCustomerPage),
        },
      },
      async (request) => ok(await workshopCustomers.search(request.brand, staffScope(request, request.params.workshopId), request.query)),
    );

    app.post(
      base,
      {
        config: staffRoute('customers', 'change'),
        schema: {
          tags,
          summary: 'Add a customer (the brand’s person with that number, if any)',
          security: bearer,
          params: idParams('workshopId'),
          body: ZWorkshopCustomerBody,
          response: responses(ZWorkshopCustomer),
        },
      },
      async (request) => ok(await workshopCustomers.add(request.brand, staffScope(request, request.params.workshopId), request.body)),
    );

    app.get(
      `${base}/:customerId`,
      {
        config: staffRoute('customers', 'read'),
        schema: {
          tags,
          summary: 'One customer with their vehicles',
          security: bearer,
          params: idParams('workshopId', 'customerId'),
          response: responses(ZWorkshopCustomer),
        },
      },
      async (request) => ok(await workshopCustomers.get(request.brand, staffScope(request, request.params.workshopId), request.params.customerId)),
    );

    app.post(
      `${base}/:customerId/vehicles`,
      {
        config: staffRoute('vehicles', 'change'),
        schema: {
          tags,
          summary: "Record a customer's vehicle ('Vehicle already exists' for a plate the brand knows)",
          security: bearer,
          params: idParams('workshopId', 'customerId'),
          body: ZWorkshopVehicleBody,
          response: responses(ZWorkshopCustomer),
        },
      },
      async (request) =>
        ok(await workshopCustomers.addVehicle(request.brand, staffScope(request, request.params.workshopId), request.params.customerId, request.body)),
    );

    app.patch(
      `${base}/:customerId`,
      {
        config: staffRoute('customers', 'change'),
        schema: {
          tags,
          summary: 'Change a customer’s record',
          security: bearer,
          params: idParams('workshopId', 'customerId'),
          body: ZWorkshopCustomerBody,
          response: responses(ZWorkshopCustomer),
        },
      },
      async (request) =>
        ok(await workshopCustomers.change(request.brand, staffScope(request, request.params.workshopId), request.params.customerId, request.body)),
    );
  };
