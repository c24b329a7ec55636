import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from './rate-limits.tables';

/** A limit: at most `max` hits per `windowSeconds` for each subject (an address, a brand). */
export type RateLimit = { name: string; max: number; windowSeconds: number };
export type RateLimitAnswer = { isAllowed: boolean; hits: number; retryAfterSeconds: number };

export type RateLimits = ReturnType<typeof createRateLimits>;

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Fixed-window counters kept in the database, so a limit holds across API processes: one upsert
 * counts the hit and answers the new count, atomically on PGlite and PostgreSQL alike.
 */
export function createRateLimits(db: Db, now: () => Date = () => new Date()) {
  let prunedAt = 0;

  async function pruneNow(at: Date) {
    prunedAt = at.getTime();
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEnd, at));
  }

  return {
    /**
     * Counts one hit of `subject` against `limit`. Inside `tx`, the count commits or rolls back with
     * the caller's change (and the counter's row stays locked until then).
     */
    async hit(limit: RateLimit, subject: string, tx: Db = db): Promise<RateLimitAnswer> {
      const at = now();
      const windowMs = limit.windowSeconds * 1000;
      const windowStart = new Date(Math.floor(at.getTime() / windowMs) * windowMs);
      const windowEnd = new Date(windowStart.getTime() + windowMs);
      const [row] = await tx
        .insert(rateLimitCounters)
        .values({ key: `${limit.name}:${subject}`, windowStart, windowEnd, hits: 1 })
        .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { hits: sql`${rateLimitCounters.hits} + 1` } })
        .returning({ hits: rateLimitCounters.hits });
      const hits = row!.hits;
      // Old windows are removed now and then, by whichever process counts; never in the caller's transaction.
      if (at.getTime() - prunedAt > PRUNE_EVERY_MS) void pruneNow(at).catch(() => undefined);
      return { isAllowed: hits <= limit.max, hits, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd.getTime() - at.getTime()) / 1000)) };
    },
  };
}
