import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZVehicle, type TVehicle, type TVehicleCreate } from '@servicebay/domain';
import { api } from '../../client';
import { garageKeys, refreshSessionAfterGarageChange } from '../query-keys';

/** POST /users/me/vehicles: the first vehicle becomes default and selected on the server. */
export const addVehicle = (body: TVehicleCreate): Promise<TVehicle> => api.request('/users/me/vehicles', { method: 'POST', body, schema: ZVehicle });

export function useAddVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVehicle,
    onSuccess: async () => {
      // Another vehicle may have lost its default or selected mark: the list is read again.
      await Promise.all([queryClient.invalidateQueries({ queryKey: garageKeys.vehicles() }), refreshSessionAfterGarageChange(queryClient)]);
    },
  });
}
