import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZWorkshopSettings, type TWorkshopSettings, type TWorkshopSettingsChange } from '@servicebay/domain';
import { staffKeys } from '../staff/query-keys';
import { staffApi } from '../staff/staff-client';
import { workshopSettingsPath } from './get-workshop-settings';
import { workshopKeys } from './query-keys';

type ChangeSettings = { workshopId: string; change: TWorkshopSettingsChange };

/** PATCH /staff/workshops/{workshopId}/settings: the fields given; the country's rules on tax numbers and bank details. */
export const changeWorkshopSettings = ({ workshopId, change }: ChangeSettings): Promise<TWorkshopSettings> =>
  staffApi.request(workshopSettingsPath(workshopId), { method: 'PATCH', body: change, schema: ZWorkshopSettings });

/** Every settings answer is the whole record: kept as the query's data; the person's workshops (their names) are read again. */
export async function keepWorkshopSettings(queryClient: QueryClient, settings: TWorkshopSettings): Promise<void> {
  queryClient.setQueryData(workshopKeys.settings(settings.workshopId), settings);
  await queryClient.invalidateQueries({ queryKey: staffKeys.me() });
}

export function useChangeWorkshopSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeWorkshopSettings, onSuccess: (settings) => keepWorkshopSettings(queryClient, settings) });
}
