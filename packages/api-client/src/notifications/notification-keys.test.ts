import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterLiveEvent } from '../events/live-event-queries';
import { SESSION_QUERY_KEY } from '../query-client';
import { notificationKeys } from './notification-keys';

const isStale = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('the notifications list in the cache', () => {
  it('sits under the session key, so sign-out drops it', () => {
    expect(notificationKeys.list()).toEqual([...SESSION_QUERY_KEY, 'notifications']);
  });

  it('a notifications.changed event makes the list stale (the bell asks again) and leaves the bookings alone', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notificationKeys.list(), []);
    queryClient.setQueryData(['session', 'bookings', 'list'], []);
    await refreshAfterLiveEvent(queryClient, { id: '3', type: 'notifications.changed', data: { payload: {}, at: '' } });
    expect([isStale(queryClient, notificationKeys.list()), isStale(queryClient, ['session', 'bookings', 'list'])]).toEqual([true, false]);
  });
});
