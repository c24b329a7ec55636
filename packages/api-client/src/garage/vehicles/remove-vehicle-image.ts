import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZVehicle, type TVehicle } from '@servicebay/domain';
import { api } from '../../client';
import type { VehicleImageSlot } from './put-vehicle-image';
import { storeVehicle } from './set-vehicle-data';

/** DELETE /users/me/vehicles/:id/images/:slot: empties the slot and removes the file. */
export const removeVehicleImage = ({ vehicleId, slot }: VehicleImageSlot): Promise<TVehicle> =>
  api.request(`/users/me/vehicles/${encodeURIComponent(vehicleId)}/images/${slot}`, { method: 'DELETE', schema: ZVehicle });

export function useRemoveVehicleImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeVehicleImage, onSuccess: (vehicle) => storeVehicle(queryClient, vehicle) });
}
