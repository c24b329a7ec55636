import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZVehicle, type TVehicle, type TVehicleUpdate } from '@servicebay/domain';
import { api } from '../../client';
import { storeVehicle } from './set-vehicle-data';

/** PATCH /users/me/vehicles/:id: nickname, registration, VIN and odometer. */
export const updateVehicle = ({ vehicleId, changes }: { vehicleId: string; changes: TVehicleUpdate }): Promise<TVehicle> =>
  api.request(`/users/me/vehicles/${encodeURIComponent(vehicleId)}`, { method: 'PATCH', body: changes, schema: ZVehicle });

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateVehicle, onSuccess: (vehicle) => storeVehicle(queryClient, vehicle) });
}
