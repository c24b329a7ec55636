import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOutbox } from '../../platform/sms/sms-sender';
import { ok, responses } from '../../platform/envelope';
import { idParams, OPERATOR_ONLY } from '../../platform/http/route-kit';

const ZOutboxMessage = z.object({ id: z.string(), channel: z.string(), to: z.string(), body: z.string(), createdAt: z.string() });

/**
 * Developer tools; never registered when NODE_ENV=production.
 * The outbox shows what the offline SMS and e-mail adapters "sent", newest first.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary: 'Messages sent by the offline SMS/e-mail adapters (development and tests only)',
        querystring: z.object({ to: z.string().min(3).max(320) }),
        response: responses(z.array(ZOutboxMessage)),
      },
    },
    async (request) => ok(await readOutbox(app.db, request.brand.id, request.query.to.replace(/\s/g, ''))),
  );

  // Until the workshop's job cards drive bookings (issue 11), the operator moves one along its
  // timeline here: an event name of the timeline, or 'Cancelled' with remarks.
  app.post(
    '/dev/bookings/:bookingId/events',
    {
      config: OPERATOR_ONLY,
      schema: {
        tags: ['dev'],
        summary: 'Move a booking along its timeline as its workshop would (development and tests only)',
        params: idParams('bookingId'),
        body: z.object({ name: z.string().min(1).max(60), remarks: z.string().trim().max(500).optional() }),
        response: responses(z.object({})),
      },
    },
    async (request) => {
      await app.services.recordBookingStep(request.brand, request.params.bookingId, request.body);
      return ok({});
    },
  );
};
