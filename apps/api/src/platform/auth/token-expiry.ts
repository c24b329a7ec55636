import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';

/**
 * When the bearer token of an already authenticated request runs out, for responses that outlive
 * the request (an event stream must not go on after the token that opened it has expired).
 */
export function tokenExpiry(request: FastifyRequest): Date | null {
  const token = request.headers.authorization?.split(' ')[1];
  if (!token) return null;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}
