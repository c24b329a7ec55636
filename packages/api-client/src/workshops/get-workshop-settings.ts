import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkshopSettings, type TWorkshopSettings } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { workshopKeys } from './query-keys';

export const workshopSettingsPath = (workshopId: string) => `/staff/workshops/${encodeURIComponent(workshopId)}/settings`;

/** GET /staff/workshops/{workshopId}/settings: the workshop as its owner keeps it; read by everyone who works there. */
export const getWorkshopSettings = (workshopId: string): Promise<TWorkshopSettings> =>
  staffApi.request(workshopSettingsPath(workshopId), { schema: ZWorkshopSettings });

export const workshopSettingsQueryOptions = (workshopId: string) =>
  queryOptions({ queryKey: workshopKeys.settings(workshopId), queryFn: () => getWorkshopSettings(workshopId) });

export const useWorkshopSettings = (workshopId: string) => useQuery(workshopSettingsQueryOptions(workshopId));
