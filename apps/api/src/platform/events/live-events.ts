import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createEventDispatcher, type DispatcherOptions, type EventDispatcher } from './event-dispatcher';
import { createEventStore, type EventStore } from './event-store';
import { createNoticeSender, useNoticeSender } from './notices';

export type LiveEvents = { dispatcher: EventDispatcher; store: EventStore; now: () => Date };

/**
 * Starts this process's share of the live events: the LISTEN connection and the fan-out to its
 * streams. Both end before the server closes, so neither a shutdown nor a test waits on them.
 */
export async function startLiveEvents(
  app: FastifyInstance,
  database: Database,
  now: () => Date,
  observers: Pick<DispatcherOptions, 'heard' | 'missed'> = {},
): Promise<LiveEvents> {
  const store = createEventStore(database.db);
  const onError = (error: unknown) => app.log.error({ err: error }, 'live events');
  useNoticeSender(database.db, createNoticeSender(database.db, { heard: observers.heard, onError }));
  const dispatcher = createEventDispatcher({ database, store, now, onError, ...observers });
  await dispatcher.start();
  // preClose: open streams would otherwise keep the HTTP server from closing.
  app.addHook('preClose', () => dispatcher.close());
  return { dispatcher, store, now };
}
