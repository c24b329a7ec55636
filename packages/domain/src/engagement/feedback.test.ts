import { describe, expect, it } from 'vitest';
import { DEFAULT_FEEDBACK_RATING, feedbackOutcome, feedbackRatingId, feedbackRatingOfId, fromSaveFeedBack, SELECT_RATING, ZFeedbackPayload } from './feedback';

describe('the feedback scale (customer spec section 9)', () => {
  it('gives 10 to 6 the ids 61 to 57 and 5 to 1 their own digits, both ways', () => {
    expect([10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map(feedbackRatingId)).toEqual([61, 60, 59, 58, 57, 5, 4, 3, 2, 1]);
    expect([61, 60, 59, 58, 57, 5, 1].map(feedbackRatingOfId)).toEqual([10, 9, 8, 7, 6, 5, 1]);
    expect(feedbackRatingOfId(56)).toBeUndefined();
    expect(feedbackRatingId(11)).toBeUndefined();
  });

  it('starts at 10', () => expect(DEFAULT_FEEDBACK_RATING).toBe(10));

  it('regrets 1 to 8 and thanks 9 and 10', () => {
    expect([1, 5, 8].map(feedbackOutcome)).toEqual(['regret', 'regret', 'regret']);
    expect([9, 10].map(feedbackOutcome)).toEqual(['thanks', 'thanks']);
  });
});

describe('a feedback payload', () => {
  it("answers 'selectRating' without a rating or with one off the scale", () => {
    for (const body of [{}, { rating: 0 }, { rating: 11 }, { rating: 7.5 }]) {
      const parsed = ZFeedbackPayload.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(SELECT_RATING);
    }
  });

  it('trims the comment and keeps good and bad answers', () => {
    const parsed = ZFeedbackPayload.parse({ rating: 9, comment: '  quick and clean \n', responses: [{ feedbackItemId: 3, response: 'good' }] });
    expect(parsed).toEqual({ rating: 9, comment: 'quick and clean', responses: [{ feedbackItemId: 3, response: 'good' }] });
    expect(ZFeedbackPayload.safeParse({ rating: 9, responses: [{ feedbackItemId: 3, response: 'fine' }] }).success).toBe(false);
  });

  it('reads the older family: the scale id becomes the rating, questionResponse the answers', () => {
    expect(fromSaveFeedBack({ externalBookingId: 'b', listOfFeedback: [59], questionResponse: [{ id: 2, qtnResponse: 'bad' }], comment: 'ok' })).toEqual({
      rating: 8,
      responses: [{ feedbackItemId: 2, response: 'bad' }],
      comment: 'ok',
    });
    expect(fromSaveFeedBack({ externalBookingId: 'b', listOfFeedback: [], questionResponse: [], comment: undefined }).rating).toBeUndefined();
  });
});
