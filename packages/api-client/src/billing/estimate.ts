import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZEstimate,
  ZEstimateSuggestion,
  type TEstimate,
  type TEstimateLineBody,
  type TEstimateServiceBody,
  type TEstimateSuggestion,
} from '@servicebay/domain';
import { storeAnswer } from '../query-client';
import { jobCardPath } from '../job-cards/get-job-card';
import { STAFF_QUERY_KEY } from '../staff/query-keys';
import { staffApi } from '../staff/staff-client';

type CardRef = { workshopId: string; jobCardId: string };

/** Each job card's estimate, under the staff session's key (a live `jobCards.changed` makes them stale with the cards). */
export const estimateKeys = {
  estimates: () => [...STAFF_QUERY_KEY, 'estimate'] as const,
  estimate: (workshopId: string, jobCardId: string) => [...estimateKeys.estimates(), workshopId, jobCardId] as const,
  suggestions: (workshopId: string, jobCardId: string, search: string) => [...STAFF_QUERY_KEY, 'estimate-suggestions', workshopId, jobCardId, search] as const,
};

const estimatePath = ({ workshopId, jobCardId }: CardRef) => `${jobCardPath(workshopId, jobCardId)}/estimate`;

/** GET …/estimate: the lines, each with its tax, and the totals. */
export const getEstimate = (card: CardRef): Promise<TEstimate> => staffApi.request(estimatePath(card), { schema: ZEstimate });

export const estimateQueryOptions = (card: CardRef) =>
  queryOptions({ queryKey: estimateKeys.estimate(card.workshopId, card.jobCardId), queryFn: () => getEstimate(card) });
export const useEstimate = (card: CardRef) => useQuery(estimateQueryOptions(card));

/** GET …/estimate/suggestions: the menu's services for the vehicle and the parts used here, for what the desk types. */
export const getEstimateSuggestions = (card: CardRef, search: string): Promise<TEstimateSuggestion[]> =>
  staffApi.request(`${estimatePath(card)}/suggestions?search=${encodeURIComponent(search)}`, { schema: z.array(ZEstimateSuggestion) });

export const useEstimateSuggestions = (card: CardRef, search: string) =>
  useQuery({
    queryKey: estimateKeys.suggestions(card.workshopId, card.jobCardId, search.trim().toLowerCase()),
    queryFn: () => getEstimateSuggestions(card, search.trim()),
    enabled: search.trim().length >= 2,
    staleTime: 30_000,
  });

/** The changes of the lines: each answers the estimate as it stands after ('billing/duplicate-part', 'billing/estimate-closed', a rule at its field). */
export type EstimateChange =
  | { kind: 'add'; line: TEstimateLineBody }
  | { kind: 'change'; lineId: string; line: TEstimateLineBody }
  | { kind: 'remove'; lineId: string }
  | { kind: 'service'; service: TEstimateServiceBody }
  | { kind: 'labour'; operationIds: string[] };

export function changeEstimate(card: CardRef, change: EstimateChange): Promise<TEstimate> {
  const base = estimatePath(card);
  switch (change.kind) {
    case 'add':
      return staffApi.request(`${base}/lines`, { method: 'POST', body: change.line, schema: ZEstimate });
    case 'change':
      return staffApi.request(`${base}/lines/${encodeURIComponent(change.lineId)}`, { method: 'PUT', body: change.line, schema: ZEstimate });
    case 'remove':
      return staffApi.request(`${base}/lines/${encodeURIComponent(change.lineId)}`, { method: 'DELETE', schema: ZEstimate });
    case 'service':
      return staffApi.request(`${base}/services`, { method: 'POST', body: change.service, schema: ZEstimate });
    case 'labour':
      return staffApi.request(`${base}/labour`, { method: 'POST', body: { operationIds: change.operationIds }, schema: ZEstimate });
  }
}

export function useChangeEstimate(card: CardRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: EstimateChange) => changeEstimate(card, change),
    onSuccess: (estimate) => storeAnswer(queryClient, estimateKeys.estimate(card.workshopId, card.jobCardId), estimate),
  });
}
