import { asc, eq } from 'drizzle-orm';
import {
  feedbackOutcome,
  feedbackRatingId,
  inLanguage,
  type Language,
  type TBookingFeedback,
  type TFeedbackPayload,
  type TFeedbackQuestion,
} from '@servicebay/domain';
import type { Db } from '../../db/client';
import type { CustomerScope } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';
import { recordEvent, userEvent } from '../../platform/events';
import type { Brand } from '../../platform/tenancy';
import type { WorkshopsService } from '../workshops';
import type { BookingsRepository } from './bookings.repository';
import { bookings } from './bookings.tables';
import { bookingFeedback, feedbackQuestions } from './feedback.tables';

export type FeedbackService = ReturnType<typeof createFeedbackService>;
type FeedbackRow = typeof bookingFeedback.$inferSelect;

type Deps = {
  db: Db;
  repository: BookingsRepository;
  workshops: Pick<WorkshopsService, 'reviewPage' | 'addRating'>;
};

/**
 * A completed booking's feedback (customer spec sections 4, 5, 7 and 9): the rating on the 1 to 10
 * scale, good or bad answers to the brand's questions, a comment; given once and then read-only. A
 * rating joins the workshop's stars, and 9 or 10 brings the link to review it in public.
 */
export function createFeedbackService({ db, repository, workshops }: Deps) {
  const view = async (brand: Brand, row: FeedbackRow): Promise<TBookingFeedback> => {
    const outcome = feedbackOutcome(row.rating);
    return {
      bookingId: row.bookingId,
      rating: row.rating,
      ratingId: feedbackRatingId(row.rating)!,
      responses: row.responses,
      comment: row.comment,
      outcome,
      reviewUrl: outcome === 'thanks' && row.workshopId ? await workshops.reviewPage(brand, row.workshopId) : null,
      createdAt: row.createdAt.toISOString(),
    };
  };

  return {
    /** GET /settings/feedback-templates: the brand's questions, in its order. */
    async questions(brand: Brand, language: Language): Promise<TFeedbackQuestion[]> {
      const rows = await db.select().from(feedbackQuestions).where(eq(feedbackQuestions.brandId, brand.id)).orderBy(asc(feedbackQuestions.position));
      return rows.map((row) => ({ feedbackItemId: row.feedbackItemId, primaryId: row.primaryId, text: inLanguage(language, row.text, row.textAr) }));
    },

    /** The feedback of one of my bookings; null while none is given. */
    async of(owner: CustomerScope, brand: Brand, bookingId: string): Promise<TBookingFeedback | null> {
      const booking = await repository.byId(owner, bookingId);
      if (!booking) throw new AppError('resource/not-found');
      const [row] = await db.select().from(bookingFeedback).where(eq(bookingFeedback.bookingId, booking.id));
      return row ? view(brand, row) : null;
    },

    /**
     * Gives it, with the booking's row locked so two tabs cannot both give it: the second finds
     * it given ('You cannot edit') and the first stands.
     */
    async give(owner: CustomerScope, brand: Brand, bookingId: string, feedback: TFeedbackPayload): Promise<TBookingFeedback> {
      const row = await db.transaction(async (tx) => {
        const booking = await repository.lockedById(owner, bookingId, tx);
        if (!booking) throw new AppError('resource/not-found');
        if (booking.isFeedbackGiven) throw new AppError('feedback/already-given');
        if (booking.state !== 'completed') throw new AppError('feedback/not-completed');
        const [given] = await tx
          .insert(bookingFeedback)
          .values({
            bookingId: booking.id,
            brandId: owner.brandId,
            userId: owner.userId,
            workshopId: booking.workshopId,
            rating: feedback.rating,
            responses: feedback.responses,
            comment: feedback.comment || null,
          })
          .returning();
        await tx.update(bookings).set({ isFeedbackGiven: true }).where(eq(bookings.id, booking.id));
        if (booking.workshopId) await workshops.addRating(tx, brand, booking.workshopId, feedback.rating);
        await recordEvent(tx, userEvent(owner, 'bookings.changed', { bookingId: booking.id }));
        return given!;
      });
      return view(brand, row);
    },
  };
}
