import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZGeoPlace, type TGeoPlace } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { SESSION_QUERY_KEY } from '../query-client';

/** GET /geo/search?q=: places in the brand's country; [] means 'No results found'. */
export const searchPlaces = (query: string): Promise<TGeoPlace[]> =>
  api.request(`/geo/search?${new URLSearchParams({ q: query })}`, { schema: z.array(ZGeoPlace) });

// Places do not move: a search typed again is answered from the cache. Their names come in the
// app's language (Accept-Language), so the same words searched in another language are another answer.
export const placeSearchQueryOptions = (query: string, language: string) =>
  queryOptions({ queryKey: [...SESSION_QUERY_KEY, 'places', language, query], queryFn: () => searchPlaces(query), staleTime: Infinity });

/** Searches once `query` is long enough to mean something; the caller debounces typing. */
export function usePlaceSearch(query: string, language: string, minLength = 2) {
  const trimmed = query.trim();
  return useQuery({ ...placeSearchQueryOptions(trimmed, language), enabled: trimmed.length >= minLength, placeholderData: keepPreviousData });
}
