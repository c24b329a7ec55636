import { and, eq, lt, sql } from 'drizzle-orm';
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

  /** The window `at` falls in. */
  const windowOf = (limit: RateLimit, at: Date) => {
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(at.getTime() / windowMs) * windowMs);
    return { windowStart, windowEnd: new Date(windowStart.getTime() + windowMs) };
  };
  const answer = (limit: RateLimit, hits: number, at: Date, windowEnd: Date): RateLimitAnswer => ({
    isAllowed: hits <= limit.max,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd.getTime() - at.getTime()) / 1000)),
  });

  return {
    /** Whether one more hit of `subject` would be allowed, without counting it. */
    async peek(limit: RateLimit, subject: string): Promise<RateLimitAnswer> {
      const at = now();
      const { windowStart, windowEnd } = windowOf(limit, at);
      const [row] = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, `${limit.name}:${subject}`), eq(rateLimitCounters.windowStart, windowStart)));
      return answer(limit, (row?.hits ?? 0) + 1, at, windowEnd);
    },

    /**
     * Counts one hit of `subject` against `limit`. Inside `tx`, the count commits or rolls back with
     * the caller's change (and the counter's row stays locked until then).
     */
    async hit(limit: RateLimit, subject: string, tx: Db = db): Promise<RateLimitAnswer> {
      const at = now();
      const { windowStart, windowEnd } = windowOf(limit, at);
      const [row] = await tx
        .insert(rateLimitCounters)
        .values({ key: `${limit.name}:${subject}`, windowStart, windowEnd, hits: 1 })
        .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { hits: sql`${rateLimitCounters.hits} + 1` } })
        .returning({ hits: rateLimitCounters.hits });
      const hits = row!.hits;
      // Old windows are removed now and then, by whichever process counts; never in the caller's transaction.
      if (at.getTime() - prunedAt > PRUNE_EVERY_MS) void pruneNow(at).catch(() => undefined);
      return answer(limit, hits, at, windowEnd);
    },
  };
}
