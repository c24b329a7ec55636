import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/event-stream-reader';
import type { Listener } from './audience';
import type { EventDispatcher, Subscriber } from './event-dispatcher';
import type { EventStore } from './event-store';
import type { EventRow } from './events.tables';
import { REPLAY_LIMIT, streamEvents, type StreamOptions } from './event-stream';

// The stream's own rules (heartbeat, expiry, replay bounds) on a bare HTTP server, with the
// dispatcher and the outbox replaced by plain objects: no database needed to check them.
const listener: Listener = { brandId: 'b', userId: 'u', workshopIds: [] };
const row = (id: number): EventRow => ({
  id,
  brandId: 'b',
  userId: 'u',
  workshopId: null,
  type: 'vehicles.changed',
  payload: { vehicleId: `v${id}` },
  createdAt: new Date(0),
});

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections(); // the test's fetch keeps an idle keep-alive connection
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = null;
});

async function serve(options: Partial<StreamOptions> & { stored?: EventRow[] }) {
  const subscribers: Subscriber[] = [];
  const dispatcher = {
    subscribe: (subscriber: Subscriber) => {
      subscribers.push(subscriber);
      return () => subscribers.splice(subscribers.indexOf(subscriber), 1);
    },
  } as unknown as EventDispatcher;
  const stored = options.stored ?? [];
  const store = {
    after: async (_: Listener, afterId: number, limit: number) => stored.filter((e) => e.id > afterId).slice(0, limit),
    latestId: async () => stored.at(-1)?.id ?? null,
  } as unknown as EventStore;
  server = createServer((request, response) => {
    const lastEventId = request.headers['last-event-id'] ? Number(request.headers['last-event-id']) : null;
    void streamEvents(response, { dispatcher, store, listener, principal: 'customer:test', lastEventId, expiresAt: null, now: () => new Date(), ...options });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, subscribers };
}

describe('the event stream', () => {
  it('sends heartbeat comments while nothing happens', async () => {
    const { baseUrl } = await serve({ heartbeatMs: 20 });
    const stream = await openEventStream(baseUrl, { brand: 'servicebay' });
    await expect.poll(() => stream.comments, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    await stream.close();
  });

  it('ends when the token that opened it expires, and unsubscribes', async () => {
    const { baseUrl, subscribers } = await serve({ expiresAt: new Date(Date.now() + 100) });
    const stream = await openEventStream(baseUrl, { brand: 'servicebay' });
    await stream.ended;
    expect(subscribers).toHaveLength(0);
  });

  it('replays in order what came after Last-Event-ID, then goes on live without repeating', async () => {
    const { baseUrl, subscribers } = await serve({ stored: [row(3), row(5), row(8)] });
    const stream = await openEventStream(baseUrl, { brand: 'servicebay', lastEventId: '3' });
    await expect.poll(() => stream.events.length).toBe(2);
    subscribers[0]!.deliver(row(9));
    await expect.poll(() => stream.events.map((e) => e.id)).toEqual(['5', '8', '9']);
    expect(JSON.parse(stream.events[0]!.data)).toEqual({ payload: { vehicleId: 'v5' }, at: '1970-01-01T00:00:00.000Z' });
    await stream.close();
  });

  it('tells a client too far behind to refetch, and moves its Last-Event-ID to the newest event', async () => {
    const stored = Array.from({ length: REPLAY_LIMIT + 5 }, (_, index) => row(index + 1));
    const { baseUrl } = await serve({ stored });
    const stream = await openEventStream(baseUrl, { brand: 'servicebay', lastEventId: '0' });
    await expect.poll(() => stream.events.length).toBe(1);
    expect(stream.events[0]).toMatchObject({ event: 'stream.reset', id: String(REPLAY_LIMIT + 5) });
    await stream.close();
  });

  it('stops writing when the client goes away', async () => {
    const { baseUrl, subscribers } = await serve({});
    const stream = await openEventStream(baseUrl, { brand: 'servicebay' });
    await expect.poll(() => subscribers.length).toBe(1);
    await stream.close();
    await expect.poll(() => subscribers.length).toBe(0);
  });
});
