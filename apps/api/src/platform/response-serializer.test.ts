import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler, outputJsonSchema } from './response-serializer';

const ZAnswer = z.object({ name: z.string(), email: z.string().nullable(), tags: z.array(z.object({ id: z.string() })) });

async function appAnswering(payload: unknown, checkWithZod: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkWithZod }));
  app.get('/answer', { schema: { response: { 200: ZAnswer } } }, async () => payload as z.infer<typeof ZAnswer>);
  await app.ready();
  return app;
}

describe('responses written from their schemas', () => {
  for (const checkWithZod of [true, false]) {
    it(`never let fields the schema does not name leak, nested ones included (zod check ${checkWithZod ? 'on' : 'off'})`, async () => {
      const app = await appAnswering({ name: 'Asha', email: null, passwordHash: 'x', tags: [{ id: 't1', secret: 's' }] }, checkWithZod);
      const response = await app.inject({ method: 'GET', url: '/answer' });
      expect(response.json()).toEqual({ name: 'Asha', email: null, tags: [{ id: 't1' }] });
      await app.close();
    });
  }

  it('refuse an answer that breaks its schema while the zod check is on', async () => {
    const app = await appAnswering({ name: 42, email: null, tags: [] }, true);
    expect((await app.inject({ method: 'GET', url: '/answer' })).statusCode).toBe(500);
    await app.close();
  });

  it('say a nullable primitive as a type list, and give up on what JSON schema cannot say', () => {
    expect(outputJsonSchema(ZAnswer)).toMatchObject({ additionalProperties: false, properties: { email: { type: ['string', 'null'] } } });
    expect(outputJsonSchema(z.string().transform((s) => s.length))).toBeNull();
  });
});
