import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZUserSettings, type TUserSettings, type ZSettingsPatch } from '@servicebay/domain';
import type { z } from 'zod';
import { storeMe } from '../auth/get-me';
import { api } from '../client';
import { storeAnswer } from '../query-client';
import { settingsQueryOptions } from './get-settings';

export type TSettingsPatch = z.infer<typeof ZSettingsPatch>;

/** PATCH /users/me/settings: language, notifications, reminders or pricing segment. */
export const updateSettings = (patch: TSettingsPatch): Promise<TUserSettings> =>
  api.request('/users/me/settings', { method: 'PATCH', body: patch, schema: ZUserSettings });

/** The settings live in two cached answers (settings and the user record); both take the new ones. */
export async function storeSettings(queryClient: QueryClient, settings: TUserSettings): Promise<void> {
  await storeAnswer(queryClient, settingsQueryOptions().queryKey, settings);
  await storeMe(queryClient, (user) => (user ? { ...user, settings } : user));
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => storeSettings(queryClient, settings),
  });
}
