import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { requirePrincipal } from '../auth/auth-hook';
import { tokenExpiry } from '../auth/token-expiry';
import { bytesResponses } from '../envelope';
import { bearer } from '../http/route-kit';
import { parseLastEventId, streamEvents } from './event-stream';
import type { LiveEvents } from './live-events';

export const eventsRoutes =
  ({ dispatcher, store, now }: LiveEvents): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/events',
      {
        // Customers hear their own events; staff those of the workshops they work at.
        config: { principals: ['customer', 'staff'] },
        schema: {
          tags: ['events'],
          summary: 'Live events of the caller (Server-Sent Events); send Last-Event-ID to replay what came after it',
          security: bearer,
          headers: z.object({ 'last-event-id': z.string().optional() }),
          // A refusal comes before the stream starts, as JSON in the envelope like any other.
          response: bytesResponses('text/event-stream', 'The stream of events, one `id:`/`event:`/`data:` block each'),
        },
      },
      async (request, reply) => {
        const principal = requirePrincipal(request);
        // The operator never gets here (the auth hook keeps it to its own routes).
        if (principal.kind === 'operator') throw new AppError('auth/forbidden');
        const listener =
          principal.kind === 'customer'
            ? { brandId: request.brand.id, userId: principal.userId, workshopIds: [] }
            : { brandId: request.brand.id, userId: null, workshopIds: principal.workshopIds };
        const principalKey = principal.kind === 'customer' ? `customer:${principal.userId}` : `staff:${principal.staffId}`;
        reply.hijack();
        const lastEventId = parseLastEventId(request.headers['last-event-id']);
        await streamEvents(reply.raw, { dispatcher, store, listener, principal: principalKey, lastEventId, expiresAt: tokenExpiry(request), now });
      },
    );
  };
