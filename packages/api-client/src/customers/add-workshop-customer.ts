import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWorkshopCustomer, type TWorkshopCustomer, type TWorkshopCustomerBody } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { workshopCustomerKeys } from './query-keys';
import { rememberCustomer } from './customer-cache';

type AddCustomer = { workshopId: string; customer: TWorkshopCustomerBody };

/** POST /staff/workshops/{workshopId}/customers: someone at the door (the brand's person with that number, if any). */
export const addWorkshopCustomer = ({ workshopId, customer }: AddCustomer): Promise<TWorkshopCustomer> =>
  staffApi.request(`/staff/workshops/${encodeURIComponent(workshopId)}/customers`, { method: 'POST', body: customer, schema: ZWorkshopCustomer });

export function useAddWorkshopCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWorkshopCustomer,
    onSuccess: (customer, { workshopId }) => {
      rememberCustomer(queryClient, workshopId, customer);
      return queryClient.invalidateQueries({ queryKey: workshopCustomerKeys.all(workshopId) });
    },
  });
}
