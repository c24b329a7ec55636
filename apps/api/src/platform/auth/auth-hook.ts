import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { AccessTokens } from './access-token';
import type { OperatorKey } from './operator-key';
import { canAccess, type TAccess, type TPermissionArea } from '@servicebay/domain';
import type { CustomerPrincipal, Principal, PrincipalKind, StaffPrincipal } from './principal';

/**
 * Whether a customer's token still stands: not erased, no sessions ended since (sign-out, a guest
 * joining an account). Asked on every request, so it must be cheap.
 */
export type SessionCheck = (principal: CustomerPrincipal) => Promise<boolean>;
/** A staff token's session: the workshops the person works at now, or null when it ended (switched off, a new role, password or workshops). */
export type StaffSessionCheck = (principal: StaffPrincipal) => Promise<string[] | null>;

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
    /** Who a route serves: customers (and guests) unless it says otherwise (`STAFF_ONLY` and `OPERATOR_ONLY` of the route kit). */
    principals?: readonly PrincipalKind[];
    /** What a staff caller's role must be allowed (domain staff/permissions.ts), checked before the handler runs. */
    permission?: { area: TPermissionArea; access: TAccess };
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const OPERATOR: Principal = { kind: 'operator' };
const CUSTOMERS: readonly PrincipalKind[] = ['customer'];

export type Authenticators = { tokens: AccessTokens; operatorKey: OperatorKey; isSessionCurrent: SessionCheck; staffSession: StaffSessionCheck };

/**
 * Puts the caller on the request. A token is honoured only on the brand that issued it, and only
 * while its session stands; the operator key stands for the server's operator on any brand.
 * Private routes answer 401 without a valid token (an ended session says so); public routes
 * simply see no principal. Decided here once for every route, whatever its handler does:
 * - a customer's token on a staff route, or staff's on a customer route, is no sign-in there: 401,
 *   and a public route sees no principal;
 * - the operator key opens no customer or staff route, and no brand user an operator route: 403;
 * - staff whose role lacks the route's permission: 403; staff naming a workshop they do not work
 *   at: 404, before the request is read further.
 */
export function registerAuth(app: FastifyInstance, { tokens, operatorKey, isSessionCurrent, staffSession }: Authenticators) {
  app.decorateRequest('principal', null);
  app.addHook('preValidation', async (request) => {
    const token = bearerToken(request);
    // A customer's token first: it comes with nearly every request and is usually already known.
    const verified = !token ? null : ((await tokens.verify(token)) ?? (operatorKey.matches(token) ? OPERATOR : null));
    const principal = verified && (verified.kind === 'operator' || verified.brandId === request.brand.id) ? verified : null;
    const workshopIds = principal?.kind === 'staff' ? await staffSession(principal) : undefined;
    const hasEnded = principal?.kind === 'customer' ? !(await isSessionCurrent(principal)) : workshopIds === null;
    request.principal = hasEnded ? null : principal?.kind === 'staff' ? { ...principal, workshopIds: workshopIds! } : principal;
    if (request.routeOptions.url === undefined) return; // no such route: the 404 says so
    const config = request.routeOptions.config;
    const serves = config?.principals ?? CUSTOMERS;
    const caller = request.principal;
    if (caller && !serves.includes(caller.kind)) {
      if (caller.kind === 'operator' || serves.includes('operator')) throw new AppError('auth/forbidden');
      request.principal = null; // the other app's sign-in: none here
    }
    if (config?.public !== true && !request.principal) throw new AppError(hasEnded ? 'auth/session-revoked' : 'auth/login-required');
    if (request.principal?.kind !== 'staff') return;
    const permission = config?.permission;
    if (permission && !canAccess(request.principal.role, permission.area, permission.access)) throw new AppError('auth/forbidden');
    // A workshop the caller does not work at has nothing to show them, whatever they ask of it.
    const workshopId = (request.params as Record<string, string | undefined> | undefined)?.workshopId;
    if (workshopId !== undefined && !request.principal.workshopIds.includes(workshopId)) throw new AppError('resource/not-found');
  });
}

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('auth/login-required');
  return request.principal;
}
