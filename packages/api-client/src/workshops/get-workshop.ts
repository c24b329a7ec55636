import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkshop } from '@servicebay/domain';
import { answerLanguage, api } from '../client';
import { queryString } from '../http/query-string';

export type WorkshopQuery = { latitude?: number; longitude?: number };

/** GET /catalog/workshops/{id}: one workshop, with its distance when the customer's position is known. */
export const getWorkshop = (workshopId: string, where: WorkshopQuery = {}) =>
  api.request(`/catalog/workshops/${encodeURIComponent(workshopId)}${queryString(where)}`, { auth: 'none', schema: ZWorkshop });

export const workshopQueryOptions = (workshopId: string, where: WorkshopQuery = {}) =>
  queryOptions({ queryKey: ['workshops', answerLanguage(), 'one', workshopId, where], queryFn: () => getWorkshop(workshopId, where), staleTime: 60 * 1000 });

export const useWorkshop = (workshopId: string | null | undefined, where: WorkshopQuery = {}) =>
  useQuery({ ...workshopQueryOptions(workshopId ?? '', where), enabled: Boolean(workshopId) });
