import {
  addressesQueryOptions,
  bookingsQueryOptions,
  clientProfileQueryOptions,
  currentVehicleOf,
  meQueryOptions,
  profileQueryOptions,
  serviceHistoryQueryOptions,
  vehiclesQueryOptions,
} from '@servicebay/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { isWebHub, type TClientProfile } from '@servicebay/domain';
import { queryClient as appQueryClient } from '../query-client';

/**
 * What the portal frame and the dashboard show once the customer is known: the profile photo,
 * the vehicles, the bookings (the service status card above the rest), the vehicle in use's
 * service history (its tiles) and (except on web-hub brands) the addresses in the header. The
 * server renders the dashboard with these answers (prerender.tsx); the app asks for them in its
 * loader. A card whose answer came later would appear after the first paint and push the screen
 * below it down (Lighthouse's CLS 0.128 with a booking under way).
 */
export function prefetchDashboardQueries(queryClient: QueryClient, brand: TClientProfile): Promise<void>[] {
  const reads = [
    queryClient.prefetchQuery(profileQueryOptions()),
    queryClient.prefetchQuery(bookingsQueryOptions()),
    // The tiles need the vehicle in use, so its history is read once the vehicles are known.
    queryClient.fetchQuery(vehiclesQueryOptions()).then(
      (vehicles) => {
        // As the tiles ask (useServiceHistory): a vehicle without a plate has no history.
        const plate = currentVehicleOf(vehicles)?.registrationNumber ?? null;
        return plate === null ? undefined : queryClient.prefetchQuery(serviceHistoryQueryOptions(plate));
      },
      // As prefetchQuery: the failure stays in the query's state (the server then leaves the screen to the app).
      () => undefined,
    ),
  ];
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
