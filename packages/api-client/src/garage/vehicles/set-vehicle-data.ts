import type { QueryClient } from '@tanstack/react-query';
import type { TVehicle } from '@servicebay/domain';
import { storeAnswer } from '../../query-client';
import { garageKeys, refreshSessionAfterGarageChange } from '../query-keys';

/** The API answers a changed vehicle: it replaces its copies in the cache. */
export async function storeVehicle(queryClient: QueryClient, vehicle: TVehicle) {
  await storeAnswer(queryClient, garageKeys.vehicle(vehicle.did), vehicle);
  await storeAnswer<TVehicle[]>(queryClient, garageKeys.vehicles(), (list) => list?.map((v) => (v.did === vehicle.did ? vehicle : v)));
}

/** The API answers the whole list after default, select and delete: it becomes the cached list. */
export async function storeVehicleList(queryClient: QueryClient, vehicles: TVehicle[]) {
  await storeAnswer(queryClient, garageKeys.vehicles(), vehicles);
  await Promise.all(vehicles.map((vehicle) => storeAnswer(queryClient, garageKeys.vehicle(vehicle.did), vehicle)));
  return refreshSessionAfterGarageChange(queryClient);
}
