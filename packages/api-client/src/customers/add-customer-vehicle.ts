import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWorkshopCustomer, type TWorkshopCustomer, type TWorkshopVehicleBody } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { workshopCustomerKeys } from './query-keys';
import { rememberCustomer } from './customer-cache';

type AddVehicle = { workshopId: string; customerId: string; vehicle: TWorkshopVehicleBody };

/** POST …/customers/{customerId}/vehicles: a vehicle recorded for the customer ('customers/vehicle-exists' at the registration number). */
export const addCustomerVehicle = ({ workshopId, customerId, vehicle }: AddVehicle): Promise<TWorkshopCustomer> =>
  staffApi.request(`/staff/workshops/${encodeURIComponent(workshopId)}/customers/${encodeURIComponent(customerId)}/vehicles`, {
    method: 'POST',
    body: vehicle,
    schema: ZWorkshopCustomer,
  });

export function useAddCustomerVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCustomerVehicle,
    onSuccess: (customer, { workshopId }) => {
      rememberCustomer(queryClient, workshopId, customer);
      // The list shows each customer's plates, and is searched by them.
      return queryClient.invalidateQueries({ queryKey: workshopCustomerKeys.lists(workshopId) });
    },
  });
}
