import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChangePasswordBody,
  ZEmpty,
  ZForgotPasswordBody,
  ZOtpSent,
  ZResetPasswordBody,
  ZStaffMe,
  ZStaffOtpSendBody,
  ZStaffOtpVerifyBody,
  ZStaffRefreshBody,
  ZStaffSession,
  ZStaffSignInBody,
  ZWorkshopSignUpBody,
} from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { bearer, PUBLIC_ROUTE, STAFF_ONLY, staffOf } from '../../platform/http/route-kit';
import type { StaffAccountsService } from './staff-accounts.service';
import type { createStaffPasswordsService } from './staff-passwords.service';
import type { StaffSessionsService } from './staff-sessions.service';

/** The workshop app's page a reset link opens (apps/workshop: /reset-password). */
const RESET_PAGE = '/workshop/reset-password';

/**
 * The workshop app's sign-in, sessions and passwords (workshop spec sections 2, 5 and 8). Staff
 * tokens open staff routes only, as customers' tokens open customer routes only (auth-hook.ts).
 */
export const staffRoutes =
  ({
    staffSessions,
    staffAccounts,
    staffPasswords,
  }: {
    staffSessions: StaffSessionsService;
    staffAccounts: StaffAccountsService;
    staffPasswords: ReturnType<typeof createStaffPasswordsService>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['staff'];

    app.post(
      '/staff/sign-up',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags,
          summary: 'A service centre signs up: its workshop and its owner, signed in',
          body: ZWorkshopSignUpBody,
          response: responses(ZStaffSession),
        },
      },
      async (request) => ok(await staffAccounts.signUp(request.brand, request.body)),
    );

    app.post(
      '/staff/sign-in',
      { ...PUBLIC_ROUTE, schema: { tags, summary: 'Sign in with username and password', body: ZStaffSignInBody, response: responses(ZStaffSession) } },
      async (request) => ok(await staffSessions.signIn(request.brand, request.body, request.ip)),
    );

    app.post(
      '/staff/otp/send',
      {
        ...PUBLIC_ROUTE,
        schema: { tags, summary: "A one-time code to a staff account's mobile number", body: ZStaffOtpSendBody, response: responses(ZOtpSent) },
      },
      async (request) => ok(await staffSessions.sendCode(request.brand, request.body, request.ip)),
    );

    app.post(
      '/staff/otp/verify',
      { ...PUBLIC_ROUTE, schema: { tags, summary: 'Sign in with the code', body: ZStaffOtpVerifyBody, response: responses(ZStaffSession) } },
      async (request) => ok(await staffSessions.signInWithCode(request.brand, request.body)),
    );

    app.post(
      '/staff/token',
      { ...PUBLIC_ROUTE, schema: { tags, summary: 'Rotate the refresh token for a new session', body: ZStaffRefreshBody, response: responses(ZStaffSession) } },
      async (request) => ok(await staffSessions.refresh(request.brand, request.body.refreshToken)),
    );

    app.post(
      '/staff/sign-out',
      { config: STAFF_ONLY, schema: { tags, summary: 'Sign out: every session of the account ends', security: bearer, response: responses(ZEmpty) } },
      async (request) => {
        await staffSessions.signOut(staffOf(request));
        return ok({});
      },
    );

    app.get(
      '/staff/me',
      { config: STAFF_ONLY, schema: { tags, summary: 'The signed-in staff member and their workshops', security: bearer, response: responses(ZStaffMe) } },
      async (request) => ok(await staffSessions.current(staffOf(request))),
    );

    app.post(
      '/staff/password/forgot',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags,
          summary: 'E-mail a reset link to the account (the same answer for any username)',
          body: ZForgotPasswordBody,
          response: responses(ZEmpty),
        },
      },
      async (request) => {
        // The brand's own address, never the caller's Host: a forged one would mail the token to its owner.
        await staffPasswords.forgot(request.brand, request.body.username, `${request.brand.publicUrl}${RESET_PAGE}`, request.ip);
        return ok({});
      },
    );

    app.post(
      '/staff/password/reset',
      { ...PUBLIC_ROUTE, schema: { tags, summary: "A new password with the reset link's token", body: ZResetPasswordBody, response: responses(ZEmpty) } },
      async (request) => {
        await staffPasswords.reset(request.brand, request.body);
        return ok({});
      },
    );

    app.post(
      '/staff/password/change',
      {
        config: STAFF_ONLY,
        schema: {
          tags,
          summary: 'Change the password: other sessions end, this one is renewed',
          security: bearer,
          body: ZChangePasswordBody,
          response: responses(ZStaffSession),
        },
      },
      async (request) => ok(await staffPasswords.change(staffOf(request), request.body)),
    );
  };
