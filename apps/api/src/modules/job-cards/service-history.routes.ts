import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOdometerReading, ZServiceSummary } from '@servicebay/domain';
import { z } from 'zod';
import { ok, responses } from '../../platform/envelope';
import { bearer, customerScope } from '../../platform/http/route-kit';
import type { createServiceHistory } from './service-history';

const ZPlate = z.string().trim().min(2).max(20);

/** The customer app's service facts of one of its vehicles (customer spec section 7), from the workshops' job cards. */
export const serviceHistoryRoutes =
  (history: ReturnType<typeof createServiceHistory>): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['bookings'];

    app.get(
      '/transaction/booking-summary',
      {
        schema: {
          tags,
          summary: 'Last and next service of one of my vehicles, by its plate',
          security: bearer,
          querystring: z.object({ registrationNumber: ZPlate }),
          response: responses(ZServiceSummary),
        },
      },
      async (request) => ok(await history.summary(customerScope(request), request.query.registrationNumber)),
    );

    app.get(
      '/transaction/vehicle/odometerByVehicleNumber',
      {
        schema: {
          tags,
          summary: 'The latest odometer reading of one of my vehicles, by its plate',
          security: bearer,
          querystring: z.object({ vehicleNumber: ZPlate }),
          response: responses(ZOdometerReading),
        },
      },
      async (request) => ok({ odometer: await history.odometer(customerScope(request), request.query.vehicleNumber) }),
    );
  };
