import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVehicle } from '@servicebay/domain';
import { api } from '../../client';
import { ZVehicleList } from './get-vehicles';
import { storeVehicleList } from './set-vehicle-data';

/** POST /users/me/vehicles/:id/select: the vehicle services and documents are for; answers the list. */
export const selectVehicle = (vehicleId: string): Promise<TVehicle[]> =>
  api.request(`/users/me/vehicles/${encodeURIComponent(vehicleId)}/select`, { method: 'POST', schema: ZVehicleList });

export function useSelectVehicle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: selectVehicle, onSuccess: (vehicles) => storeVehicleList(queryClient, vehicles) });
}
