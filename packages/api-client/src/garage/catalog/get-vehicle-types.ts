import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZVehicleTypeGroup } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../../client';
import { garageKeys } from '../query-keys';

const CATALOG_STALE_MS = 60 * 60 * 1000;

/** GET /catalog/vehicleTypes: car and two-wheeler, as far as the brand sells them. */
export const getVehicleTypes = () => api.request('/catalog/vehicleTypes', { auth: 'none', schema: z.array(ZVehicleTypeGroup) });

export const vehicleTypesQueryOptions = () =>
  queryOptions({ queryKey: garageKeys.catalog('vehicle-types'), queryFn: getVehicleTypes, staleTime: CATALOG_STALE_MS });

export const useVehicleTypes = () => useQuery(vehicleTypesQueryOptions());

export { CATALOG_STALE_MS };
