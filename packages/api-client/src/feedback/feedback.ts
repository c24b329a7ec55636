import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZBookingFeedback, ZFeedbackQuestion, type TBookingFeedback, type TFeedbackPayload } from '@servicebay/domain';
import { z } from 'zod';
import { answerLanguage, api } from '../client';
import { bookingKeys } from '../bookings/query-keys';

const feedbackPath = (bookingId: string) => `/transaction/booking/${encodeURIComponent(bookingId)}/feedback`;

/** Under the bookings prefix: a `bookings.changed` event (the feedback given in another tab) refreshes it too. */
const feedbackKey = (bookingId: string) => [...bookingKeys.detail(bookingId), 'feedback'] as const;

/** GET /settings/feedback-templates: the brand's questions, in the reader's language. */
export const getFeedbackQuestions = () => api.request('/settings/feedback-templates', { auth: 'none', schema: z.array(ZFeedbackQuestion) });

/** The questions change when the brand edits them, which is rarely: kept for the visit. */
export const useFeedbackQuestions = () => useQuery({ queryKey: ['feedback-templates', answerLanguage()], queryFn: getFeedbackQuestions, staleTime: Infinity });

/** GET /transaction/booking/:id/feedback: null while none is given. */
export const getBookingFeedback = (bookingId: string) => api.request(feedbackPath(bookingId), { schema: ZBookingFeedback.nullable() });

export const bookingFeedbackQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: feedbackKey(bookingId), queryFn: () => getBookingFeedback(bookingId) });

export const useBookingFeedback = (bookingId: string, enabled = true) => useQuery({ ...bookingFeedbackQueryOptions(bookingId), enabled });

/** POST /transaction/booking/:id/feedback, once: the answer is the feedback as kept. */
export const giveFeedback = ({ bookingId, feedback }: { bookingId: string; feedback: TFeedbackPayload }): Promise<TBookingFeedback> =>
  api.request(feedbackPath(bookingId), { method: 'POST', body: feedback, schema: ZBookingFeedback });

export function useGiveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveFeedback,
    onSuccess: (given) => {
      queryClient.setQueryData(feedbackKey(given.bookingId), given);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.detail(given.bookingId), exact: true }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.list() }),
      ]);
    },
  });
}
