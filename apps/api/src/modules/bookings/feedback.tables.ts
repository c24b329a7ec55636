import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TFeedbackAnswer } from '@servicebay/domain';
import { createdAt, id } from '../../db/columns';
import { brands } from '../brands/brands.tables';
import { users } from '../identity/identity.tables';
import { bookings } from './bookings.tables';

/** The questions a brand asks with the rating (GET /settings/feedback-templates), in both languages. */
export const feedbackQuestions = pgTable(
  'feedback_questions',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    feedbackItemId: integer('feedback_item_id').notNull(),
    primaryId: integer('primary_id').notNull(),
    text: text('text').notNull(),
    textAr: text('text_ar'),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('feedback_questions_item_per_brand').on(t.brandId, t.feedbackItemId)],
);

/**
 * A completed booking's feedback: one per booking (the key), never changed once given (customer
 * spec section 4).
 */
export const bookingFeedback = pgTable(
  'booking_feedback',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    workshopId: uuid('workshop_id'),
    rating: integer('rating').notNull(),
    responses: jsonb('responses').$type<{ feedbackItemId: number; response: TFeedbackAnswer }[]>().notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [check('booking_feedback_rating', sql`${t.rating} between 1 and 10`)],
);
