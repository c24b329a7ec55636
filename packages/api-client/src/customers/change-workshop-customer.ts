import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWorkshopCustomer, type TWorkshopCustomer, type TWorkshopCustomerBody } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { workshopCustomerKeys } from './query-keys';
import { rememberCustomer } from './customer-cache';

type ChangeCustomer = { workshopId: string; customerId: string; customer: TWorkshopCustomerBody };

/** PATCH /staff/workshops/{workshopId}/customers/{customerId}: the whole record as the form holds it; the mobile number stays. */
export const changeWorkshopCustomer = ({ workshopId, customerId, customer }: ChangeCustomer): Promise<TWorkshopCustomer> =>
  staffApi.request(`/staff/workshops/${encodeURIComponent(workshopId)}/customers/${encodeURIComponent(customerId)}`, {
    method: 'PATCH',
    body: customer,
    schema: ZWorkshopCustomer,
  });

export function useChangeWorkshopCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWorkshopCustomer,
    onSuccess: (customer, { workshopId }) => {
      rememberCustomer(queryClient, workshopId, customer);
      return queryClient.invalidateQueries({ queryKey: workshopCustomerKeys.lists(workshopId) });
    },
  });
}
