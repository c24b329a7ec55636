import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZCustomerEstimate,
  ZEstimate,
  ZEstimateLinkSent,
  type TCustomerEstimate,
  type TEstimate,
  type TEstimateAnswerBody,
  type TEstimateSendBody,
  type TPaymentOrder,
  type TStaffApprovalBody,
  ZPaymentOrder,
} from '@servicebay/domain';
import { bookingKeys } from '../bookings/query-keys';
import { api } from '../client';
import { jobCardPath } from '../job-cards/get-job-card';
import { jobCardKeys } from '../job-cards/query-keys';
import { storeAnswer } from '../query-client';
import { staffApi } from '../staff/staff-client';
import { estimateKeys } from './estimate';

type CardRef = { workshopId: string; jobCardId: string };
const estimatePath = ({ workshopId, jobCardId }: CardRef) => `${jobCardPath(workshopId, jobCardId)}/estimate`;

const ZSent = z.object({ estimate: ZEstimate, link: ZEstimateLinkSent.nullable() });
export type TEstimateSent = z.infer<typeof ZSent>;

/** POST …/estimate/send: the next version to the customer (with the share of approved work asked in advance); `link` is null when the SMS could not go (resend it). */
export const sendEstimate = (card: CardRef, body: TEstimateSendBody = {}): Promise<TEstimateSent> =>
  staffApi.request(`${estimatePath(card)}/send`, { method: 'POST', body: body ?? {}, schema: ZSent });

/** POST …/estimate/resend: 'Resend link has not been sent successfully.' (billing/link-not-sent) when the SMS fails. */
export const resendEstimateLink = (card: CardRef) => staffApi.request(`${estimatePath(card)}/resend`, { method: 'POST', schema: ZEstimateLinkSent });

/** POST …/estimate/approval: an answer taken at the counter or by phone. */
export const recordEstimateApproval = (card: CardRef, body: TStaffApprovalBody): Promise<TEstimate> =>
  staffApi.request(`${estimatePath(card)}/approval`, { method: 'POST', body, schema: ZEstimate });

/** The desk's estimate as answered, and the card (its status may have moved) read again. */
function useStoreEstimate(card: CardRef) {
  const queryClient = useQueryClient();
  return async (estimate: TEstimate) => {
    await storeAnswer(queryClient, estimateKeys.estimate(card.workshopId, card.jobCardId), estimate);
    await queryClient.invalidateQueries({ queryKey: jobCardKeys.card(card.workshopId, card.jobCardId) });
    await queryClient.invalidateQueries({ queryKey: jobCardKeys.boards() });
  };
}

export function useSendEstimate(card: CardRef) {
  const store = useStoreEstimate(card);
  return useMutation({ mutationFn: (body: TEstimateSendBody = {}) => sendEstimate(card, body), onSuccess: (sent) => store(sent.estimate) });
}

export const useResendEstimateLink = (card: CardRef) => useMutation({ mutationFn: () => resendEstimateLink(card) });

export function useRecordEstimateApproval(card: CardRef) {
  const store = useStoreEstimate(card);
  return useMutation({ mutationFn: (body: TStaffApprovalBody) => recordEstimateApproval(card, body), onSuccess: store });
}

/** The customer's side: their booking's estimate as sent, under the booking's keys (a live `bookings.changed` refreshes it). */
export const bookingEstimateKey = (bookingId: string) => [...bookingKeys.detail(bookingId), 'estimate'] as const;

/** GET /transaction/booking/{id}/estimate: 'billing/not-sent' (409) until the workshop sends one. */
export const getBookingEstimate = (bookingId: string): Promise<TCustomerEstimate> =>
  api.request(`/transaction/booking/${encodeURIComponent(bookingId)}/estimate`, { schema: ZCustomerEstimate });

export const bookingEstimateQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: bookingEstimateKey(bookingId), queryFn: () => getBookingEstimate(bookingId), retry: false });
export const useBookingEstimate = (bookingId: string, enabled = true) => useQuery({ ...bookingEstimateQueryOptions(bookingId), enabled });

export function useAnswerBookingEstimate(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEstimateAnswerBody) =>
      api.request(`/transaction/booking/${encodeURIComponent(bookingId)}/estimate/answer`, { method: 'POST', body, schema: ZCustomerEstimate }),
    onSuccess: async (estimate) => {
      await storeAnswer(queryClient, bookingEstimateKey(bookingId), estimate);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId), exact: true });
    },
  });
}

/**
 * POST …/estimate/answer-and-pay: the gateway's order for the advance the workshop asks on the lines
 * approved; the answer is recorded once it is paid. A step the customer takes, never a cached read.
 */
export const useAnswerAndPayEstimate = (bookingId: string) =>
  useMutation({
    mutationFn: (body: TEstimateAnswerBody): Promise<TPaymentOrder> =>
      api.request(`/transaction/booking/${encodeURIComponent(bookingId)}/estimate/answer-and-pay`, { method: 'POST', body, schema: ZPaymentOrder }),
  });

/** The link's side, without signing in: the estimate a signed link opens, and its answer. */
const linkPath = (token: string) => `/estimate-links/${encodeURIComponent(token)}`;
export const linkEstimateKey = (token: string) => ['estimate-link', token] as const;
export const getEstimateByLink = (token: string): Promise<TCustomerEstimate> => api.request(linkPath(token), { auth: 'none', schema: ZCustomerEstimate });
export const useEstimateByLink = (token: string) => useQuery({ queryKey: linkEstimateKey(token), queryFn: () => getEstimateByLink(token), retry: false });

export function useAnswerEstimateByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEstimateAnswerBody) => api.request(`${linkPath(token)}/answer`, { method: 'POST', auth: 'none', body, schema: ZCustomerEstimate }),
    onSuccess: (estimate) => storeAnswer(queryClient, linkEstimateKey(token), estimate),
  });
}
