import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCatalogModel } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../../client';
import { garageKeys } from '../query-keys';
import { CATALOG_STALE_MS } from './get-vehicle-types';

/** GET /catalog/vehicles/models: the models of one make. */
export const getModels = (makeId: string) =>
  api.request(`/catalog/vehicles/models?${new URLSearchParams({ makeId })}`, { auth: 'none', schema: z.array(ZCatalogModel) });

export const modelsQueryOptions = (makeId: string) =>
  queryOptions({ queryKey: garageKeys.catalog('models', makeId), queryFn: () => getModels(makeId), staleTime: CATALOG_STALE_MS });

/** Nothing is asked before a make is chosen. */
export const useModels = (makeId: string | null) => useQuery({ ...modelsQueryOptions(makeId ?? ''), enabled: Boolean(makeId) });
