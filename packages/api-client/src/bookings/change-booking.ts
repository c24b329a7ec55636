import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBooking, type TBooking, type TBookingChange } from '@servicebay/domain';
import { api } from '../client';
import { bookingKeys } from './query-keys';

const bookingPath = (bookingId: string) => `/transaction/booking/${encodeURIComponent(bookingId)}`;

/** PATCH /transaction/booking/:id: another slot (a reschedule), places or notes. */
export const changeBooking = ({ bookingId, change }: { bookingId: string; change: TBookingChange }): Promise<TBooking> =>
  api.request(bookingPath(bookingId), { method: 'PATCH', body: change, schema: ZBooking });

/** DELETE /transaction/booking/:id: the customer cancels; the slot is free again at once. */
export const cancelBooking = (bookingId: string): Promise<TBooking> => api.request(bookingPath(bookingId), { method: 'DELETE', schema: ZBooking });

/** The answer is the booking as it now is; every bookings read (lists, slots) asks again. */
function useBookingMutation<V>(mutationFn: (variables: V) => Promise<TBooking>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKeys.detail(booking.bookingId), booking);
      return queryClient.invalidateQueries({ queryKey: bookingKeys.all() });
    },
  });
}

export const useChangeBooking = () => useBookingMutation(changeBooking);
export const useCancelBooking = () => useBookingMutation(cancelBooking);
