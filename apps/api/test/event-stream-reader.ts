import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/** One Server-Sent Event as a client sees it. */
export type StreamedEvent = { id: string | null; event: string; data: string; receivedAt: number };

/**
 * Opens `GET /api/events` on a listening server and collects its events, so a test can wait for
 * the one it expects (or check that none came) without hand-parsing the stream each time.
 */
export async function openEventStream(baseUrl: string, options: { brand: string; token?: string; lastEventId?: string }) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: {
      'x-client-name': options.brand,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: StreamedEvent[] = [];
  let comments = 0;
  let isEnded = false;
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments++;
            const at = line.indexOf(': ');
            if (at > 0) fields.set(line.slice(0, at), line.slice(at + 2));
          }
          if (fields.has('event'))
            events.push({ id: fields.get('id') ?? null, event: fields.get('event')!, data: fields.get('data') ?? '', receivedAt: Date.now() });
        }
      }
    } catch {
      // aborted by the test
    }
    isEnded = true;
  })();

  return {
    response,
    events,
    get comments() {
      return comments;
    },
    get isEnded() {
      return isEnded;
    },
    ended,
    /** Waits for an event of `type` (after `index`), failing after `timeoutMs`. */
    async next(type: string, timeoutMs = 10_000, from = 0): Promise<StreamedEvent> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = events.slice(from).find((e) => e.event === type);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no ${type} event within ${timeoutMs} ms; saw ${JSON.stringify(events)}`);
    },
    close: async () => {
      controller.abort();
      await ended;
    },
  };
}

/** A test app listening on a free port (a stream needs a real connection), closed after the file. */
export function listeningTestApp() {
  const listening = {} as { t: TestApp; baseUrl: string };
  beforeAll(async () => {
    listening.t = await buildTestApp();
    listening.baseUrl = await listening.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => listening.t.close());
  return listening;
}
