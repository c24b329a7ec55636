import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZEmpty, ZJobCard, type TJobCard } from '@servicebay/domain';
import { staffApi } from '../staff/staff-client';
import { jobCardKeys } from './query-keys';

type BookingRef = { workshopId: string; bookingId: string };
const bookingPath = ({ workshopId, bookingId }: BookingRef) => `/staff/workshops/${encodeURIComponent(workshopId)}/bookings/${encodeURIComponent(bookingId)}`;

/** POST …/bookings/{bookingId}/accept: the booking's job card opens ('jobCards/booking-not-waiting', 'jobCards/already-open'). */
export const acceptBooking = (booking: BookingRef): Promise<TJobCard> =>
  staffApi.request(`${bookingPath(booking)}/accept`, { method: 'POST', schema: ZJobCard });

/** POST …/bookings/{bookingId}/reject: the booking is cancelled with remarks the customer reads. */
export const rejectBooking = ({ remarks, ...booking }: BookingRef & { remarks: string }): Promise<void> =>
  staffApi.request(`${bookingPath(booking)}/reject`, { method: 'POST', body: { remarks }, schema: ZEmpty }).then(() => undefined);

/** Either answer takes the booking out of the inbox; accepting puts a card on the board. */
const afterAnswer = (queryClient: QueryClient, workshopId: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: jobCardKeys.inbox(workshopId) }), queryClient.invalidateQueries({ queryKey: jobCardKeys.boards() })]);

export function useAcceptBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptBooking,
    onSuccess: (card, { workshopId }) => {
      queryClient.setQueryData(jobCardKeys.card(workshopId, card.jobCardId), card);
      return afterAnswer(queryClient, workshopId);
    },
  });
}

export function useRejectBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectBooking, onSuccess: (_, { workshopId }) => afterAnswer(queryClient, workshopId) });
}
