import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZInvoice, type TCreateInvoiceBody, type TInvoice } from '@servicebay/domain';
import { jobCardPath } from '../job-cards/get-job-card';
import { jobCardKeys } from '../job-cards/query-keys';
import { STAFF_QUERY_KEY } from '../staff/query-keys';
import { staffApi } from '../staff/staff-client';
import { billKeys } from './card-payments';
import { estimateKeys } from './estimate';
import { registerKeys } from './registers';

type CardRef = { workshopId: string; jobCardId: string };

export const invoiceKeys = {
  ofCards: () => [...STAFF_QUERY_KEY, 'invoices'] as const,
  ofCard: (workshopId: string, jobCardId: string) => [...invoiceKeys.ofCards(), workshopId, jobCardId] as const,
};

/** GET …/job-cards/{id}/invoices: its proforma and tax invoices, newest first. */
export const getCardInvoices = ({ workshopId, jobCardId }: CardRef): Promise<TInvoice[]> =>
  staffApi.request(`${jobCardPath(workshopId, jobCardId)}/invoices`, { schema: z.array(ZInvoice) });
export const useCardInvoices = (card: CardRef, enabled = true) =>
  useQuery({ queryKey: invoiceKeys.ofCard(card.workshopId, card.jobCardId), queryFn: () => getCardInvoices(card), enabled });

/** POST …/invoices (the tax invoice) or …/proforma: 'Waiting for customer approval', 'invoice already created', 'Duplicate invoice'. */
export const issueInvoice = ({ workshopId, jobCardId }: CardRef, { kind, number }: TCreateInvoiceBody): Promise<TInvoice> =>
  staffApi.request(`${jobCardPath(workshopId, jobCardId)}/${kind === 'tax' ? 'invoices' : 'proforma'}`, {
    method: 'POST',
    body: number ? { number } : {},
    schema: ZInvoice,
  });

export function useIssueInvoice(card: CardRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateInvoiceBody) => issueInvoice(card, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.ofCard(card.workshopId, card.jobCardId) });
      await queryClient.invalidateQueries({ queryKey: estimateKeys.estimate(card.workshopId, card.jobCardId) });
      await queryClient.invalidateQueries({ queryKey: jobCardKeys.card(card.workshopId, card.jobCardId) });
      await queryClient.invalidateQueries({ queryKey: jobCardKeys.boards() });
      await queryClient.invalidateQueries({ queryKey: billKeys.bill(card.workshopId, card.jobCardId) });
      await queryClient.invalidateQueries({ queryKey: registerKeys.invoices() });
    },
  });
}
