import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZVehiclePerspective } from '@servicebay/domain';
import { z } from 'zod';
import { api } from '../client';
import { queryString } from '../http/query-string';
import { BODY_PANEL_STALE_MS, bodyPanelKeys } from './body-panel-keys';

/** GET /settings/vehicle-perspectives: the customer's vehicle from four sides, with the parts to tap on each. */
export const getVehiclePerspectives = (catalogVehicleId: string) =>
  api.request(`/settings/vehicle-perspectives${queryString({ catalogVehicleId })}`, { auth: 'none', schema: z.array(ZVehiclePerspective) });

export const vehiclePerspectivesQueryOptions = (catalogVehicleId: string, language: string) =>
  queryOptions({
    queryKey: bodyPanelKeys.perspectives(catalogVehicleId, language),
    queryFn: () => getVehiclePerspectives(catalogVehicleId),
    staleTime: BODY_PANEL_STALE_MS,
  });

/** Asked once the customer's vehicle is known. */
export const useVehiclePerspectives = (catalogVehicleId: string | undefined, language: string) =>
  useQuery({ ...vehiclePerspectivesQueryOptions(catalogVehicleId ?? '', language), enabled: Boolean(catalogVehicleId) });
