import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../client';
import { queryString } from '../http/query-string';
import { bookingKeys } from './query-keys';

type BookingImage = { bookingId: string; file: Blob };
type BookingImageUrl = { bookingId: string; url: string };

const imagesPath = (bookingId: string) => `/transaction/booking/${encodeURIComponent(bookingId)}/images`;

/** POST /transaction/booking/:id/images, multipart field "file" (png or jpeg by content, six at most). */
export function addBookingImage({ bookingId, file }: BookingImage) {
  const form = new FormData();
  form.append('file', file);
  return api.request(imagesPath(bookingId), { method: 'POST', body: form, schema: z.array(z.object({ message: z.string(), url: z.string() })) });
}

/** DELETE /transaction/booking/:id/images?url=: removes the photo the URL names. */
export const removeBookingImage = ({ bookingId, url }: BookingImageUrl) =>
  api.request(`${imagesPath(bookingId)}${queryString({ url })}`, { method: 'DELETE', schema: z.array(z.object({ message: z.string() })) });

/** Either way the booking is read again: its photos are signed URLs the server makes. */
function useBookingImageMutation<V extends { bookingId: string }>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (_answer, { bookingId }) => queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) }) });
}

export const useAddBookingImage = () => useBookingImageMutation(addBookingImage);
export const useRemoveBookingImage = () => useBookingImageMutation(removeBookingImage);
