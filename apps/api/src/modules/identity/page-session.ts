import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSession } from '@servicebay/domain';
import { REFRESH_TOKEN_TTL_MS } from './session.service';

/**
 * The portal page cookie: the session's refresh token, so that a page navigation into the portal
 * can be rendered by the server with the customer's own data (web-apps.ts). The app itself keeps
 * its tokens in storage and sends them as bearer tokens; the API never reads this cookie, so no
 * forged request can act with it, and it goes only with page navigations under /portal. HttpOnly:
 * no script reads it.
 */
export const PAGE_SESSION_COOKIE = 'servicebay_page_session';
const PAGE_SESSION_PATH = '/portal';

/**
 * Every answer that hands out a session (sign-in, guest, refresh) renews the cookie with its refresh
 * token. In production it is always Secure: behind a proxy not named in TRUST_PROXY the request
 * reads as plain http, and the token must still never travel unencrypted.
 */
export function keepPageSession(request: FastifyRequest, reply: FastifyReply, session: TSession, isProduction: boolean): TSession {
  reply.setCookie(PAGE_SESSION_COOKIE, session.refreshToken, {
    path: PAGE_SESSION_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction || request.protocol === 'https',
    maxAge: REFRESH_TOKEN_TTL_MS / 1000,
  });
  return session;
}

export const endPageSession = (reply: FastifyReply) => reply.clearCookie(PAGE_SESSION_COOKIE, { path: PAGE_SESSION_PATH });

/** The refresh token a page navigation carries, if any. */
export const pageSessionOf = (request: FastifyRequest): string | null => request.cookies[PAGE_SESSION_COOKIE] ?? null;
