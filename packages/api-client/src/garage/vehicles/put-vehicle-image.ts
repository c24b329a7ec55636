import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZVehicle, type TVehicle } from '@servicebay/domain';
import { api } from '../../client';
import { storeVehicle } from './set-vehicle-data';

export type VehicleImageSlot = { vehicleId: string; slot: number };

/** PUT /users/me/vehicles/:id/images/:slot, multipart field "file" (png or jpg). */
export function putVehicleImage({ vehicleId, slot, file }: VehicleImageSlot & { file: Blob }): Promise<TVehicle> {
  const form = new FormData();
  form.append('file', file);
  return api.request(`/users/me/vehicles/${encodeURIComponent(vehicleId)}/images/${slot}`, { method: 'PUT', body: form, schema: ZVehicle });
}

export function usePutVehicleImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putVehicleImage, onSuccess: (vehicle) => storeVehicle(queryClient, vehicle) });
}
