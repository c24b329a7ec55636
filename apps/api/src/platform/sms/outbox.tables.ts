import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { brands } from '../../modules/brands/brands.tables';

/** Every SMS and e-mail the platform sends; the offline adapters stop here, the real ones also deliver. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    brandId: uuid('brand_id').references(() => brands.id),
    channel: text('channel', { enum: ['sms', 'email', 'push'] }).notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);
