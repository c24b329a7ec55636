import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { AccessTokens } from './access-token';
import type { Principal } from './principal';

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
 * Puts the caller on the request. A token is honoured only on the brand that issued it.
 * Private routes answer 401 without a valid token; public routes simply see no principal.
 */
export function registerAuth(app: FastifyInstance, tokens: AccessTokens) {
  app.decorateRequest('principal', null);
  app.addHook('preValidation', async (request) => {
    const token = bearerToken(request);
    const principal = token ? await tokens.verify(token) : null;
    request.principal = principal && principal.brandId === request.brand.id ? principal : null;
    const isPublic = request.routeOptions.config?.public === true || request.routeOptions.url === undefined;
    if (!isPublic && !request.principal) throw new AppError('auth/login-required');
  });
}

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('auth/login-required');
  return request.principal;
}
