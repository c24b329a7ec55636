import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZJobCard, type TJobCard } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { jobCardKeys } from './query-keys';

export const jobCardPath = (workshopId: string, jobCardId: string) =>
  `/staff/workshops/${encodeURIComponent(workshopId)}/job-cards/${encodeURIComponent(jobCardId)}`;

/** GET …/job-cards/{jobCardId}: the card, its history and the moves the caller's role may make now. */
export const getJobCard = (workshopId: string, jobCardId: string): Promise<TJobCard> =>
  staffApi.request(jobCardPath(workshopId, jobCardId), { schema: ZJobCard });

export const jobCardQueryOptions = (workshopId: string, jobCardId: string) =>
  queryOptions({ queryKey: jobCardKeys.card(workshopId, jobCardId), queryFn: () => getJobCard(workshopId, jobCardId) });

export const useJobCard = (workshopId: string, jobCardId: string) => useQuery(jobCardQueryOptions(workshopId, jobCardId));
