import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCatalogMake, type TVehicleType } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../../client';
import { garageKeys } from '../query-keys';
import { CATALOG_STALE_MS } from './get-vehicle-types';

/** GET /catalog/vehicle/makes: the brands sold in the brand's market, of one vehicle type. */
export const getMakes = (vehicleType?: TVehicleType) =>
  api.request(`/catalog/vehicle/makes${vehicleType ? `?${new URLSearchParams({ vehicleType })}` : ''}`, { auth: 'none', schema: z.array(ZCatalogMake) });

export const makesQueryOptions = (vehicleType?: TVehicleType) =>
  queryOptions({ queryKey: garageKeys.catalog('makes', vehicleType), queryFn: () => getMakes(vehicleType), staleTime: CATALOG_STALE_MS });

export const useMakes = (vehicleType: TVehicleType | undefined, enabled = true) => useQuery({ ...makesQueryOptions(vehicleType), enabled });
