import type { ServerResponse } from 'node:http';
import { LIVE_STREAM_RESET, type TLiveEventData } from '@servicebay/domain';
import type { Listener } from './audience';
import type { EventDispatcher } from './event-dispatcher';
import type { EventStore } from './event-store';
import type { EventRow } from './events.tables';

/** A client further behind than this gets a reset (refetch everything) instead of a replay. */
export const REPLAY_LIMIT = 100;
/** Below the idle timeouts of common proxies and load balancers (often 30 to 60 s). */
export const HEARTBEAT_MS = 20_000;
/** How long an EventSource-style client waits before reconnecting after the stream ends. */
const RETRY_MS = 2_000;

export type StreamOptions = {
  dispatcher: EventDispatcher;
  store: EventStore;
  listener: Listener;
  /** Whose stream it is: the dispatcher keeps a few per principal, closing the oldest. */
  principal: string;
  /** The client's `Last-Event-ID`: what it saw last, null on a first connection. */
  lastEventId: number | null;
  /** The stream ends when the token that opened it runs out; the client reconnects with a new one. */
  expiresAt: Date | null;
  now: () => Date;
  heartbeatMs?: number;
};

export const parseLastEventId = (header: string | string[] | undefined): number | null =>
  typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;

const frame = (row: EventRow) => {
  const data: TLiveEventData = { payload: row.payload, at: row.createdAt.toISOString() };
  return `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(data)}\n\n`;
};
const resetFrame = (latestId: number | null) => `${latestId === null ? '' : `id: ${latestId}\n`}event: ${LIVE_STREAM_RESET}\ndata: {}\n\n`;

/** The user's sessions ended (sign-out, erasure): the token that opened the stream no longer stands. */
const endsStream = (row: EventRow) => row.type === 'session.ended';

/**
 * Serves one `text/event-stream` response until the client leaves, the token expires, the user's
 * sessions end (after telling the client so) or the server closes.
 */
export async function streamEvents(response: ServerResponse, options: StreamOptions): Promise<void> {
  const { dispatcher, store, listener, principal, lastEventId, expiresAt, now } = options;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies buffer responses by default, which would hold events back.
    'x-accel-buffering': 'no',
  });
  response.write(`retry: ${RETRY_MS}\n\n`);

  let isOpen = true;
  const write = (text: string) => {
    if (isOpen) response.write(text);
  };
  // Live events that arrive while the replay is read wait for it, so the client sees them in order.
  let held: EventRow[] | null = lastEventId === null ? null : [];
  const unsubscribe = dispatcher.subscribe({
    ...listener,
    principal,
    deliver: (row) => {
      if (held) return void held.push(row);
      write(frame(row));
      if (endsStream(row)) finish();
    },
    reset: () => write(resetFrame(null)),
    end: () => finish(),
  });
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  const expiry = expiresAt ? setTimeout(() => finish(), Math.max(0, expiresAt.getTime() - now().getTime())) : null;
  function finish() {
    if (!isOpen) return;
    isOpen = false;
    clearInterval(heartbeat);
    if (expiry) clearTimeout(expiry);
    unsubscribe();
    response.end();
  }
  response.on('close', finish); // the client went away

  if (lastEventId === null) return;
  try {
    const missed = await store.after(listener, lastEventId, REPLAY_LIMIT + 1);
    const isTooFarBehind = missed.length > REPLAY_LIMIT;
    const latestId = isTooFarBehind ? await store.latestId(listener) : null;
    if (isTooFarBehind) write(resetFrame(latestId));
    else for (const row of missed) write(frame(row));
    const replayed = new Set(missed.map((row) => row.id));
    const isCovered = (row: EventRow) => (isTooFarBehind ? row.id <= (latestId ?? 0) : replayed.has(row.id));
    for (const row of held ?? []) if (!isCovered(row)) write(frame(row));
    if (held?.some((row) => !isCovered(row) && endsStream(row))) finish();
  } catch {
    write(resetFrame(null));
  } finally {
    held = null;
  }
}
