import { z } from 'zod';

/**
 * The feedback scale of customer spec section 9: 10 down to 1, each with the id the app sends for
 * it (61 and 60 for 10 and 9, 59 and 58 for 8 and 7, 57 for 6, the digit itself for 5 to 1).
 */
export const FEEDBACK_SCALE = [
  { rating: 10, id: 61 },
  { rating: 9, id: 60 },
  { rating: 8, id: 59 },
  { rating: 7, id: 58 },
  { rating: 6, id: 57 },
  { rating: 5, id: 5 },
  { rating: 4, id: 4 },
  { rating: 3, id: 3 },
  { rating: 2, id: 2 },
  { rating: 1, id: 1 },
] as const;

/** The modal opens on the top of the scale. */
export const DEFAULT_FEEDBACK_RATING = 10;

export const feedbackRatingId = (rating: number): number | undefined => FEEDBACK_SCALE.find((step) => step.rating === rating)?.id;
export const feedbackRatingOfId = (id: number): number | undefined => FEEDBACK_SCALE.find((step) => step.id === id)?.rating;

/** 9 and 10 thank the customer and ask for a public review of the workshop; 1 to 8 regret. */
export type FeedbackOutcome = 'thanks' | 'regret';
export const feedbackOutcome = (rating: number): FeedbackOutcome => (rating >= 9 ? 'thanks' : 'regret');

/** The spec's own code for a missing rating, shown by the app in the customer's language. */
export const SELECT_RATING = 'selectRating';

/** A question of the brand's feedback template (GET /settings/feedback-templates). */
export const ZFeedbackQuestion = z.object({ feedbackItemId: z.number().int(), primaryId: z.number().int(), text: z.string() });
export type TFeedbackQuestion = z.infer<typeof ZFeedbackQuestion>;

export const FEEDBACK_ANSWERS = ['good', 'bad'] as const;
export type TFeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number];

const ZRating = z.int({ error: SELECT_RATING }).min(1, { error: SELECT_RATING }).max(10, { error: SELECT_RATING });
const ZComment = z.string().trim().max(1000).optional();

/** POST /transaction/booking/{id}/feedback. */
export const ZFeedbackPayload = z.object({
  rating: ZRating,
  responses: z
    .array(z.object({ feedbackItemId: z.number().int(), response: z.enum(FEEDBACK_ANSWERS) }))
    .max(50)
    .default([]),
  comment: ZComment,
});
export type TFeedbackPayload = z.infer<typeof ZFeedbackPayload>;

/**
 * POST /feedBack/saveFeedBack, the older family: `listOfFeedback` holds the chosen step's id of the
 * scale, `questionResponse` the answers by question id, `externalBookingId` the booking.
 */
export const ZSaveFeedBackPayload = z.object({
  externalBookingId: z.uuid({ error: 'Record Not Found' }),
  listOfFeedback: z.array(z.number().int()).max(1).default([]),
  questionResponse: z
    .array(z.object({ id: z.number().int(), qtnResponse: z.enum(FEEDBACK_ANSWERS) }))
    .max(50)
    .default([]),
  comment: ZComment,
});
export type TSaveFeedBackPayload = z.infer<typeof ZSaveFeedBackPayload>;

/** The older family's body in the newer one's words; a scale id that is not on the scale has no rating. */
export const fromSaveFeedBack = (
  body: TSaveFeedBackPayload,
): { rating: number | undefined; responses: TFeedbackPayload['responses']; comment: string | undefined } => ({
  rating: body.listOfFeedback[0] === undefined ? undefined : feedbackRatingOfId(body.listOfFeedback[0]),
  responses: body.questionResponse.map((answer) => ({ feedbackItemId: answer.id, response: answer.qtnResponse })),
  comment: body.comment,
});

/** A booking's feedback as given; it cannot change afterwards. */
export const ZBookingFeedback = z.object({
  bookingId: z.string(),
  rating: z.number().int(),
  ratingId: z.number().int(),
  responses: z.array(z.object({ feedbackItemId: z.number().int(), response: z.enum(FEEDBACK_ANSWERS) })),
  comment: z.string().nullable(),
  outcome: z.enum(['thanks', 'regret']),
  /** The workshop's public page to review it on, offered with the thanks. */
  reviewUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type TBookingFeedback = z.infer<typeof ZBookingFeedback>;
