import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBookingCreated, type TBookingCreated, type TBookingInput } from '@servicebay/domain';
import { api } from '../client';
import { cartQueryOptions } from '../cart/get-cart';
import { bookingKeys } from './query-keys';

export type TBookingRequest = {
  booking: TBookingInput;
  /** Made once per visit of the confirmation screen: a retried Book answers the same booking. */
  idempotencyKey: string;
};

/** POST /transaction/bookings: the server prices the cart and books it at the cart's workshop; the cart is then empty. */
export const createBooking = ({ booking, idempotencyKey }: TBookingRequest): Promise<TBookingCreated> =>
  api.request('/transaction/bookings', { method: 'POST', body: booking, headers: { 'Idempotency-Key': idempotencyKey }, schema: ZBookingCreated });

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // The live events say the same; asking here keeps a tab without the stream right too.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: bookingKeys.all() }), queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey })]),
  });
}
