import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZGeoPlace, type TGeoPlace } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { SESSION_QUERY_KEY } from '../query-client';

/** GET /geo/search?q=: places in the brand's country; [] means 'No results found'. */
export const searchPlaces = (query: string): Promise<TGeoPlace[]> =>
  api.request(`/geo/search?${new URLSearchParams({ q: query })}`, { schema: z.array(ZGeoPlace) });

// Places do not move: a search typed again is answered from the cache.
export const placeSearchQueryOptions = (query: string) =>
  queryOptions({ queryKey: [...SESSION_QUERY_KEY, 'places', query], queryFn: () => searchPlaces(query), staleTime: Infinity });

/** Searches once `query` is long enough to mean something; the caller debounces typing. */
export function usePlaceSearch(query: string, minLength = 2) {
  const trimmed = query.trim();
  return useQuery({ ...placeSearchQueryOptions(trimmed), enabled: trimmed.length >= minLength, placeholderData: keepPreviousData });
}
