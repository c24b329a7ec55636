import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOutbox } from '../../platform/sms/sms-sender';
import { ok, responses } from '../../platform/envelope';

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
};
