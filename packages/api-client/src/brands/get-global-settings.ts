import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGlobalSettings } from '@servicebay/domain';
import { api } from '../client';

/** GET /settings/global-settings: the brand's workshop listing model (Segment or not) and the app versions. */
export const getGlobalSettings = () => api.request('/settings/global-settings', { auth: 'none', schema: ZGlobalSettings });

export const globalSettingsQueryOptions = () => queryOptions({ queryKey: ['global-settings'], queryFn: getGlobalSettings, staleTime: 10 * 60 * 1000 });

export const useGlobalSettings = () => useQuery(globalSettingsQueryOptions());
