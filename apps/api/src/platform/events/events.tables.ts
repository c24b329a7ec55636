import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TLiveEventPayload } from '@servicebay/domain';
import { createdAt } from '../../db/columns';

/**
 * The outbox of live events: a row is written in the same transaction as the change it describes,
 * so a rolled-back change never produces one. The id is a sequence, so `Last-Event-ID` replays what
 * came after it. No foreign keys: events are short-lived notices, pruned by age, and must never
 * hold up the erasure of the rows they mention.
 *
 * Audience: a user's own events carry `user_id`, a workshop's carry `workshop_id`; with neither,
 * the event goes to everyone of the brand.
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: uuid('brand_id').notNull(),
    userId: uuid('user_id'),
    workshopId: uuid('workshop_id'),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<TLiveEventPayload>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_user_idx')
      .on(t.userId, t.id)
      .where(sql`${t.userId} is not null`),
    index('events_workshop_idx')
      .on(t.workshopId, t.id)
      .where(sql`${t.workshopId} is not null`),
    index('events_brand_wide_idx')
      .on(t.brandId, t.id)
      .where(sql`${t.userId} is null and ${t.workshopId} is null`),
    index('events_created_at_idx').on(t.createdAt),
    check('events_one_audience', sql`${t.userId} is null or ${t.workshopId} is null`),
  ],
);

export type EventRow = typeof events.$inferSelect;
