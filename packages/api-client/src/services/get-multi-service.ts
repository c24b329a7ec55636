import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_SERVICES_AT_ONCE, ZServiceDetails } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { queryString } from '../http/query-string';
import { MENU_STALE_MS, serviceKeys, type PricingQuery } from './service-keys';

/** GET /catalog/multi-service: several services' details (as /catalog/service/{id}) in the order given; at most MAX_SERVICES_AT_ONCE. */
export const getMultiService = (serviceIds: readonly string[], query: PricingQuery) =>
  api.request(`/catalog/multi-service${queryString({ ...query, serviceIdList: serviceIds.join(',') })}`, { auth: 'none', schema: z.array(ZServiceDetails) });

export const multiServiceQueryOptions = (serviceIds: readonly string[], query: PricingQuery) =>
  queryOptions({
    queryKey: serviceKeys.several({ serviceIds, ...query }),
    queryFn: () => getMultiService(serviceIds, query),
    staleTime: MENU_STALE_MS,
  });

/** Asked only for 1 to MAX_SERVICES_AT_ONCE services. */
export const useMultiService = (serviceIds: readonly string[], query: PricingQuery) =>
  useQuery({ ...multiServiceQueryOptions(serviceIds, query), enabled: serviceIds.length > 0 && serviceIds.length <= MAX_SERVICES_AT_ONCE });
