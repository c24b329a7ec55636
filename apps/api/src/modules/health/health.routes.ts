import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { ok, responses } from '../../platform/envelope';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: responses(z.object({ database: z.literal('up'), driver: z.enum(['pglite', 'postgres']) })),
      },
    },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'database check failed');
        throw new AppError('server/unavailable', { message: 'Database is not answering' });
      }
      return ok({ database: 'up' as const, driver: app.dbDriver });
    },
  );
};
