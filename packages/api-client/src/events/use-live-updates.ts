import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStoredSession } from '../session/use-stored-session';

/**
 * Keeps this tab's cached answers in step with changes made elsewhere (another tab, another
 * device) while a customer or guest is signed in. Mounted once, at the top of the app. The stream's
 * client is downloaded with the first session, so the sign-in screens do not carry it.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const session = useStoredSession();
  // Token renewals must not reopen the stream; signing in, out, or from guest to customer must.
  const signedInAs = session ? (session.isGuest ? 'guest' : 'customer') : null;

  useEffect(() => {
    if (!signedInAs) return;
    const controller = new AbortController();
    import('./follow-and-refresh')
      .then(({ followAndRefresh }) => (controller.signal.aborted ? undefined : followAndRefresh(queryClient, controller.signal)))
      .catch(() => undefined); // a stream that cannot be followed leaves the app as it was before live updates
    return () => controller.abort();
  }, [signedInAs, queryClient]);
}
