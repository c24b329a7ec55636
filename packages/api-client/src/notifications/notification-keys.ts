import { SESSION_QUERY_KEY } from '../query-client';

/**
 * The customer's notifications live under the session key, so sign-out forgets them; a
 * `notifications.changed` live event invalidates the list (events/live-event-queries.ts), so the
 * header's bell counts a new one without a reload.
 */
export const notificationKeys = {
  list: () => [...SESSION_QUERY_KEY, 'notifications'] as const,
};
