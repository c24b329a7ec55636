import type { Database } from '../../db/client';
import { canSee, keyOfEvent, keysOfListener, type Listener } from './audience';
import type { EventStore } from './event-store';
import type { EventRow } from './events.tables';
import { EVENTS_CHANNEL, type EventNotice } from './notices';

/** One open stream, as the dispatcher sees it. */
export type Subscriber = Listener & {
  /** Whose stream it is (`customer:<id>`, `staff:<id>`): each holds at most STREAMS_PER_PRINCIPAL. */
  principal: string;
  deliver: (event: EventRow) => void;
  /** Events may have been missed (the LISTEN connection dropped): the client should refetch. */
  reset: () => void;
  /** The server is closing. */
  end: () => void;
};

export type EventDispatcher = ReturnType<typeof createEventDispatcher>;

/**
 * Open streams one person may hold on a process. The customer app keeps one per browser (its tabs
 * share the leader's), so a handful covers a phone, a laptop and a tab taking over; beyond it the
 * oldest is closed, so one stolen or scripted token cannot pile up connections.
 */
export const STREAMS_PER_PRINCIPAL = 5;

const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Fans committed events out to the streams open on this process. Every process listens on one
 * channel; a notice names the event's audience, so a process reads only the rows that one of its
 * own subscribers may see, and reads them by id (ids are not committed in order, so no cursor).
 */
export type DispatcherOptions = {
  database: Database;
  store: EventStore;
  onError: (error: unknown) => void;
  now?: () => Date;
  /** Hears every committed event's notice, whoever may see it: caches of this process forget by it. */
  heard?: (notice: EventNotice) => void;
  /** Notices may have been missed (the LISTEN connection dropped). */
  missed?: () => void;
};

export function createEventDispatcher(options: DispatcherOptions) {
  const { database, store, onError, now = () => new Date(), heard, missed } = options;
  const byKey = new Map<string, Set<Subscriber>>();
  const all = new Set<Subscriber>();
  /** Each principal's open streams, oldest first (a Set keeps its insertion order). */
  const byPrincipal = new Map<string, Set<Subscriber>>();
  let wanted: number[] = [];
  let flushing: Promise<void> | null = null;
  let isClosed = false;
  let stopListening: (() => Promise<void>) | null = null;
  let pruneTimer: NodeJS.Timeout | null = null;

  async function drain() {
    try {
      // Notices that arrive while a batch is read wait for the next batch.
      while (wanted.length > 0 && !isClosed) {
        const ids = wanted;
        wanted = [];
        const rows = await store.byIds(ids);
        for (const row of rows) for (const subscriber of byKey.get(keyOfEvent(row)) ?? []) if (canSee(subscriber, row)) subscriber.deliver(row);
      }
    } catch (error) {
      onError(error);
    }
  }

  function onNotice(payload: string) {
    let notice: EventNotice;
    try {
      notice = JSON.parse(payload) as EventNotice;
    } catch {
      return;
    }
    heard?.(notice);
    if (!byKey.has(keyOfEvent(notice))) return;
    wanted.push(notice.id);
    flushing ??= drain().finally(() => {
      flushing = null;
    });
  }

  return {
    async start() {
      stopListening = await database.listen(EVENTS_CHANNEL, {
        onNotice,
        onReconnect: () => {
          missed?.();
          all.forEach((s) => s.reset());
        },
        onError,
      });
      // Every process prunes; deleting what another already deleted is harmless.
      pruneTimer = setInterval(() => void store.prune(new Date(now().getTime() - RETENTION_MS)).catch(onError), PRUNE_EVERY_MS);
      pruneTimer.unref();
    },

    /** Returns the unsubscribe. After close, the subscriber is ended at once. */
    subscribe(subscriber: Subscriber): () => void {
      if (isClosed) {
        subscriber.end();
        return () => undefined;
      }
      const own = byPrincipal.get(subscriber.principal) ?? new Set();
      byPrincipal.set(subscriber.principal, own);
      // Ending the oldest unsubscribes it (its end() calls the unsubscribe below), so `own` shrinks.
      for (const oldest of [...own].slice(0, Math.max(0, own.size - STREAMS_PER_PRINCIPAL + 1))) oldest.end();
      own.add(subscriber);
      all.add(subscriber);
      for (const key of keysOfListener(subscriber)) {
        const set = byKey.get(key) ?? new Set();
        set.add(subscriber);
        byKey.set(key, set);
      }
      return () => {
        all.delete(subscriber);
        own.delete(subscriber);
        if (own.size === 0 && byPrincipal.get(subscriber.principal) === own) byPrincipal.delete(subscriber.principal);
        for (const key of keysOfListener(subscriber)) {
          const set = byKey.get(key);
          set?.delete(subscriber);
          if (set?.size === 0) byKey.delete(key);
        }
      };
    },

    get subscriberCount() {
      return all.size;
    },

    /** Ends every open stream and the LISTEN connection, so the server and the database can close. */
    async close() {
      isClosed = true;
      if (pruneTimer) clearInterval(pruneTimer);
      for (const subscriber of [...all]) subscriber.end();
      all.clear();
      byKey.clear();
      byPrincipal.clear();
      await stopListening?.();
      stopListening = null;
      await flushing; // no read may outlive the database it reads from
    },
  };
}
