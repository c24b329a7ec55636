import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZCreditNote, type TCreditNote, type TCreditNoteBody } from '@servicebay/domain';
import { STAFF_QUERY_KEY } from '../staff/query-keys';
import { staffApi } from '../staff/staff-client';

export const creditNoteKeys = {
  all: () => [...STAFF_QUERY_KEY, 'credit-notes'] as const,
  register: (workshopId: string, from: string, to: string) => [...creditNoteKeys.all(), workshopId, from, to] as const,
};

const workshopPath = (workshopId: string) => `/staff/workshops/${encodeURIComponent(workshopId)}`;

/** POST …/invoices/{id}/credit-notes: 'Credit note or debit note already generated' the second time. */
export const issueCreditNote = (workshopId: string, invoiceId: string, body: TCreditNoteBody): Promise<TCreditNote> =>
  staffApi.request(`${workshopPath(workshopId)}/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, { method: 'POST', body, schema: ZCreditNote });

export function useIssueCreditNote(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, body }: { invoiceId: string; body: TCreditNoteBody }) => issueCreditNote(workshopId, invoiceId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditNoteKeys.all() }),
  });
}

/** GET …/credit-notes?from&to: the register of those days. */
export const useCreditNotes = (workshopId: string, from: string, to: string, enabled = true) =>
  useQuery({
    queryKey: creditNoteKeys.register(workshopId, from, to),
    queryFn: () => staffApi.request(`${workshopPath(workshopId)}/credit-notes?${new URLSearchParams({ from, to })}`, { schema: z.array(ZCreditNote) }),
    enabled,
  });
