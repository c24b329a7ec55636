import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZLabourCatalogue,
  type TLabourCatalogue,
  type TLabourOperationBody,
  type TOnlineServiceBody,
  type TRateSegmentBody,
  type TVehicleSegmentBody,
} from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { labourKeys, labourPath } from './query-keys';

/** GET …/labour: the whole catalogue (segments, rates, operations with their grid, the online catalogue). */
export const getLabourCatalogue = (workshopId: string): Promise<TLabourCatalogue> => staffApi.request(labourPath(workshopId), { schema: ZLabourCatalogue });

export const useLabourCatalogue = (workshopId: string) =>
  useQuery({ queryKey: labourKeys.catalogue(workshopId), queryFn: () => getLabourCatalogue(workshopId) });

/** One change of the catalogue: every change answers the whole catalogue, which is kept as the query's data. */
export type LabourChange =
  | { kind: 'vehicleSegment'; id: string | null; body: TVehicleSegmentBody }
  | { kind: 'rateSegment'; id: string | null; body: TRateSegmentBody }
  | { kind: 'operation'; id: string | null; body: TLabourOperationBody }
  | { kind: 'publish'; isPublished: boolean }
  | { kind: 'onlineService'; body: TOnlineServiceBody }
  | { kind: 'remove'; path: 'vehicle-segments' | 'rate-segments' | 'operations' | 'online-services'; id: string };

const COLLECTIONS = { vehicleSegment: 'vehicle-segments', rateSegment: 'rate-segments', operation: 'operations' } as const;

export function changeLabourCatalogue(workshopId: string, change: LabourChange): Promise<TLabourCatalogue> {
  const base = labourPath(workshopId);
  const options = { schema: ZLabourCatalogue };
  switch (change.kind) {
    case 'publish':
      return staffApi.request(`${base}/publish`, { ...options, method: 'PUT', body: { isPublished: change.isPublished } });
    case 'onlineService':
      return staffApi.request(`${base}/online-services`, { ...options, method: 'PUT', body: change.body });
    case 'remove':
      return staffApi.request(`${base}/${change.path}/${encodeURIComponent(change.id)}`, { ...options, method: 'DELETE' });
    default: {
      const path = `${base}/${COLLECTIONS[change.kind]}${change.id ? `/${encodeURIComponent(change.id)}` : ''}`;
      return staffApi.request(path, { ...options, method: change.id ? 'PUT' : 'POST', body: change.body });
    }
  }
}

export function useChangeLabourCatalogue(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LabourChange) => changeLabourCatalogue(workshopId, change),
    onSuccess: (catalogue) => queryClient.setQueryData(labourKeys.catalogue(workshopId), catalogue),
  });
}
