import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZUserSettings, type TUser, type TUserSettings, type ZSettingsPatch } from '@servicebay/domain';
import type { z } from 'zod';
import { meQueryOptions } from '../auth/get-me';
import { api } from '../client';
import { settingsQueryOptions } from './get-settings';

export type TSettingsPatch = z.infer<typeof ZSettingsPatch>;

/** PATCH /users/me/settings: language, notifications, reminders or pricing segment. */
export const updateSettings = (patch: TSettingsPatch): Promise<TUserSettings> =>
  api.request('/users/me/settings', { method: 'PATCH', body: patch, schema: ZUserSettings });

/** The settings live in two cached answers (settings and the user record); both take the new ones. */
export function storeSettings(queryClient: QueryClient, settings: TUserSettings): void {
  queryClient.setQueryData(settingsQueryOptions().queryKey, settings);
  queryClient.setQueryData(meQueryOptions().queryKey, (user: TUser | undefined) => (user ? { ...user, settings } : user));
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => storeSettings(queryClient, settings),
  });
}
