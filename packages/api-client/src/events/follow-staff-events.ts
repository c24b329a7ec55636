import type { QueryClient } from '@tanstack/react-query';
import { staffApi } from '../staff/staff-client';
import { followLiveEventsInOneTab } from './follow-in-one-tab';
import { refreshAfterStaffEvent } from './staff-live-event-queries';

/** Apart from the customer app's lock and channel: the two apps share an origin, never a stream. */
export const STAFF_STREAM_NAME = 'servicebay.staff-live-events';

/** Follows the signed-in staff member's stream (their workshops' changes), in one tab of this browser, with the staff token. */
export function followStaffEventsAndRefresh(queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  return followLiveEventsInOneTab({
    http: staffApi,
    baseUrl: '/api',
    signal,
    streamName: STAFF_STREAM_NAME,
    onEvent: (event) => void refreshAfterStaffEvent(queryClient, event),
  });
}
