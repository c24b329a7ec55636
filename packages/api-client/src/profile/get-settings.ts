import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUserSettings, type TUserSettings } from '@servicebay/domain';
import { api } from '../client';
import { SESSION_QUERY_KEY } from '../query-client';

/** GET /users/me/settings: language, notification switches, deletion request. */
export const getSettings = (): Promise<TUserSettings> => api.request('/users/me/settings', { schema: ZUserSettings });

export const settingsQueryOptions = () => queryOptions({ queryKey: [...SESSION_QUERY_KEY, 'settings'], queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
