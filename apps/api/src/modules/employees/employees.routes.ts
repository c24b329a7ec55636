import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEmployee, ZEmployeePage, ZEmployeeQuery } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, idParams, staffRoute, staffScope, ZPaging } from '../../platform/http/route-kit';
import type { EmployeesService } from './employees.service';

/** The body of an employee: read by the service with domain employeeBodySchema, whose mobile and national id rules are the brand's market's. */
const ZEmployeeBodyOfMarket = z.record(z.string(), z.unknown());

/** The workshop's employees: the `people` area's (owner and manager change, the service advisor reads). */
export const employeesRoutes =
  (employees: EmployeesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['people'];
    const base = '/staff/workshops/:workshopId/employees';
    const params = idParams('workshopId');
    const employeeParams = idParams('workshopId', 'employeeId');

    app.post(
      base,
      {
        config: staffRoute('people', 'change'),
        schema: { tags, summary: 'An employee', security: bearer, params, body: ZEmployeeBodyOfMarket, response: responses(ZEmployee) },
      },
      async (request) => ok(await employees.create(request.brand, staffScope(request, request.params.workshopId), request.body)),
    );

    app.put(
      `${base}/:employeeId`,
      {
        config: staffRoute('people', 'change'),
        schema: {
          tags,
          summary: 'The employee as now entered',
          security: bearer,
          params: employeeParams,
          body: ZEmployeeBodyOfMarket,
          response: responses(ZEmployee),
        },
      },
      async (request) => ok(await employees.update(request.brand, staffScope(request, request.params.workshopId), request.params.employeeId, request.body)),
    );

    app.delete(
      `${base}/:employeeId`,
      {
        config: staffRoute('people', 'change'),
        schema: { tags, summary: 'Remove an employee', security: bearer, params: employeeParams, response: responses(z.null()) },
      },
      async (request) => ok(await employees.remove(staffScope(request, request.params.workshopId), request.params.employeeId).then(() => null)),
    );

    app.get(
      base,
      {
        config: staffRoute('people', 'read'),
        schema: {
          tags,
          summary: 'A page of employees by name, and the licences expired or expiring within 30 days',
          security: bearer,
          params,
          querystring: ZEmployeeQuery.extend(ZPaging.shape),
          response: responses(ZEmployeePage),
        },
      },
      async (request) => ok(await employees.list(request.brand, staffScope(request, request.params.workshopId), request.query)),
    );

    app.get(
      `${base}/:employeeId`,
      {
        config: staffRoute('people', 'read'),
        schema: { tags, summary: 'An employee', security: bearer, params: employeeParams, response: responses(ZEmployee) },
      },
      async (request) => ok(await employees.get(request.brand, staffScope(request, request.params.workshopId), request.params.employeeId)),
    );
  };
