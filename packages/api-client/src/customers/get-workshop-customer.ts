import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkshopCustomer, type TWorkshopCustomer } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { workshopCustomerKeys } from './query-keys';

/** GET /staff/workshops/{workshopId}/customers/{customerId}: one customer with their vehicles. */
export const getWorkshopCustomer = (workshopId: string, customerId: string): Promise<TWorkshopCustomer> =>
  staffApi.request(`/staff/workshops/${encodeURIComponent(workshopId)}/customers/${encodeURIComponent(customerId)}`, { schema: ZWorkshopCustomer });

export const workshopCustomerQueryOptions = (workshopId: string, customerId: string) =>
  queryOptions({ queryKey: workshopCustomerKeys.detail(workshopId, customerId), queryFn: () => getWorkshopCustomer(workshopId, customerId) });

export const useWorkshopCustomer = (workshopId: string, customerId: string) => useQuery(workshopCustomerQueryOptions(workshopId, customerId));
