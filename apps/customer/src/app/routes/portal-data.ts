import { addressesQueryOptions, meQueryOptions, clientProfileQueryOptions, profileQueryOptions, vehiclesQueryOptions } from '@servicebay/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { isWebHub, type TClientProfile } from '@servicebay/domain';
import { queryClient as appQueryClient } from '../query-client';

/**
 * What the portal frame and the dashboard show once the customer is known: the profile photo,
 * the vehicles, and (except on web-hub brands) the addresses in the header. The server renders
 * the dashboard with these answers (prerender.tsx); the app asks for them in its loader.
 */
export function prefetchDashboardQueries(queryClient: QueryClient, brand: TClientProfile): Promise<void>[] {
  const reads = [queryClient.prefetchQuery(profileQueryOptions()), queryClient.prefetchQuery(vehiclesQueryOptions())];
  if (!isWebHub(brand)) reads.push(queryClient.prefetchQuery(addressesQueryOptions()));
  return reads;
}

/**
 * Starts the dashboard's answers as soon as the customer is known, instead of when their
 * components first render after the screen's chunks arrive: one round trip less before the
 * dashboard paints. Not awaited, so the screen renders while they load, as it would without this.
 */
export async function prefetchDashboardData() {
  try {
    // The portal's own loader asks for the customer; this waits on the same request.
    await appQueryClient.ensureQueryData(meQueryOptions());
    const brand = await appQueryClient.ensureQueryData(clientProfileQueryOptions());
    void prefetchDashboardQueries(appQueryClient, brand);
  } catch {
    // No customer: the portal's loader sends the visitor to sign in; nothing to start here.
  }
  return null;
}
