import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../query-client';

/**
 * The customer's garage lives under the session key, so sign-out forgets it; the catalogue is
 * public and the same for every customer of a brand.
 */
export const garageKeys = {
  vehicles: () => [...SESSION_QUERY_KEY, 'vehicles'] as const,
  vehicle: (vehicleId: string) => [...SESSION_QUERY_KEY, 'vehicles', vehicleId] as const,
  documents: (vehicleId: string | undefined) => [...SESSION_QUERY_KEY, 'documents', vehicleId ?? 'all'] as const,
  documentTemplates: () => ['document-templates'] as const,
  catalog: (...parts: (string | number | undefined)[]) => ['catalog', ...parts] as const,
};

/**
 * A vehicle change moves the default and selected references (the user record), the profile's
 * completeness and the documents shown: every other cached answer of the session is refetched.
 * Awaited by the mutations, so a caller that goes on afterwards sees the new state.
 */
export function refreshSessionAfterGarageChange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: SESSION_QUERY_KEY,
    predicate: (query) => query.queryKey[1] !== 'vehicles',
  });
}
