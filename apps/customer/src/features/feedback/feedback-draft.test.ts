import { describe, expect, it } from 'vitest';
import { feedbackToSend, newFeedbackDraft, ratingTone, toggleAnswer } from './feedback-draft';

describe('the feedback draft', () => {
  it('starts at 10 with nothing else chosen', () => {
    expect(newFeedbackDraft()).toEqual({ rating: 10, answers: {}, comment: '' });
  });

  it("asks for a rating ('selectRating') before anything is sent", () => {
    expect(feedbackToSend({ ...newFeedbackDraft(), rating: null })).toEqual({ error: 'selectRating' });
  });

  it('sends the rating, the chosen answers and the trimmed comment, leaving an empty comment out', () => {
    let draft = toggleAnswer(newFeedbackDraft(), 2, 'good');
    draft = toggleAnswer(draft, 5, 'bad');
    expect(feedbackToSend({ ...draft, rating: 8, comment: '  late pickup \n' })).toEqual({
      payload: {
        rating: 8,
        responses: [
          { feedbackItemId: 2, response: 'good' },
          { feedbackItemId: 5, response: 'bad' },
        ],
        comment: 'late pickup',
      },
    });
    expect(feedbackToSend({ ...newFeedbackDraft(), comment: '   ' })).toEqual({ payload: { rating: 10, responses: [] } });
  });

  it('takes an answer back when it is tapped again, and switches it when the other is tapped', () => {
    const good = toggleAnswer(newFeedbackDraft(), 1, 'good');
    expect(toggleAnswer(good, 1, 'good').answers).toEqual({});
    expect(toggleAnswer(good, 1, 'bad').answers).toEqual({ 1: 'bad' });
  });

  it('colours 1 to 6 as detractors, 7 and 8 as passives, 9 and 10 as promoters', () => {
    expect([1, 6, 7, 8, 9, 10].map(ratingTone)).toEqual(['detractor', 'detractor', 'passive', 'passive', 'promoter', 'promoter']);
  });
});
