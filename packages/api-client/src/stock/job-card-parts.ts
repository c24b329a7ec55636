import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZJobCardPart, ZStockPosting, type TIssueBody, type TJobCardPart, type TReturnToStockBody, type TStockPosting } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { stockKeys, stockPath } from './query-keys';

/** GET …/job-cards/{id}/parts: the card's part lines, ordered, inwarded and issued, and their state. */
export const getJobCardParts = (workshopId: string, jobCardId: string): Promise<TJobCardPart[]> =>
  staffApi.request(`${stockPath(workshopId)}/job-cards/${encodeURIComponent(jobCardId)}/parts`, { schema: z.array(ZJobCardPart) });

export const useJobCardParts = (workshopId: string, jobCardId: string) =>
  useQuery({ queryKey: stockKeys.cardParts(workshopId, jobCardId), queryFn: () => getJobCardParts(workshopId, jobCardId) });

/** POST …/stock-issues: at most pending, at most on hand ('Part Issued' on the card). */
export const issueParts = (workshopId: string, body: TIssueBody): Promise<TStockPosting> =>
  staffApi.request(`${stockPath(workshopId)}/stock-issues`, { method: 'POST', body, schema: ZStockPosting });

/** POST …/stock-returns: at most what was issued, back on the shelf. */
export const returnParts = (workshopId: string, body: TReturnToStockBody): Promise<TStockPosting> =>
  staffApi.request(`${stockPath(workshopId)}/stock-returns`, { method: 'POST', body, schema: ZStockPosting });

/** Issue or return: either changes the card's parts and the stock, so both are read again. */
export function useMoveCardParts(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: 'issue' | 'return'; body: TIssueBody }) =>
      kind === 'issue' ? issueParts(workshopId, body) : returnParts(workshopId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all() }),
  });
}
