import type { TBooking, TBookingFeedback, TFeedbackQuestion, TWorkshop } from '@servicebay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBooking, moveBooking } from '../../../test/booking-factories';
import { buildTestApp, onBrand, type TestApp } from '../../../test/build-test-app';
import { workshops } from '../../db/schema';
import { bookingFeedback } from './feedback.tables';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A customer whose booking the workshop has delivered, ready to be rated. */
async function completedBooking() {
  const shopper = await customerWithBooking(t.app);
  const delivered = await moveBooking(t.app, 'servicebay', shopper.bookingId, 'Delivered');
  expect(delivered.statusCode, delivered.body).toBe(200);
  const give = (payload: Record<string, unknown>) => shopper.call({ method: 'POST', url: `/api/transaction/booking/${shopper.bookingId}/feedback`, payload });
  const read = async () =>
    (await shopper.call({ method: 'GET', url: `/api/transaction/booking/${shopper.bookingId}/feedback` })).json().data as TBookingFeedback | null;
  return { ...shopper, give, read };
}

const workshopRow = async (workshopId: string) => (await t.database.db.select().from(workshops).where(eq(workshops.id, workshopId)))[0]!;

describe('feedback templates', () => {
  it("answer the brand's questions in the reader's language", async () => {
    const call = onBrand(t.app, 'servicebay');
    const english = (await call({ method: 'GET', url: '/api/settings/feedback-templates?clientName=servicebay' })).json().data as TFeedbackQuestion[];
    expect(english.length).toBeGreaterThan(2);
    expect(english[0]).toEqual({ feedbackItemId: 1, primaryId: 1, text: 'Quality of work' });
    const arabic = (await call({ method: 'GET', url: '/api/settings/feedback-templates', headers: { 'accept-language': 'ar' } })).json()
      .data as TFeedbackQuestion[];
    expect(arabic[0]!.text).toBe('جودة العمل');
  });
});

describe('feedback on a booking (customer spec sections 4, 5, 7 and 9)', () => {
  it('is offered only once the booking is completed', async () => {
    const shopper = await customerWithBooking(t.app);
    const early = await shopper.call({ method: 'POST', url: `/api/transaction/booking/${shopper.bookingId}/feedback`, payload: { rating: 10 } });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Feedback can be given once the service is completed');
    expect((await shopper.booking()).isFeedbackGiven).toBe(false);
  });

  it("needs a rating ('selectRating') and trims the comment", async () => {
    const shopper = await completedBooking();
    for (const payload of [{ comment: 'fine' }, { rating: 0 }, { rating: 11 }]) {
      const refused = await shopper.give(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe('selectRating');
    }
    expect(await shopper.read()).toBeNull();
    const given = await shopper.give({ rating: 7, comment: '  Pickup was late \n', responses: [{ feedbackItemId: 2, response: 'bad' }] });
    expect(given.statusCode).toBe(200);
    expect(given.json().data).toMatchObject({ rating: 7, ratingId: 58, comment: 'Pickup was late', outcome: 'regret', reviewUrl: null });
  });

  it('thanks a 9 or 10 with the workshop’s review page, and the rating joins its stars', async () => {
    const shopper = await completedBooking();
    const { workshopId } = (await shopper.booking()) as TBooking;
    const before = await workshopRow(workshopId!);
    const given = await shopper.give({ rating: 10, responses: [{ feedbackItemId: 1, response: 'good' }] });
    expect(given.json().data).toMatchObject({ rating: 10, ratingId: 61, outcome: 'thanks', comment: null });
    const { reviewUrl } = given.json().data as TBookingFeedback;
    expect(reviewUrl).toBe(`https://www.google.com/maps/search/?api=1&query=${before.latitude},${before.longitude}`);
    const after = await workshopRow(workshopId!);
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    expect(after.rating).toBeCloseTo((before.rating * before.ratingCount + 5) / (before.ratingCount + 1), 2);
    // A workshop with a page of its own sends the customer there.
    await t.database.db.update(workshops).set({ reviewUrl: 'https://g.page/r/demo-review' }).where(eq(workshops.id, workshopId!));
    expect((await shopper.read())!.reviewUrl).toBe('https://g.page/r/demo-review');
    const listed = ((await shopper.call({ method: 'GET', url: '/api/catalog/workshops' })).json().data as TWorkshop[]).find((w) => w.workshopId === workshopId);
    expect(listed?.ratingCount).toBe(after.ratingCount);
  });

  it("is read-only once given: a second rating is refused ('You cannot edit') and the first stands", async () => {
    const shopper = await completedBooking();
    expect((await shopper.give({ rating: 9 })).statusCode).toBe(200);
    const again = await shopper.give({ rating: 2, comment: 'changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You cannot edit');
    expect(await shopper.read()).toMatchObject({ rating: 9, comment: null });
    expect((await shopper.booking()).isFeedbackGiven).toBe(true);
  });

  it('two tabs rating at once give one feedback', async () => {
    const shopper = await completedBooking();
    const answers = await Promise.all([shopper.give({ rating: 10 }), shopper.give({ rating: 3 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(bookingFeedback).where(eq(bookingFeedback.bookingId, shopper.bookingId));
    expect(rows).toHaveLength(1);
  });

  it('is the same feedback through the older route family', async () => {
    const shopper = await completedBooking();
    const save = (payload: Record<string, unknown>) => shopper.call({ method: 'POST', url: '/api/feedBack/saveFeedBack', payload });
    const noRating = await save({ externalBookingId: shopper.bookingId, listOfFeedback: [56], questionResponse: [] });
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json().error.message).toBe('selectRating');
    const saved = await save({
      externalBookingId: shopper.bookingId,
      listOfFeedback: [60],
      questionResponse: [{ id: 3, qtnResponse: 'good' }],
      comment: ' Great ',
    });
    expect(saved.statusCode).toBe(200);
    const read = (await shopper.call({ method: 'GET', url: `/api/feedBack/getFeedBack?bookingId=${shopper.bookingId}` })).json().data as TBookingFeedback;
    expect(read).toMatchObject({ rating: 9, ratingId: 60, comment: 'Great', responses: [{ feedbackItemId: 3, response: 'good' }] });
    expect(await shopper.read()).toEqual(read);
  });

  it("is no one else's to read or give", async () => {
    const owner = await completedBooking();
    const stranger = await customerWithBooking(t.app);
    for (const request of [
      { method: 'GET' as const, url: `/api/transaction/booking/${owner.bookingId}/feedback` },
      { method: 'POST' as const, url: `/api/transaction/booking/${owner.bookingId}/feedback`, payload: { rating: 1 } },
      { method: 'GET' as const, url: `/api/feedBack/getFeedBack?bookingId=${owner.bookingId}` },
      { method: 'POST' as const, url: '/api/feedBack/saveFeedBack', payload: { externalBookingId: owner.bookingId, listOfFeedback: [1] } },
    ])
      expect((await stranger.call(request)).statusCode).toBe(404);
    expect(await owner.read()).toBeNull();
  });
});
