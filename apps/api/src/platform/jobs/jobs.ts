import { and, eq, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { jobs } from './jobs.tables';

/** A kind of job and the shape of its payload; the payload is checked when enqueued and when run. */
export type JobKind<P extends Record<string, unknown>> = { name: string; payload: z.ZodType<P> };
export const jobKind = <P extends Record<string, unknown>>(name: string, payload: z.ZodType<P>): JobKind<P> => ({ name, payload });

/** What a module runs for one kind of job; modules hand these to the queue at start. */
export type JobHandler<P extends Record<string, unknown> = Record<string, unknown>> = {
  kind: JobKind<P>;
  run: (payload: P) => Promise<void>;
  /** A housekeeping job (empty payload) that runs again this long after each run; the queue keeps one pending. */
  everyMs?: number;
};
export const jobHandler = <P extends Record<string, unknown>>(kind: JobKind<P>, run: (payload: P) => Promise<void>, options: { everyMs?: number } = {}) =>
  ({ kind, run, ...options }) as JobHandler;

export type JobQueue = ReturnType<typeof createJobQueue>;

const MAX_ATTEMPTS = 5;
/** A job locked longer than this belongs to a process that died; another may take it. */
const LOCK_TIMEOUT_MS = 5 * 60 * 1000;

export function createJobQueue(db: Db, now: () => Date) {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let pass: (() => void) | null = null;
  let wokenDuringPass = false;

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
    register: (handler: JobHandler) => {
      if (handlers.has(handler.kind.name)) throw new Error(`two handlers for job kind ${handler.kind.name}`);
      handlers.set(handler.kind.name, handler);
    },

    enqueue: async <P extends Record<string, unknown>>(kind: JobKind<P>, payload: P, runAt: Date, tx: Db = db) => {
      const [row] = await tx
        .insert(jobs)
        .values({ kind: kind.name, payload: kind.payload.parse(payload), runAt })
        .returning({ id: jobs.id });
      return row!.id;
    },

    /** Enqueues only when `condition` holds as the statement runs: one statement either way. */
    enqueueIf: async <P extends Record<string, unknown>>(kind: JobKind<P>, payload: P, runAt: Date, condition: SQL, tx: Db = db) => {
      const id = uuidv7();
      await tx.execute(
        sql`insert into ${jobs} (${sql.identifier(jobs.id.name)}, ${sql.identifier(jobs.kind.name)}, ${sql.identifier(jobs.payload.name)}, ${sql.identifier(jobs.runAt.name)})
            select ${id}, ${kind.name}, ${JSON.stringify(kind.payload.parse(payload))}::jsonb, ${runAt.toISOString()}::timestamptz where ${condition}`,
      );
    },

    cancel: <P extends Record<string, unknown>>(kind: JobKind<P>, match: Partial<P>, tx: Db = db) =>
      tx
        .update(jobs)
        .set({ doneAt: now(), lastError: 'cancelled' })
        .where(and(eq(jobs.kind, kind.name), sql`${jobs.payload} @> ${JSON.stringify(match)}::jsonb`, isNull(jobs.doneAt))),

    /**
     * Makes sure each recurring job has a pending run (at once when it has none). Under an advisory
     * lock, so API processes starting together queue one between them.
     */
    scheduleRecurring: async () => {
      for (const handler of handlers.values()) {
        if (!handler.everyMs) continue;
        await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job:${handler.kind.name}`}))`);
          const [pending] = await tx
            .select({ id: jobs.id })
            .from(jobs)
            .where(and(eq(jobs.kind, handler.kind.name), isNull(jobs.doneAt), lt(jobs.attempts, MAX_ATTEMPTS)))
            .limit(1);
          if (!pending) await queue.enqueue(handler.kind, {}, now(), tx);
        });
      }
    },

    /** Runs every due job once; returns how many ran. Failures are retried on a later pass. */
    runDue: async () => {
      let ran = 0;
      for (let job = await claim(); job; job = await claim()) {
        const handler = handlers.get(job.kind);
        try {
          if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
          await handler.run(handler.kind.payload.parse(job.payload));
          await db.transaction(async (tx) => {
            await tx.update(jobs).set({ doneAt: now(), lockedAt: null, lastError: null }).where(eq(jobs.id, job.id));
            if (handler.everyMs) await queue.enqueue(handler.kind, {}, new Date(now().getTime() + handler.everyMs), tx);
          });
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
      /**
       * One pass at a time; stop() waits for the pass in flight, so the pool closes after it. A
       * wake during a pass (the first one, scheduling the recurring jobs, included) runs one more
       * pass after it, so the job it announced is not left for the next tick.
       */
      const runAsPass = (work: () => Promise<unknown>) => {
        running = work()
          .then(() => undefined, onError)
          .finally(() => {
            running = null;
            if (wokenDuringPass && timer) {
              wokenDuringPass = false;
              pass?.();
            }
          });
      };
      pass = () => {
        if (running) {
          wokenDuringPass = true;
          return;
        }
        runAsPass(queue.runDue);
      };
      runAsPass(queue.scheduleRecurring);
      timer = setInterval(pass, intervalMs);
      timer.unref();
    },
    /**
     * Runs due jobs now rather than at the next tick, for work someone waits on (an import's
     * progress). Only in a started queue: tests run jobs themselves with runDue().
     */
    wake: () => {
      if (timer) pass?.();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
  return queue;
}
