import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from './jobs.tables';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
export type JobQueue = ReturnType<typeof createJobQueue>;

const MAX_ATTEMPTS = 5;
/** A job locked longer than this belongs to a process that died; another may take it. */
const LOCK_TIMEOUT_MS = 5 * 60 * 1000;

export function createJobQueue(db: Db, now: () => Date) {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  /** Claims one due job; SKIP LOCKED lets several API processes share the queue. */
  async function claim() {
    const at = now();
    const stale = new Date(at.getTime() - LOCK_TIMEOUT_MS);
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(isNull(jobs.doneAt), lte(jobs.runAt, at), lt(jobs.attempts, MAX_ATTEMPTS), or(isNull(jobs.lockedAt), lt(jobs.lockedAt, stale))))
        .orderBy(jobs.runAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const [job] = await tx
        .update(jobs)
        .set({ lockedAt: at, attempts: sql`${jobs.attempts} + 1` })
        .where(eq(jobs.id, due.id))
        .returning();
      return job ?? null;
    });
  }

  const queue = {
    register: (kind: string, handler: JobHandler) => {
      handlers.set(kind, handler);
    },

    enqueue: async (kind: string, payload: Record<string, unknown>, runAt: Date, tx: Db = db) => {
      const [row] = await tx.insert(jobs).values({ kind, payload, runAt }).returning({ id: jobs.id });
      return row!.id;
    },

    cancel: (kind: string, match: Record<string, unknown>, tx: Db = db) =>
      tx
        .update(jobs)
        .set({ doneAt: now(), lastError: 'cancelled' })
        .where(and(eq(jobs.kind, kind), sql`${jobs.payload} @> ${JSON.stringify(match)}::jsonb`, isNull(jobs.doneAt))),

    /** Runs every due job once; returns how many ran. Failures are retried on a later pass. */
    runDue: async () => {
      let ran = 0;
      for (let job = await claim(); job; job = await claim()) {
        const handler = handlers.get(job.kind);
        try {
          if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
          await handler(job.payload);
          await db.update(jobs).set({ doneAt: now(), lockedAt: null, lastError: null }).where(eq(jobs.id, job.id));
          ran++;
        } catch (error) {
          const retryAt = new Date(now().getTime() + 60_000 * 2 ** job.attempts);
          await db
            .update(jobs)
            .set({ lockedAt: null, runAt: retryAt, lastError: String(error) })
            .where(eq(jobs.id, job.id));
        }
      }
      return ran;
    },

    start: (intervalMs: number, onError: (error: unknown) => void) => {
      timer = setInterval(() => {
        // One pass at a time; stop() waits for the pass in flight, so the pool closes after it.
        if (running) return;
        running = queue
          .runDue()
          .then(() => undefined, onError)
          .finally(() => (running = null));
      }, intervalMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
  return queue;
}
