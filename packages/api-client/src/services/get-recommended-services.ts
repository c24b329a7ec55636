import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRecommendedService, type TVehicleType } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { queryString } from '../http/query-string';
import { MENU_STALE_MS, serviceKeys, type PricingQuery } from './service-keys';

/**
 * Where the customer is (both or neither) and what they drive. Without a vehicle, the kinds of
 * vehicle the workshops near them take decide the kind of services; the server rounds the position.
 */
export type RecommendedServicesQuery = PricingQuery & { latitude?: number; longitude?: number; vehicleType?: TVehicleType };

/** GET /catalog/recommended-services: the dashboard's few services for the vehicle, priced for it, each with why it is recommended. */
export const getRecommendedServices = (query: RecommendedServicesQuery) =>
  api.request(`/catalog/recommended-services${queryString(query)}`, { auth: 'none', schema: z.array(ZRecommendedService) });

export const recommendedServicesQueryOptions = (query: RecommendedServicesQuery) =>
  queryOptions({ queryKey: serviceKeys.recommended(query), queryFn: () => getRecommendedServices(query), staleTime: MENU_STALE_MS });

/** Asked once `isEnabled` (the customer's vehicle known, so the prices are theirs); a web-hub brand shows none (customer spec section 1). */
export const useRecommendedServices = (query: RecommendedServicesQuery, isEnabled = true) =>
  useQuery({ ...recommendedServicesQueryOptions(query), enabled: isEnabled });
