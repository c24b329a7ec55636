import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZServiceDetails } from '@servicebay/domain';
import { api } from '../client';
import { queryString } from '../http/query-string';
import { MENU_STALE_MS, serviceKeys, type PricingQuery } from './service-keys';

/** `workshopId`: priced at that workshop, its own price when it publishes one (decision 0057); the brand's menu price without. */
export type ServiceDetailsQuery = PricingQuery & { workshopId?: string };

/** GET /catalog/service/{id}: a service, its price for the vehicle and its add-on sections. */
export const getServiceDetails = (serviceId: string, query: ServiceDetailsQuery) =>
  api.request(`/catalog/service/${encodeURIComponent(serviceId)}${queryString(query)}`, { auth: 'none', schema: ZServiceDetails });

export const serviceDetailsQueryOptions = (serviceId: string, query: ServiceDetailsQuery) =>
  queryOptions({ queryKey: serviceKeys.details(serviceId, query), queryFn: () => getServiceDetails(serviceId, query), staleTime: MENU_STALE_MS });

/** Asked once `isEnabled` (the customer's vehicle known, so the price is theirs). */
export const useServiceDetails = (serviceId: string, query: ServiceDetailsQuery, isEnabled = true) =>
  useQuery({ ...serviceDetailsQueryOptions(serviceId, query), enabled: isEnabled });
