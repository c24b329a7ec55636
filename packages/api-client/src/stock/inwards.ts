import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZDebitNote,
  ZInward,
  ZStockPosting,
  type TDebitNote,
  type TDebitNoteBody,
  type TInward,
  type TReturnToVendorBody,
  type TStockPosting,
} from '@servicebay/domain';
import type { DownloadedFile, DownloadProgress } from '../http/fetch-file';
import { queryString } from '../http/query-string';
import { staffApi, staffFile } from '../staff/staff-client';
import { stockKeys, stockPath } from './query-keys';

const inwardPath = (workshopId: string, inwardId: string) => `${stockPath(workshopId)}/inwards/${encodeURIComponent(inwardId)}`;

/** GET …/inwards: the latest inwards, newest first, each line with what went back to the vendor and any debit note's number. */
export const getInwards = (workshopId: string): Promise<TInward[]> => staffApi.request(`${stockPath(workshopId)}/inwards`, { schema: z.array(ZInward) });

export const useInwards = (workshopId: string) => useQuery({ queryKey: stockKeys.inwards(workshopId), queryFn: () => getInwards(workshopId) });

/** POST …/inwards/{id}/complete: the draft completed, with the bill or challan number if it had none ('Bill no or delivery challan is mandatory'). */
export const completeInward = (
  workshopId: string,
  inwardId: string,
  numbers: { billNumber?: string | null; challanNumber?: string | null },
): Promise<TInward> => staffApi.request(`${inwardPath(workshopId, inwardId)}/complete`, { method: 'POST', body: numbers, schema: ZInward });

/** POST …/inwards/{id}/cancel: a draft no longer expected. */
export const cancelInward = (workshopId: string, inwardId: string): Promise<TInward> =>
  staffApi.request(`${inwardPath(workshopId, inwardId)}/cancel`, { method: 'POST', schema: ZInward });

/** POST …/vendor-returns: parts of an inward's lines sent back (RETURNED), at most what is left of each. */
export const returnToVendor = (workshopId: string, body: TReturnToVendorBody): Promise<TStockPosting> =>
  staffApi.request(`${stockPath(workshopId)}/vendor-returns`, { method: 'POST', body, schema: ZStockPosting });

/** POST …/inwards/{id}/debit-notes: an amount or whole lines, once per inward. */
export const issueDebitNote = (workshopId: string, inwardId: string, body: TDebitNoteBody): Promise<TDebitNote> =>
  staffApi.request(`${inwardPath(workshopId, inwardId)}/debit-notes`, { method: 'POST', body, schema: ZDebitNote });

/** Any change to an inward moves stock, the vendor's payable, a part's ledger or the debit notes: all stock is read again. */
function useStockChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all() }) });
}

export const useCompleteInward = (workshopId: string) =>
  useStockChange(({ inwardId, ...numbers }: { inwardId: string; billNumber?: string | null; challanNumber?: string | null }) =>
    completeInward(workshopId, inwardId, numbers),
  );
export const useCancelInward = (workshopId: string) => useStockChange((inwardId: string) => cancelInward(workshopId, inwardId));
export const useReturnToVendor = (workshopId: string) => useStockChange((body: TReturnToVendorBody) => returnToVendor(workshopId, body));
export const useIssueDebitNote = (workshopId: string) =>
  useStockChange(({ inwardId, body }: { inwardId: string; body: TDebitNoteBody }) => issueDebitNote(workshopId, inwardId, body));

export type DebitNotePeriod = { from: string; to: string };

/** GET …/debit-notes?from&to: the notes of a range of days. */
export const getDebitNotes = (workshopId: string, period: DebitNotePeriod): Promise<TDebitNote[]> =>
  staffApi.request(`${stockPath(workshopId)}/debit-notes${queryString(period)}`, { schema: z.array(ZDebitNote) });

export const useDebitNotes = (workshopId: string, period: DebitNotePeriod) =>
  useQuery({ queryKey: stockKeys.debitNotes(workshopId, period), queryFn: () => getDebitNotes(workshopId, period) });

/** GET …/debit-notes.xlsx: the period's notes as a workbook. */
export const downloadDebitNotes = (workshopId: string, period: DebitNotePeriod, onProgress?: DownloadProgress): Promise<DownloadedFile> =>
  staffFile(`${stockPath(workshopId)}/debit-notes.xlsx${queryString(period)}`, onProgress);
