import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { acceptedLanguages, languageOfBrowser, type Language, type TAccess, type TPermissionArea } from '@servicebay/domain';
import { requirePrincipal } from '../auth/auth-hook';
import type { CustomerScope, StaffPrincipal, StaffScope } from '../auth/principal';
import { AppError, ID_NOT_FOUND } from '../errors';

/**
 * The pieces every route is written with, so each module's routes read the same: who calls and
 * in what scope, ids in the path, multipart bodies and paging.
 */

/** The brand's name as the apps pass it in a query (the brand itself comes from the Host or x-client-name). */
export const clientName = z.string().max(64).optional();

/** A route guests use too (catalogue, workshops): no token needed. */
export const PUBLIC_ROUTE = { config: { public: true } } as const;

/** The OpenAPI security requirement of a private route. */
export const bearer = [{ bearerAuth: [] }];

/** Malformed ids are refused before they reach a uuid column, with the spec's not-found text. */
export const ZId = z.uuid({ error: ID_NOT_FOUND });

/** `idParams('vehicleId')` -> z.object({ vehicleId: ZId }). */
export const idParams = <K extends string>(...names: K[]) => z.object(Object.fromEntries(names.map((name) => [name, ZId])) as Record<K, typeof ZId>);

/**
 * The config of a route for the server's operator (imports), not for a brand's customers: the auth
 * hook refuses every other caller with 403, and the operator key on every other route.
 */
export const OPERATOR_ONLY = { principals: ['operator'] } as const;

/** A route of staff's own (their account, their sessions): any staff member of the brand, whatever their role. */
export const STAFF_ONLY = { principals: ['staff'] } as const;

/**
 * A route of the workshop app: staff of the brand whose role may `access` the area (the permission
 * matrix of domain staff/permissions.ts), checked by the auth hook before the handler runs.
 */
export const staffRoute = (area: TPermissionArea, access: TAccess) => ({ principals: ['staff'], permission: { area, access } }) as const;

/** The staff caller; the auth hook has let only staff reach a staff route. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  const principal = requirePrincipal(request);
  if (principal.kind !== 'staff') throw new AppError('auth/forbidden');
  return principal;
}

/**
 * A staff call about one workshop: the caller must work there, else it is not found (another
 * workshop's records are not refused, they do not exist for the caller).
 */
export function staffScope(request: FastifyRequest, workshopId: string): StaffScope {
  const { staffId, role, workshopIds } = staffOf(request);
  if (!workshopIds.includes(workshopId)) throw new AppError('resource/not-found');
  return { brandId: request.brand.id, staffId, role, workshopId };
}

/** Routes whose body is a multipart form (uploads), documented as such. */
export const MULTIPART = { consumes: ['multipart/form-data'] };

/** A customer's own data: the caller must be a customer (or guest) of the request's brand. */
export function customerScope(request: FastifyRequest): CustomerScope {
  const principal = requirePrincipal(request);
  if (principal.kind !== 'customer') throw new AppError('auth/forbidden');
  return { brandId: request.brand.id, userId: principal.userId };
}

export const MAX_PAGE_SIZE = 100;
/** `?page=2&pageSize=20`: pages count from 1. */
export const ZPaging = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type TPaging = z.infer<typeof ZPaging>;
export const pageWindow = ({ page, pageSize }: TPaging) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** The language the caller reads (the apps send theirs as Accept-Language): server texts and catalogue names come in it. */
export const requestLanguage = (request: FastifyRequest): Language => languageOfBrowser(acceptedLanguages(request.headers['accept-language']));
