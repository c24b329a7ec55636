import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVehicle } from '@servicebay/domain';
import { api } from '../../client';
import { ZVehicleList } from './get-vehicles';
import { storeVehicleList } from './set-vehicle-data';

/** POST /users/me/vehicles/:id/default: answers the list with the new default marked. */
export const makeDefaultVehicle = (vehicleId: string): Promise<TVehicle[]> =>
  api.request(`/users/me/vehicles/${encodeURIComponent(vehicleId)}/default`, { method: 'POST', schema: ZVehicleList });

export function useMakeDefaultVehicle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeDefaultVehicle, onSuccess: (vehicles) => storeVehicleList(queryClient, vehicles) });
}
