import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCatalogVariant, type TFuelType } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../../client';
import { garageKeys } from '../query-keys';
import { CATALOG_STALE_MS } from './get-vehicle-types';

export type VariantsQuery = { modelId: string; year: number; fuelType: TFuelType };

/** GET /catalog/vehicle/variants: the variants of a model sold in a year with one fuel type. */
export const getVariants = ({ modelId, year, fuelType }: VariantsQuery) =>
  api.request(`/catalog/vehicle/variants?${new URLSearchParams({ modelId, year: String(year), fuelType })}`, {
    auth: 'none',
    schema: z.array(ZCatalogVariant),
  });

export const variantsQueryOptions = (query: VariantsQuery) =>
  queryOptions({
    queryKey: garageKeys.catalog('variants', query.modelId, query.year, query.fuelType),
    queryFn: () => getVariants(query),
    staleTime: CATALOG_STALE_MS,
  });

/** Asked only once model, year and fuel are all chosen. */
export function useVariants(query: Partial<VariantsQuery>) {
  const { modelId, year, fuelType } = query;
  const isComplete = Boolean(modelId && year && fuelType);
  return useQuery({ ...variantsQueryOptions({ modelId: modelId ?? '', year: year ?? 0, fuelType: fuelType ?? 'PETROL' }), enabled: isComplete });
}
