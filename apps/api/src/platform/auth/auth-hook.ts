import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { AccessTokens } from './access-token';
import type { CustomerPrincipal, Principal } from './principal';

/**
 * Whether a customer's token still stands: its user is not erased and has not ended its sessions
 * since (sign-out, a guest joining an account). Asked on every request, so it must be cheap.
 */
export type SessionCheck = (principal: CustomerPrincipal) => Promise<boolean>;

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    principal: Principal | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** Routes are private unless they say so (ARCHITECTURE.md section 3). */
    public?: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Puts the caller on the request. A token is honoured only on the brand that issued it, and only
 * while its session stands. Private routes answer 401 without a valid token (an ended session says
 * so); public routes simply see no principal.
 */
export function registerAuth(app: FastifyInstance, tokens: AccessTokens, isSessionCurrent: SessionCheck) {
  app.decorateRequest('principal', null);
  app.addHook('preValidation', async (request) => {
    const token = bearerToken(request);
    const verified = token ? await tokens.verify(token) : null;
    const principal = verified && verified.brandId === request.brand.id ? verified : null;
    const hasEnded = principal?.kind === 'customer' && !(await isSessionCurrent(principal));
    request.principal = hasEnded ? null : principal;
    const isPublic = request.routeOptions.config?.public === true || request.routeOptions.url === undefined;
    if (!isPublic && !request.principal) throw new AppError(hasEnded ? 'auth/session-revoked' : 'auth/login-required');
  });
}

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('auth/login-required');
  return request.principal;
}
