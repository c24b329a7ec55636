import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDeleteAccountBody, ZDeleteAccountResult } from '@servicebay/domain';
import { requirePrincipal } from '../../platform/auth/auth-hook';
import { ok, responses } from '../../platform/envelope';
import { ownerOf } from '../garage/owner';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/deleteAccount',
    {
      schema: {
        tags: ['account'],
        summary: 'Request account deletion: personal data is erased 30 days later',
        security: [{ bearerAuth: [] }],
        body: ZDeleteAccountBody.nullish(),
        response: responses(ZDeleteAccountResult),
      },
    },
    async (request) => ok(await app.services.account.requestDeletion(ownerOf(request.brand, requirePrincipal(request)))),
  );
};
