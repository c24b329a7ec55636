import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The PostgreSQL channel every API process listens on; the notice names the event and its audience. */
export const EVENTS_CHANNEL = 'servicebay_events';

/** What travels in the NOTIFY: enough for a process to skip events none of its subscribers may see. */
export type EventNotice = { id: number; brandId: string; userId: string | null; workshopId: string | null };

/** At most this many notices in one statement (PostgreSQL takes 65,535 parameters). */
const NOTICES_PER_STATEMENT = 500;

type Waiting = { notice: EventNotice; sent: () => void };

/**
 * Sends committed events' notices, many in one statement: every notice sent while one statement is
 * on its way waits for the next, so a burst of bookings costs a few NOTIFYs, not one each.
 *
 * Why after commit and not inside the change's transaction (decision 0030): PostgreSQL holds one
 * lock for the whole server from a notifying transaction's commit until its WAL is flushed, so
 * notifying transactions commit one at a time. A NOTIFY of its own writes nothing and is brief.
 * `heard` is told at once: this process's caches forget before its caller is answered.
 */
export function createNoticeSender(db: Db, options: { heard?: (notice: EventNotice) => void; onError: (error: unknown) => void }) {
  const waiting: Waiting[] = [];
  let isSending = false;

  async function sendWaiting() {
    isSending = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, NOTICES_PER_STATEMENT);
      try {
        const calls = batch.map(({ notice }) => sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
        await db.execute(sql`select ${sql.join(calls, sql`, `)}`);
      } catch (error) {
        // The change is committed; only the live news of it is lost (caches expire, clients refetch).
        options.onError(error);
      }
      for (const { sent } of batch) sent();
    }
    isSending = false;
  }

  return {
    /** Resolves once the notices are sent (or their sending failed and was reported). */
    send(notices: EventNotice[]): Promise<void> {
      for (const notice of notices) options.heard?.(notice);
      if (notices.length === 0) return Promise.resolve();
      return new Promise((resolve) => {
        // Batches go in order: the last notice sent means all were.
        notices.forEach((notice, index) => waiting.push({ notice, sent: index === notices.length - 1 ? resolve : () => undefined }));
        if (!isSending) void sendWaiting();
      });
    },
  };
}

export type NoticeSender = ReturnType<typeof createNoticeSender>;

const senders = new WeakMap<Db, NoticeSender>();

/** The sender of a database: the one its live events started, else a plain one (scripts, jobs without a server). */
export function noticeSenderOf(db: Db): NoticeSender {
  let sender = senders.get(db);
  if (!sender) {
    sender = createNoticeSender(db, { onError: (error) => console.error('event notice not sent', error) });
    senders.set(db, sender);
  }
  return sender;
}

export function useNoticeSender(db: Db, sender: NoticeSender): void {
  senders.set(db, sender);
}
