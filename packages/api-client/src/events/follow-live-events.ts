import { fetchEventSource } from '@microsoft/fetch-event-source';
import { LIVE_STREAM_RESET, ZLiveEventData, ZLiveEventType, type TLiveEventData, type TLiveEventType } from '@servicebay/domain';
import type { HttpClient } from '../http/http-client';

export type LiveEvent = { id: string | null; type: TLiveEventType; data: TLiveEventData } | { id: string | null; type: typeof LIVE_STREAM_RESET };

export type FollowOptions = {
  http: Pick<HttpClient, 'accessToken'>;
  baseUrl: string;
  onEvent: (event: LiveEvent) => void;
  /** Aborting it ends the stream for good. */
  signal: AbortSignal;
  /** Where to resume: the last event another tab saw, when this tab takes the stream over. */
  lastEventId?: string | null;
  fetch?: typeof fetch;
  random?: () => number;
};

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

class SignedOut extends Error {}
class StreamEnded extends Error {}

/** Doubling waits with jitter, so a restarted server is not met by every client at the same moment. */
export const retryDelay = (failures: number, random: () => number = Math.random) =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1)) * (0.5 + random() / 2);

/**
 * Follows `GET /api/events` until `signal` aborts or the session ends. Uses fetch rather than
 * EventSource, which cannot send the Authorization header. Reconnects with back-off, sending
 * Last-Event-ID so the server replays what was missed, and with a renewed token when the old one
 * has run out (the server ends a stream when its token expires).
 */
export function followLiveEvents({
  http,
  baseUrl,
  onEvent,
  signal,
  lastEventId,
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
  random,
}: FollowOptions) {
  let failures = 0;
  const withToken = (init: RequestInit | undefined, token: string) => ({
    ...init,
    headers: { ...(init?.headers as Record<string, string>), Authorization: `Bearer ${token}` },
  });

  return fetchEventSource(`${baseUrl}/events`, {
    signal,
    headers: lastEventId ? { 'last-event-id': lastEventId } : {},
    // A tab in the background follows too: that is the point of live updates across tabs.
    openWhenHidden: true,
    fetch: async (input, init) => {
      const token = await http.accessToken();
      if (!token) throw new SignedOut();
      const response = await fetchImpl(input, withToken(init, token));
      if (response.status !== 401) return response;
      const renewed = await http.accessToken({ renew: true });
      if (!renewed) throw new SignedOut();
      return fetchImpl(input, withToken(init, renewed));
    },
    onopen: async (response) => {
      if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error(`live events: HTTP ${response.status}`);
      failures = 0;
    },
    onmessage: (message) => {
      if (message.event === LIVE_STREAM_RESET) return onEvent({ id: message.id || null, type: LIVE_STREAM_RESET });
      const type = ZLiveEventType.safeParse(message.event);
      const data = ZLiveEventData.safeParse(safeJson(message.data));
      // Types this build does not know yet (a newer server) are skipped, not fatal.
      if (type.success && data.success) onEvent({ id: message.id || null, type: type.data, data: data.data });
    },
    onclose: () => {
      throw new StreamEnded(); // the server ended it (token expiry, restart): reconnect
    },
    onerror: (error: unknown) => {
      if (error instanceof SignedOut) throw error;
      failures++;
      return retryDelay(failures, random);
    },
  }).catch((error: unknown) => {
    if (!(error instanceof SignedOut)) throw error;
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
