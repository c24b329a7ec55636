import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bytesResponses } from '../envelope';
import { AppError } from '../errors';
import { brandIdOfKey, contentTypeForKey, type LocalStorage } from './storage';

/**
 * Serves files of the local storage adapter to whoever holds a valid signed URL, on the host of the
 * brand the file belongs to (another brand's host answers not found, as for a forged URL). Files are sent
 * as attachments-safe content: no sniffing, and a sandboxing policy so an SVG cannot run script.
 */
export function filesRoutes(storage: LocalStorage): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/files/*',
      {
        config: { public: true },
        schema: {
          tags: ['files'],
          summary: 'An uploaded file, through a signed and expiring URL',
          querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
          response: bytesResponses('*/*', 'The file, in the type it was uploaded as'),
        },
      },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        if (brandIdOfKey(key) !== request.brand.id || !storage.verify(key, request.query.expires, request.query.signature))
          throw new AppError('resource/not-found');
        const body = await storage.read(key);
        if (!body) throw new AppError('resource/not-found');
        return reply
          .type(contentTypeForKey(key))
          .header('cache-control', 'private, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
          .send(body);
      },
    );
  };
}
