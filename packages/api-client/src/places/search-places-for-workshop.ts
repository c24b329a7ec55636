import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZGeoPlace, type TGeoPlace } from '@servicebay/domain';
import { z } from 'zod';
import { staffApi } from '../staff/staff-client';

/**
 * GET /geo/search?q= for a workshop signing up: sent without a token, since nobody is signed in yet
 * (and the customer's session, which the same origin may hold, must not be lent to the workshop app).
 */
export const searchPlacesForWorkshop = (query: string): Promise<TGeoPlace[]> =>
  staffApi.request(`/geo/search?${new URLSearchParams({ q: query })}`, { auth: 'none', schema: z.array(ZGeoPlace) });

// Places do not move; their names come in the app's language, so the language is part of the key.
export const workshopPlaceSearchQueryOptions = (query: string, language: string) =>
  queryOptions({ queryKey: ['workshop-places', language, query], queryFn: () => searchPlacesForWorkshop(query), staleTime: Infinity, retry: false });

/** Searches once `query` is long enough to mean something; the caller debounces typing. */
export function useWorkshopPlaceSearch(query: string, language: string, minLength = 2) {
  const trimmed = query.trim();
  return useQuery({ ...workshopPlaceSearchQueryOptions(trimmed, language), enabled: trimmed.length >= minLength, placeholderData: keepPreviousData });
}
