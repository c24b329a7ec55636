import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../platform/auth/auth-hook';
import { ownerOf } from './owner';

export const bearer = [{ bearerAuth: [] }];
/** Malformed ids are refused before they reach a uuid column. */
export const ZId = z.uuid({ error: 'Record Not Found' });
export const ownerFrom = (request: FastifyRequest) => ownerOf(request.brand, requirePrincipal(request));
export const MULTIPART = { consumes: ['multipart/form-data'] };
