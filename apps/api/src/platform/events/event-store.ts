import { and, asc, desc, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visibleTo, type Listener } from './audience';
import { events, type EventRow } from './events.tables';

export type EventStore = ReturnType<typeof createEventStore>;

/** Reads of the outbox; writes go through `recordEvent`, inside the transaction of the change. */
export function createEventStore(db: Db) {
  return {
    byIds: (ids: number[]): Promise<EventRow[]> => db.select().from(events).where(inArray(events.id, ids)).orderBy(asc(events.id)),

    /** The listener's events after `afterId`, oldest first, at most `limit`. */
    after: (listener: Listener, afterId: number, limit: number): Promise<EventRow[]> =>
      db
        .select()
        .from(events)
        .where(and(visibleTo(listener), gt(events.id, afterId)))
        .orderBy(asc(events.id))
        .limit(limit),

    /** The newest of the listener's events, so a reset moves their Last-Event-ID past everything. */
    latestId: async (listener: Listener): Promise<number | null> => {
      const [row] = await db.select({ id: events.id }).from(events).where(visibleTo(listener)).orderBy(desc(events.id)).limit(1);
      return row?.id ?? null;
    },

    prune: (before: Date) => db.delete(events).where(lt(events.createdAt, before)),
  };
}
