import type { QueryClient } from '@tanstack/react-query';
import type { TVehicle } from '@servicebay/domain';
import { garageKeys, refreshSessionAfterGarageChange } from '../query-keys';

/** The API answers a changed vehicle: it replaces its copies in the cache. */
export function storeVehicle(queryClient: QueryClient, vehicle: TVehicle) {
  queryClient.setQueryData(garageKeys.vehicle(vehicle.did), vehicle);
  queryClient.setQueryData<TVehicle[]>(garageKeys.vehicles(), (list) => list?.map((v) => (v.did === vehicle.did ? vehicle : v)));
}

/** The API answers the whole list after default, select and delete: it becomes the cached list. */
export function storeVehicleList(queryClient: QueryClient, vehicles: TVehicle[]) {
  queryClient.setQueryData(garageKeys.vehicles(), vehicles);
  for (const vehicle of vehicles) queryClient.setQueryData(garageKeys.vehicle(vehicle.did), vehicle);
  return refreshSessionAfterGarageChange(queryClient);
}
