import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVehicle } from '@servicebay/domain';
import { api } from '../../client';
import { garageKeys } from '../query-keys';
import { ZVehicleList } from './get-vehicles';
import { storeVehicleList } from './set-vehicle-data';

/** DELETE /users/me/vehicles/:id: refused (409) while a booking is in progress; answers the remaining list. */
export const deleteVehicle = (vehicleId: string): Promise<TVehicle[]> =>
  api.request(`/users/me/vehicles/${encodeURIComponent(vehicleId)}`, { method: 'DELETE', schema: ZVehicleList });

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: (vehicles, vehicleId) => {
      queryClient.removeQueries({ queryKey: garageKeys.vehicle(vehicleId) });
      return storeVehicleList(queryClient, vehicles);
    },
  });
}
