import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@servicebay/domain';
import { createdAt, id } from '../../db/columns';
import { brands } from '../brands/brands.tables';
import { users } from '../identity/identity.tables';

/** What the customer is told of their bookings, in both of the app's languages (customer spec section 3). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    bookingId: uuid('booking_id'),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** A customer's devices' push tokens, one row each (POST /transaction/booking/fcm-token). */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('device_tokens_one_per_device').on(t.userId, t.token)],
);
