import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDeleteAccountBody, ZDeleteAccountResult } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, customerScope } from '../../platform/http/route-kit';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/deleteAccount',
    {
      schema: {
        tags: ['account'],
        summary: 'Request account deletion: personal data is erased 30 days later',
        security: bearer,
        body: ZDeleteAccountBody.nullish(),
        response: responses(ZDeleteAccountResult),
      },
    },
    async (request) => ok(await app.services.account.requestDeletion(customerScope(request))),
  );
};
