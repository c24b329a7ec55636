import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { retryDelay } from './follow-live-events';
import { refreshAfterLiveEvent } from './live-event-queries';

const cached = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('live events on the cache', () => {
  it('a vehicle change makes the garage, the user and the profile stale, and leaves addresses alone', async () => {
    const queryClient = new QueryClient();
    const keys = [
      ['session', 'vehicles'],
      ['session', 'vehicles', 'v1'],
      ['session', 'me'],
      ['session', 'profile'],
      ['session', 'addresses'],
      ['catalog', 'makes'],
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    await refreshAfterLiveEvent(queryClient, { id: '1', type: 'vehicles.changed', data: { payload: {}, at: '' } });
    expect(keys.map((key) => cached(queryClient, key))).toEqual([true, true, true, true, false, false]);
  });

  it("a document change makes the documents, the garage (its document ids) and the profile stale, not the user's addresses", async () => {
    const queryClient = new QueryClient();
    const keys = [
      ['session', 'documents'],
      ['session', 'vehicles'],
      ['session', 'profile'],
      ['session', 'addresses'],
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    await refreshAfterLiveEvent(queryClient, { id: '2', type: 'documents.changed', data: { payload: {}, at: '' } });
    expect(keys.map((key) => cached(queryClient, key))).toEqual([true, true, true, false]);
  });

  it('a reset makes everything of the session stale, not the public catalogue', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['session', 'addresses'], {});
    queryClient.setQueryData(['catalog', 'makes'], {});
    await refreshAfterLiveEvent(queryClient, { id: null, type: 'stream.reset' });
    expect([cached(queryClient, ['session', 'addresses']), cached(queryClient, ['catalog', 'makes'])]).toEqual([true, false]);
  });

  it('waits longer after each failure, with jitter, up to 30 s', () => {
    expect([1, 2, 3, 10].map((failures) => retryDelay(failures, () => 1))).toEqual([1_000, 2_000, 4_000, 30_000]);
    expect(retryDelay(1, () => 0)).toBe(500);
  });
});
