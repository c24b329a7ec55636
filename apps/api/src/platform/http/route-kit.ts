import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { acceptedLanguages, languageOfBrowser, type Language } from '@servicebay/domain';
import { requirePrincipal } from '../auth/auth-hook';
import type { CustomerScope } from '../auth/principal';
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
