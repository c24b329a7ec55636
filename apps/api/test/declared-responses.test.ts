import { brotliCompressSync } from 'node:zlib';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZFailure } from '@servicebay/domain';
import { openApiTransform } from '../src/platform/openapi-document';
import { checkDeclaredResponses, documentPath, takeMismatches } from './declared-responses';

const ZPerson = z.object({ name: z.string(), gender: z.enum(['Male', 'Female']).nullable() });

/**
 * A route that writes whatever the test asks for, past its own serializer: what the check sees is
 * exactly an answer that drifted from the schema the document declares.
 */
async function driftingApp() {
  // No type provider: the handler may answer anything, as a drifted one would.
  const app = Fastify();
  checkDeclaredResponses(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(fastifySwagger, { openapi: { info: { title: 'drift', version: '1' } }, transform: openApiTransform });
  app.post(
    '/people/:personId',
    { schema: { params: z.object({ personId: z.string() }), response: { 200: ZPerson, '4xx': ZFailure } } },
    async (request, reply) => {
      const { status = 200, type, brotli, body } = request.body as { status?: number; type?: string; brotli?: boolean; body: unknown };
      reply.code(status);
      if (type) reply.type(type);
      if (brotli)
        return reply
          .header('content-encoding', 'br')
          .type('application/json')
          .send(brotliCompressSync(JSON.stringify(body)));
      return body;
    },
  );
  await app.ready();
  return app;
}

let app: Awaited<ReturnType<typeof driftingApp>>;
beforeAll(async () => {
  app = await driftingApp();
});
afterAll(() => app.close());

const answer = async (payload: Record<string, unknown>) => {
  await app.inject({ method: 'POST', url: '/people/p1', payload });
  return takeMismatches();
};

describe('answers checked against the API document', () => {
  it('let an answer the document declares through, a null gender included', async () => {
    expect(await answer({ body: { name: 'Asha', gender: null } })).toEqual([]);
    expect(await answer({ body: { name: 'Asha', gender: 'Female' } })).toEqual([]);
  });

  it('name the route, the status and the schema error of an answer that drifted', async () => {
    const [mismatch, ...more] = await answer({ body: { name: 42, gender: 'Other' } });
    expect(more).toEqual([]);
    expect(mismatch).toContain('POST /people/:personId answered 200, which breaks its declared schema');
    expect(mismatch).toMatch(/\/name must be string/);
  });

  it('check compressed answers as the client reads them', async () => {
    expect(await answer({ brotli: true, body: { name: 'Asha', gender: 'Female' } })).toEqual([]);
    expect(await answer({ brotli: true, body: { name: 'Asha' } })).toEqual([expect.stringMatching(/must have required property 'gender'/)]);
  });

  it('refuse a failure that is not the shared envelope', async () => {
    expect(await answer({ status: 404, body: { error: 'missing' } })).toEqual([expect.stringMatching(/answered 404, which breaks its declared schema/)]);
  });

  it('refuse a status and a content type the document does not declare', async () => {
    expect(await answer({ status: 201, body: { name: 'Asha', gender: null } })).toEqual([
      expect.stringMatching(/answered 201, a status its document does not declare \(200, 4XX\)/),
    ]);
    expect(await answer({ type: 'text/plain', body: 'Asha' })).toEqual([
      expect.stringMatching(/answered 200 with text\/plain, where its document declares application\/json/),
    ]);
  });

  it('find the document path of a route with params and a wildcard', () => {
    expect(documentPath('/api/files/*')).toBe('/api/files/{*}');
    expect(documentPath('/api/staff/workshops/:workshopId/job-cards/:jobCardId')).toBe('/api/staff/workshops/{workshopId}/job-cards/{jobCardId}');
  });
});
