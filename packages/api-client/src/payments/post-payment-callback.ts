import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPaymentResult, type TPaymentCallbackQuery, type TPaymentResult } from '@servicebay/domain';
import { api } from '../client';
import { bookingKeys } from '../bookings/query-keys';
import { queryString } from '../http/query-string';

/**
 * POST /transaction/payment/callback: what the checkout handed the app, in the query, the body
 * empty (customer spec section 7). The server believes a payment only once its signature checks
 * out, and answers a replay the same.
 */
export const postPaymentCallback = (query: TPaymentCallbackQuery): Promise<TPaymentResult> =>
  api.request(`/transaction/payment/callback${queryString(query)}`, { method: 'POST', schema: ZPaymentResult });

/** The booking's payments and timeline changed: its details and lists ask again. */
export function usePaymentCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPaymentCallback,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all() }),
  });
}
