import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWorkshopSettings, type TWorkshopSettings } from '@servicebay/domain';
import { ApiError } from '../http/api-error';
import { staffApi } from '../staff/staff-client';
import { workshopKeys } from './query-keys';
import { keepWorkshopSettings } from './change-workshop-settings';

export const workshopLogoPath = (workshopId: string) => `/staff/workshops/${encodeURIComponent(workshopId)}/logo`;

/** POST /staff/workshops/{workshopId}/logo (multipart field "file", png or jpg). Refused with 'workshops/logo-exists' while one is there. */
export function addWorkshopLogo({ workshopId, file }: { workshopId: string; file: Blob }): Promise<TWorkshopSettings> {
  const form = new FormData();
  form.append('file', file);
  return staffApi.request(workshopLogoPath(workshopId), { method: 'POST', body: form, schema: ZWorkshopSettings });
}

export function useAddWorkshopLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWorkshopLogo,
    onSuccess: (settings) => keepWorkshopSettings(queryClient, settings),
    // Another desk added one: read the settings again, so the screen offers to remove it.
    onError: (error, { workshopId }) =>
      error instanceof ApiError && error.code === 'workshops/logo-exists'
        ? queryClient.invalidateQueries({ queryKey: workshopKeys.settings(workshopId) })
        : undefined,
  });
}
