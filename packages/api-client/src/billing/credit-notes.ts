import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreditNote, type TCreditNote, type TCreditNoteBody } from '@servicebay/domain';
import { STAFF_QUERY_KEY } from '../staff/query-keys';
import { staffApi } from '../staff/staff-client';

export const creditNoteKeys = {
  all: () => [...STAFF_QUERY_KEY, 'credit-notes'] as const,
};

/** POST …/invoices/{id}/credit-notes: 'Credit note or debit note already generated' the second time. */
export const issueCreditNote = (workshopId: string, invoiceId: string, body: TCreditNoteBody): Promise<TCreditNote> =>
  staffApi.request(`/staff/workshops/${encodeURIComponent(workshopId)}/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, {
    method: 'POST',
    body,
    schema: ZCreditNote,
  });

export function useIssueCreditNote(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, body }: { invoiceId: string; body: TCreditNoteBody }) => issueCreditNote(workshopId, invoiceId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditNoteKeys.all() }),
  });
}
