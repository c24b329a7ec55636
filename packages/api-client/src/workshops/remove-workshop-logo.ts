import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWorkshopSettings, type TWorkshopSettings } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { workshopLogoPath } from './add-workshop-logo';
import { keepWorkshopSettings } from './change-workshop-settings';

/** DELETE /staff/workshops/{workshopId}/logo: the logo goes, so another may be added; removing none is no error. */
export const removeWorkshopLogo = ({ workshopId }: { workshopId: string }): Promise<TWorkshopSettings> =>
  staffApi.request(workshopLogoPath(workshopId), { method: 'DELETE', schema: ZWorkshopSettings });

export function useRemoveWorkshopLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeWorkshopLogo, onSuccess: (settings) => keepWorkshopSettings(queryClient, settings) });
}
