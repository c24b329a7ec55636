import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../client';
import { useStoredSession } from '../session/use-stored-session';
import { followLiveEventsInOneTab } from './follow-in-one-tab';
import { refreshAfterLiveEvent } from './live-event-queries';

/**
 * Keeps this tab's cached answers in step with changes made elsewhere (another tab, another
 * device) while a customer or guest is signed in. Mounted once, at the top of the app.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const session = useStoredSession();
  // Token renewals must not reopen the stream; signing in, out, or from guest to customer must.
  const signedInAs = session ? (session.isGuest ? 'guest' : 'customer') : null;

  useEffect(() => {
    if (!signedInAs) return;
    const controller = new AbortController();
    followLiveEventsInOneTab({
      http: api,
      baseUrl: '/api',
      signal: controller.signal,
      onEvent: (event) => void refreshAfterLiveEvent(queryClient, event),
    }).catch(() => undefined); // a stream that cannot be followed leaves the app as it was before live updates
    return () => controller.abort();
  }, [signedInAs, queryClient]);
}
