import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZService, type TVehicleType } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { queryString } from '../http/query-string';
import { MENU_STALE_MS, serviceKeys, type PricingQuery } from './service-keys';

export type ServicesQuery = PricingQuery & { vehicleType?: TVehicleType; searchString?: string };

/** GET /workshop/services: the brand's services for a vehicle, priced in a segment, searched by name. */
export const getServices = (query: ServicesQuery) => api.request(`/workshop/services${queryString(query)}`, { auth: 'none', schema: z.array(ZService) });

export const servicesQueryOptions = (query: ServicesQuery) =>
  queryOptions({ queryKey: serviceKeys.menu(query), queryFn: () => getServices(query), staleTime: MENU_STALE_MS });

/**
 * Keeps the last answer on screen while another is asked, so the list does not flash empty; asked
 * once `isEnabled` (the customer's vehicle known, so the prices are theirs).
 */
export const useServices = (query: ServicesQuery, isEnabled = true) =>
  useQuery({ ...servicesQueryOptions(query), placeholderData: keepPreviousData, enabled: isEnabled });
