import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDamageType } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { queryString } from '../http/query-string';
import { BODY_PANEL_STALE_MS, bodyPanelKeys } from './body-panel-keys';

/** GET /settings/damage-types: the damages a part can have, lightest first. */
export const getDamageTypes = (partId: string) =>
  api.request(`/settings/damage-types${queryString({ partId })}`, { auth: 'none', schema: z.array(ZDamageType) });

export const damageTypesQueryOptions = (partId: string, language: string) =>
  queryOptions({ queryKey: bodyPanelKeys.damageTypes(partId, language), queryFn: () => getDamageTypes(partId), staleTime: BODY_PANEL_STALE_MS });

/** Asked once a part is chosen. */
export const useDamageTypes = (partId: string | null, language: string) =>
  useQuery({ ...damageTypesQueryOptions(partId ?? '', language), enabled: partId !== null });
