import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPartDetail, ZPartLedger, ZPartPage, type TPartBody, type TPartDetail, type TPartLedger, type TPartPage } from '@servicebay/domain';
import { queryString } from '../http/query-string';
import { staffApi } from '../staff/staff-client';
import { stockKeys, stockPath, type LedgerPage, type PartSearch } from './query-keys';

/** GET …/parts?search&page&pageSize: a page of the parts master with their stock at this branch. */
export const getParts = (workshopId: string, query: PartSearch): Promise<TPartPage> =>
  staffApi.request(`${stockPath(workshopId)}/parts${queryString(query)}`, { schema: ZPartPage });

/** The page asked for; the last one stays on screen while the next loads. */
export const useParts = (workshopId: string, query: PartSearch, isEnabled = true) =>
  useQuery({
    queryKey: stockKeys.partPage(workshopId, query),
    queryFn: () => getParts(workshopId, query),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });

/** GET …/parts/{id}: the part with its stock at every branch. */
export const getPart = (workshopId: string, partId: string): Promise<TPartDetail> =>
  staffApi.request(`${stockPath(workshopId)}/parts/${encodeURIComponent(partId)}`, { schema: ZPartDetail });

export const usePart = (workshopId: string, partId: string) =>
  useQuery({ queryKey: stockKeys.part(workshopId, partId), queryFn: () => getPart(workshopId, partId) });

/** GET …/parts/{id}/ledger?page&pageSize: a page of the movements here, newest first, each naming its document, with the stock after it. */
export const getPartLedger = (workshopId: string, partId: string, query: LedgerPage): Promise<TPartLedger> =>
  staffApi.request(`${stockPath(workshopId)}/parts/${encodeURIComponent(partId)}/ledger${queryString(query)}`, { schema: ZPartLedger });

/** The page asked for; the last one stays on screen while the next loads. */
export const usePartLedger = (workshopId: string, partId: string, query: LedgerPage) =>
  useQuery({
    queryKey: stockKeys.ledger(workshopId, partId, query),
    queryFn: () => getPartLedger(workshopId, partId, query),
    placeholderData: keepPreviousData,
  });

/** POST …/parts (a new part) or PUT …/parts/{id} (the part as now entered). */
export const savePart = (workshopId: string, partId: string | null, body: TPartBody): Promise<TPartDetail> =>
  staffApi.request(`${stockPath(workshopId)}/parts${partId ? `/${encodeURIComponent(partId)}` : ''}`, {
    method: partId ? 'PUT' : 'POST',
    body,
    schema: ZPartDetail,
  });

export function useSavePart(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partId, body }: { partId: string | null; body: TPartBody }) => savePart(workshopId, partId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.parts(workshopId) }),
  });
}
