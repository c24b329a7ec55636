import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZServiceDetails, type TBodyDamageQuery } from '@servicebay/domain';
import { api } from '../client';
import { queryString } from '../http/query-string';
import { BODY_PANEL_STALE_MS, bodyPanelKeys } from './body-panel-keys';

export type BodyDamageQuery = Omit<TBodyDamageQuery, 'clientName'>;

/** GET /catalog/services/body-damage: the service that mends a damage of a part, priced for the vehicle. */
export const getBodyDamageService = (query: BodyDamageQuery) =>
  api.request(`/catalog/services/body-damage${queryString(query)}`, { auth: 'none', schema: ZServiceDetails });

export const bodyDamageServiceQueryOptions = (query: BodyDamageQuery, language: string) =>
  queryOptions({ queryKey: bodyPanelKeys.service(query, language), queryFn: () => getBodyDamageService(query), staleTime: BODY_PANEL_STALE_MS });

/** Asked once a part and a damage are chosen (`query` null before); the last service stays on screen while the next is asked. */
export const useBodyDamageService = (query: BodyDamageQuery | null, language: string) =>
  useQuery({
    ...bodyDamageServiceQueryOptions(query ?? { partId: '', damageTypeId: '' }, language),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
