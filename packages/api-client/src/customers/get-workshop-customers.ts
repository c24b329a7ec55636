import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkshopCustomerPage, type TCustomerSearchQuery } from '@servicebay/domain';
import type { z } from 'zod';
import { queryString } from '../http/query-string';
import { staffApi } from '../staff/staff-client';
import { workshopCustomerKeys } from './query-keys';

export type CustomerSearch = Partial<TCustomerSearchQuery>;
type CustomerPage = z.infer<typeof ZWorkshopCustomerPage>;

/** GET /staff/workshops/{workshopId}/customers: one page of the workshop's customers, by name, mobile number or plate. */
export const getWorkshopCustomers = (workshopId: string, query: CustomerSearch): Promise<CustomerPage> =>
  staffApi.request(`/staff/workshops/${encodeURIComponent(workshopId)}/customers${queryString(query)}`, { schema: ZWorkshopCustomerPage });

export const workshopCustomersQueryOptions = (workshopId: string, query: CustomerSearch) =>
  queryOptions({ queryKey: workshopCustomerKeys.list(workshopId, query), queryFn: () => getWorkshopCustomers(workshopId, query) });

/** The page asked for; the last one stays on screen while the next loads (typing a search, paging). */
export const useWorkshopCustomers = (workshopId: string, query: CustomerSearch) =>
  useQuery({ ...workshopCustomersQueryOptions(workshopId, query), placeholderData: keepPreviousData });
