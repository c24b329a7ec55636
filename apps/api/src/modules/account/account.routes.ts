import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDeleteAccountBody, ZDeleteAccountResult } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, customerScope } from '../../platform/http/route-kit';
import type { AccountService } from './account.service';

export const accountRoutes =
  ({ account }: { account: AccountService }): FastifyPluginAsyncZod =>
  async (app) => {
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
      async (request) => ok(await account.requestDeletion(customerScope(request))),
    );
  };
