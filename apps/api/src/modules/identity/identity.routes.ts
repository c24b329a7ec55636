import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEmpty, ZOtpSendBody, ZOtpSent, ZOtpVerifyBody, ZRefreshBody, ZSession, ZSignOutBody, ZUser } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, customerScope } from '../../platform/http/route-kit';
import type { OtpService } from './otp.service';
import { endPageSession, keepPageSession } from './page-session';
import type { SessionService } from './session.service';

export const identityRoutes =
  ({ otp, sessions, isProduction }: { otp: OtpService; sessions: SessionService; isProduction: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/otp/send',
      {
        config: { public: true },
        schema: { tags: ['auth'], summary: 'Send a one-time password by SMS', body: ZOtpSendBody, response: responses(ZOtpSent) },
      },
      async (request) => ok(await otp.send(request.brand, request.body, request.ip)),
    );

    app.post(
      '/auth/otp/verify',
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: 'Verify the code and sign in; with a guest bearer token the guest is upgraded in place',
          body: ZOtpVerifyBody,
          response: responses(ZSession),
        },
      },
      async (request, reply) => ok(keepPageSession(request, reply, await sessions.signInWithOtp(request.brand, request.body, request.principal), isProduction)),
    );

    app.post(
      '/auth/anonymous',
      { config: { public: true }, schema: { tags: ['auth'], summary: 'Continue as a guest', response: responses(ZSession) } },
      async (request, reply) => ok(keepPageSession(request, reply, await sessions.signInAsGuest(request.brand, request.ip), isProduction)),
    );

    app.post(
      '/auth/refresh',
      {
        config: { public: true },
        schema: { tags: ['auth'], summary: 'Rotate the refresh token for a new session', body: ZRefreshBody, response: responses(ZSession) },
      },
      async (request, reply) => ok(keepPageSession(request, reply, await sessions.refresh(request.brand, request.body.refreshToken), isProduction)),
    );

    app.post(
      '/auth/signout',
      { schema: { tags: ['auth'], summary: 'Sign out: revoke this session', security: bearer, body: z.nullish(ZSignOutBody), response: responses(ZEmpty) } },
      async (request, reply) => {
        await sessions.signOut(customerScope(request), request.body?.refreshToken);
        endPageSession(reply);
        return ok({});
      },
    );

    app.get('/auth/me', { schema: { tags: ['auth'], summary: 'The signed-in user', security: bearer, response: responses(ZUser) } }, async (request) =>
      ok(await sessions.me(request.brand, customerScope(request))),
    );

    app.post(
      '/users/me/onboarding',
      { schema: { tags: ['users'], summary: 'Mark onboarding as complete', security: bearer, response: responses(ZUser) } },
      async (request) => ok(await sessions.completeOnboarding(request.brand, customerScope(request))),
    );
  };
