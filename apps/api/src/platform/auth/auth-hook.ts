import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { AccessTokens } from './access-token';
import type { OperatorKey } from './operator-key';
import type { CustomerPrincipal, Principal, PrincipalKind } from './principal';

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
    /** Who a route serves: a brand's users (customers, guests, staff) unless it says otherwise (`OPERATOR_ONLY` of the route kit). */
    principals?: readonly PrincipalKind[];
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const OPERATOR: Principal = { kind: 'operator' };
const BRAND_USERS: readonly PrincipalKind[] = ['customer', 'staff'];

export type Authenticators = { tokens: AccessTokens; operatorKey: OperatorKey; isSessionCurrent: SessionCheck };

/**
 * Puts the caller on the request. A token is honoured only on the brand that issued it, and only
 * while its session stands; the operator key stands for the server's operator on any brand.
 * Private routes answer 401 without a valid token (an ended session says so); public routes
 * simply see no principal. A caller of a kind the route does not serve gets 403, decided here
 * once for every route, so an operator key opens no customer route and a customer's token no
 * operator route, whatever the route's handler does.
 */
export function registerAuth(app: FastifyInstance, { tokens, operatorKey, isSessionCurrent }: Authenticators) {
  app.decorateRequest('principal', null);
  app.addHook('preValidation', async (request) => {
    const token = bearerToken(request);
    // A customer's token first: it comes with nearly every request and is usually already known.
    const verified = !token ? null : ((await tokens.verify(token)) ?? (operatorKey.matches(token) ? OPERATOR : null));
    const principal = verified && (verified.kind === 'operator' || verified.brandId === request.brand.id) ? verified : null;
    const hasEnded = principal?.kind === 'customer' && !(await isSessionCurrent(principal));
    request.principal = hasEnded ? null : principal;
    if (request.routeOptions.url === undefined) return; // no such route: the 404 says so
    const config = request.routeOptions.config;
    if (request.principal && !(config?.principals ?? BRAND_USERS).includes(request.principal.kind)) throw new AppError('auth/forbidden');
    if (config?.public !== true && !request.principal) throw new AppError(hasEnded ? 'auth/session-revoked' : 'auth/login-required');
  });
}

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('auth/login-required');
  return request.principal;
}
