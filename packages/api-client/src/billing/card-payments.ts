import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCardBill, type TCardBill, type TPaymentBody } from '@servicebay/domain';
import { jobCardPath } from '../job-cards/get-job-card';
import { jobCardKeys } from '../job-cards/query-keys';
import { storeAnswer } from '../query-client';
import { STAFF_QUERY_KEY } from '../staff/query-keys';
import { staffApi } from '../staff/staff-client';
import { registerKeys } from './registers';

type CardRef = { workshopId: string; jobCardId: string };

export const billKeys = {
  bills: () => [...STAFF_QUERY_KEY, 'bill'] as const,
  bill: (workshopId: string, jobCardId: string) => [...billKeys.bills(), workshopId, jobCardId] as const,
};

/** GET …/job-cards/{id}/bill: the tax invoice's total, the payments and the balance. */
export const getCardBill = ({ workshopId, jobCardId }: CardRef): Promise<TCardBill> =>
  staffApi.request(`${jobCardPath(workshopId, jobCardId)}/bill`, { schema: ZCardBill });
export const useCardBill = (card: CardRef, enabled = true) =>
  useQuery({ queryKey: billKeys.bill(card.workshopId, card.jobCardId), queryFn: () => getCardBill(card), enabled });

/** POST …/job-cards/{id}/payments: 'billing/no-tax-invoice', 'billing/above-balance', a rule at its field. */
export const takePayment = ({ workshopId, jobCardId }: CardRef, body: TPaymentBody): Promise<TCardBill> =>
  staffApi.request(`${jobCardPath(workshopId, jobCardId)}/payments`, { method: 'POST', body, schema: ZCardBill });

export function useTakePayment(card: CardRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPaymentBody) => takePayment(card, body),
    onSuccess: async (bill) => {
      await storeAnswer(queryClient, billKeys.bill(card.workshopId, card.jobCardId), bill);
      await queryClient.invalidateQueries({ queryKey: jobCardKeys.card(card.workshopId, card.jobCardId) });
      await queryClient.invalidateQueries({ queryKey: jobCardKeys.boards() });
      await queryClient.invalidateQueries({ queryKey: registerKeys.invoices() });
    },
  });
}
