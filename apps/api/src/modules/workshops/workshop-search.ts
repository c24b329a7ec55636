import { z } from 'zod';
import { pageWindow, type ZPaging } from '../../platform/http/route-kit';
import { positionKey, snappedPosition } from './workshop-answers';
import type { WorkshopSearch } from './workshops.service';

/** Where the customer is: both coordinates or neither; a radius only with them (km, Nearby sends 100). */
const WHERE = {
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  radius: z.coerce.number().positive().max(20_040).optional(),
};
type Where = { latitude?: number; longitude?: number; radius?: number };

/** A query with WHERE's fields, checked together. */
export const withWhere = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...WHERE, ...shape })
    .refine((query) => ((query as Where).latitude === undefined) === ((query as Where).longitude === undefined), {
      message: 'Send latitude and longitude together',
      path: ['longitude'],
    })
    .refine((query) => (query as Where).radius === undefined || (query as Where).latitude !== undefined, {
      message: 'A radius needs latitude and longitude',
      path: ['radius'],
    });

/**
 * Where the caller is, when the query says (WHERE's refinements hold both coordinates or neither),
 * snapped to the grid the answers are kept for (workshop-answers.ts).
 */
export const positionOf = ({ latitude, longitude }: Where) =>
  snappedPosition(latitude === undefined || longitude === undefined ? undefined : { latitude, longitude });

export const searchOf = (query: Where & z.infer<typeof ZPaging>): WorkshopSearch => ({ from: positionOf(query), radiusKm: query.radius, ...pageWindow(query) });

/** The part of a kept answer's key that the search decides. */
export const searchKey = (search: WorkshopSearch) => `${positionKey(search.from)}:${search.radiusKm ?? '-'}:${search.limit}:${search.offset}`;
