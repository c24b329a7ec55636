import { addressesQueryOptions, meQueryOptions, clientProfileQueryOptions, profileQueryOptions, vehiclesQueryOptions } from '@servicebay/api-client';
import { isWebHub } from '@servicebay/domain';
import { queryClient } from '../query-client';

/**
 * Starts what the portal frame and the dashboard show (addresses in the header, the profile photo,
 * the vehicles) as soon as the customer is known, instead of when their components first render
 * after the screen's chunks arrive: one round trip less before the dashboard paints. Not awaited,
 * so the screen renders while they load, as it would without this.
 */
export async function prefetchDashboardData() {
  try {
    // The portal's own loader asks for the customer; this waits on the same request.
    await queryClient.ensureQueryData(meQueryOptions());
    const brand = await queryClient.ensureQueryData(clientProfileQueryOptions());
    void queryClient.prefetchQuery(profileQueryOptions());
    void queryClient.prefetchQuery(vehiclesQueryOptions());
    if (!isWebHub(brand)) void queryClient.prefetchQuery(addressesQueryOptions());
  } catch {
    // No customer: the portal's loader sends the visitor to sign in; nothing to start here.
  }
  return null;
}
