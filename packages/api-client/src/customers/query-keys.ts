import type { TCustomerSearchQuery } from '@servicebay/domain';
import { STAFF_QUERY_KEY } from '../staff/query-keys';

/** A workshop's customers, under the staff session's key: every page of its list and each one's record. */
export const workshopCustomerKeys = {
  all: (workshopId: string) => [...STAFF_QUERY_KEY, 'customers', workshopId] as const,
  lists: (workshopId: string) => [...workshopCustomerKeys.all(workshopId), 'list'] as const,
  list: (workshopId: string, query: Partial<TCustomerSearchQuery>) => [...workshopCustomerKeys.lists(workshopId), query] as const,
  detail: (workshopId: string, customerId: string) => [...workshopCustomerKeys.all(workshopId), 'one', customerId] as const,
};
