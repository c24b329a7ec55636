import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZService } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { queryString } from '../http/query-string';
import { MENU_STALE_MS, serviceKeys, type PricingQuery } from './service-keys';

export type ServicesByWorkshopQuery = PricingQuery & { workshopId: string; searchString?: string };

/** GET /workshop/servicesByWorkshop: what one of the brand's workshops offers (the services of the vehicle types it takes), priced like the menu. */
export const getServicesByWorkshop = (query: ServicesByWorkshopQuery) =>
  api.request(`/workshop/servicesByWorkshop${queryString(query)}`, { auth: 'none', schema: z.array(ZService) });

export const servicesByWorkshopQueryOptions = (query: ServicesByWorkshopQuery) =>
  queryOptions({ queryKey: serviceKeys.byWorkshop(query), queryFn: () => getServicesByWorkshop(query), staleTime: MENU_STALE_MS });

/** Keeps the last answer on screen while a new search is asked, so the list does not flash empty. */
export const useServicesByWorkshop = (query: ServicesByWorkshopQuery, isEnabled = true) =>
  useQuery({ ...servicesByWorkshopQueryOptions(query), placeholderData: keepPreviousData, enabled: isEnabled });
