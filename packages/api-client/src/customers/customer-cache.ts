import type { QueryClient } from '@tanstack/react-query';
import type { TWorkshopCustomer } from '@servicebay/domain';
import { workshopCustomerKeys } from './query-keys';

/** Every change answers the whole customer: kept as their page's data, so it opens without asking again. */
export const rememberCustomer = (queryClient: QueryClient, workshopId: string, customer: TWorkshopCustomer) =>
  queryClient.setQueryData(workshopCustomerKeys.detail(workshopId, customer.customerId), customer);
