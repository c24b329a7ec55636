import { DEFAULT_FEEDBACK_RATING, SELECT_RATING, type TFeedbackAnswer, type TFeedbackPayload } from '@servicebay/domain';

/** What the customer has chosen so far in the feedback modal. */
export type FeedbackDraft = { rating: number | null; answers: Readonly<Record<number, TFeedbackAnswer>>; comment: string };

/** The modal opens on 10 (customer spec section 9), no answers, no comment. */
export const newFeedbackDraft = (): FeedbackDraft => ({ rating: DEFAULT_FEEDBACK_RATING, answers: {}, comment: '' });

/** Tapping an answer chooses it; tapping the chosen one again takes it back. */
export function toggleAnswer(draft: FeedbackDraft, feedbackItemId: number, answer: TFeedbackAnswer): FeedbackDraft {
  const { [feedbackItemId]: current, ...others } = draft.answers;
  return { ...draft, answers: current === answer ? others : { ...others, [feedbackItemId]: answer } };
}

/** The payload to send, or the spec's 'selectRating' when no rating is chosen; the comment is trimmed (section 5). */
export function feedbackToSend(draft: FeedbackDraft): { payload: TFeedbackPayload } | { error: typeof SELECT_RATING } {
  if (draft.rating === null) return { error: SELECT_RATING };
  const comment = draft.comment.trim();
  return {
    payload: {
      rating: draft.rating,
      responses: Object.entries(draft.answers).map(([feedbackItemId, response]) => ({ feedbackItemId: Number(feedbackItemId), response })),
      ...(comment ? { comment } : {}),
    },
  };
}

/** A rating's colour on the scale: detractors red, passives amber, promoters green. */
export const ratingTone = (rating: number) => (rating >= 9 ? 'promoter' : rating >= 7 ? 'passive' : 'detractor');
