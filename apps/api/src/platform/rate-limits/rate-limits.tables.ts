import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the rate limits (issue 7): one row per limited key (`otp-send:address:203.0.113.7`)
 * and fixed window, counted up by one upsert, so every API process on the database shares them.
 * Rows whose window has ended are pruned.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_counters_pkey', columns: [t.key, t.windowStart] }),
    index('rate_limit_counters_window_end_idx').on(t.windowEnd),
    check('rate_limit_counters_hits_positive', sql`${t.hits} > 0`),
  ],
);
