import type { QueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { followLiveEventsInOneTab } from './follow-in-one-tab';
import { refreshAfterLiveEvent } from './live-event-queries';

/** Follows the signed-in user's live events (in one tab of this browser) and refreshes what each changes. */
export function followAndRefresh(queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  return followLiveEventsInOneTab({
    http: api,
    baseUrl: '/api',
    signal,
    onEvent: (event) => void refreshAfterLiveEvent(queryClient, event),
  });
}
