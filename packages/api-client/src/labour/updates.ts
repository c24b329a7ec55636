import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZBulkUpdatePreview, ZLabourChange, type TBulkUpdateBody, type TBulkUpdatePreview, type TLabourChange } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { labourKeys, labourPath } from './query-keys';

/** POST …/labour/updates/preview: each rate and price before and after; nothing is saved. */
export const previewLabourUpdate = (workshopId: string, body: TBulkUpdateBody): Promise<TBulkUpdatePreview> =>
  staffApi.request(`${labourPath(workshopId)}/updates/preview`, { method: 'POST', body, schema: ZBulkUpdatePreview });

export const usePreviewLabourUpdate = (workshopId: string) => useMutation({ mutationFn: (body: TBulkUpdateBody) => previewLabourUpdate(workshopId, body) });

/** POST …/labour/updates: the update applied, as previewed. */
export const applyLabourUpdate = (workshopId: string, body: TBulkUpdateBody): Promise<TLabourChange> =>
  staffApi.request(`${labourPath(workshopId)}/updates`, { method: 'POST', body, schema: ZLabourChange });

export function useApplyLabourUpdate(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBulkUpdateBody) => applyLabourUpdate(workshopId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...labourKeys.all(), workshopId] }),
  });
}

/** GET …/labour/updates: the history, newest first. */
export const getLabourHistory = (workshopId: string): Promise<TLabourChange[]> =>
  staffApi.request(`${labourPath(workshopId)}/updates`, { schema: z.array(ZLabourChange) });

export const useLabourHistory = (workshopId: string) => useQuery({ queryKey: labourKeys.history(workshopId), queryFn: () => getLabourHistory(workshopId) });
