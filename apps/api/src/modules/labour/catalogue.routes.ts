import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLabourCatalogue, ZLabourOperationBody, ZOnlineServiceBody, ZPublishBody, ZRateSegmentBody, ZVehicleSegmentBody } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, idParams, staffRoute, staffScope } from '../../platform/http/route-kit';
import type { OperationsService } from './operations.service';
import type { SegmentsService } from './segments.service';

/**
 * A workshop's labour catalogue (issue 29 parts 4 and 6): segments, rates, operations with their price
 * grid, the publish switch and the services sold online. Every change answers the whole catalogue,
 * which the screen shows. Reading is the `labour` area's read, changing its change.
 */
export const catalogueRoutes =
  ({ operations, segments }: { operations: OperationsService; segments: SegmentsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['labour'];
    const base = '/staff/workshops/:workshopId/labour';
    const params = idParams('workshopId');
    const response = responses(ZLabourCatalogue);
    const change = { config: staffRoute('labour', 'change') };

    app.get(
      base,
      { config: staffRoute('labour', 'read'), schema: { tags, summary: 'The labour catalogue', security: bearer, params, response } },
      async (request) => ok(await operations.read(request.brand, staffScope(request, request.params.workshopId))),
    );

    app.post(
      `${base}/vehicle-segments`,
      { ...change, schema: { tags, summary: 'A vehicle segment', security: bearer, params, body: ZVehicleSegmentBody, response } },
      async (request) => ok(await segments.addVehicleSegment(request.brand, staffScope(request, request.params.workshopId), request.body)),
    );
    const vehicleSegment = idParams('workshopId', 'vehicleSegmentId');
    app.put(
      `${base}/vehicle-segments/:vehicleSegmentId`,
      {
        ...change,
        schema: { tags, summary: 'A vehicle segment as now entered', security: bearer, params: vehicleSegment, body: ZVehicleSegmentBody, response },
      },
      async (request) =>
        ok(await segments.changeVehicleSegment(request.brand, staffScope(request, request.params.workshopId), request.params.vehicleSegmentId, request.body)),
    );
    app.delete(
      `${base}/vehicle-segments/:vehicleSegmentId`,
      { ...change, schema: { tags, summary: 'A vehicle segment no operation has a time in', security: bearer, params: vehicleSegment, response } },
      async (request) =>
        ok(await segments.removeVehicleSegment(request.brand, staffScope(request, request.params.workshopId), request.params.vehicleSegmentId)),
    );

    app.post(
      `${base}/rate-segments`,
      { ...change, schema: { tags, summary: 'A rate segment and its labour rate per hour', security: bearer, params, body: ZRateSegmentBody, response } },
      async (request) => ok(await segments.addRateSegment(request.brand, staffScope(request, request.params.workshopId), request.body)),
    );
    const rateSegment = idParams('workshopId', 'rateSegmentId');
    app.put(
      `${base}/rate-segments/:rateSegmentId`,
      {
        ...change,
        schema: { tags, summary: 'The labour rate saved; every price on it follows', security: bearer, params: rateSegment, body: ZRateSegmentBody, response },
      },
      async (request) =>
        ok(await segments.changeRateSegment(request.brand, staffScope(request, request.params.workshopId), request.params.rateSegmentId, request.body)),
    );
    app.delete(
      `${base}/rate-segments/:rateSegmentId`,
      { ...change, schema: { tags, summary: 'A rate segment no operation is charged at', security: bearer, params: rateSegment, response } },
      async (request) => ok(await segments.removeRateSegment(request.brand, staffScope(request, request.params.workshopId), request.params.rateSegmentId)),
    );

    app.post(
      `${base}/operations`,
      {
        ...change,
        schema: { tags, summary: 'An operation with its time per vehicle segment', security: bearer, params, body: ZLabourOperationBody, response },
      },
      async (request) => ok(await operations.addOperation(request.brand, staffScope(request, request.params.workshopId), request.body)),
    );
    const operation = idParams('workshopId', 'operationId');
    app.put(
      `${base}/operations/:operationId`,
      { ...change, schema: { tags, summary: 'An operation as now entered', security: bearer, params: operation, body: ZLabourOperationBody, response } },
      async (request) =>
        ok(await operations.changeOperation(request.brand, staffScope(request, request.params.workshopId), request.params.operationId, request.body)),
    );
    app.delete(
      `${base}/operations/:operationId`,
      { ...change, schema: { tags, summary: 'An operation', security: bearer, params: operation, response } },
      async (request) => ok(await operations.removeOperation(request.brand, staffScope(request, request.params.workshopId), request.params.operationId)),
    );

    app.put(
      `${base}/publish`,
      {
        ...change,
        schema: {
          tags,
          summary: "The online catalogue's switch: published prices are the customer app's",
          security: bearer,
          params,
          body: ZPublishBody,
          response,
        },
      },
      async (request) => ok(await operations.setPublished(request.brand, staffScope(request, request.params.workshopId), request.body.isPublished)),
    );
    app.put(
      `${base}/online-services`,
      {
        ...change,
        schema: { tags, summary: 'A menu service sold online as an operation plus parts', security: bearer, params, body: ZOnlineServiceBody, response },
      },
      async (request) => ok(await operations.putOnlineService(request.brand, staffScope(request, request.params.workshopId), request.body)),
    );
    const online = idParams('workshopId', 'serviceId');
    app.delete(
      `${base}/online-services/:serviceId`,
      { ...change, schema: { tags, summary: 'A service no longer sold online (the brand menu price again)', security: bearer, params: online, response } },
      async (request) => ok(await operations.removeOnlineService(request.brand, staffScope(request, request.params.workshopId), request.params.serviceId)),
    );
  };
