import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStaffSession } from '../staff/use-staff-session';

/**
 * Keeps the workshop app's inbox, boards and cards in step with changes made elsewhere (a customer
 * booking, another desk moving a card) while a staff member is signed in. Mounted once, in the
 * signed-in frame; the stream's client downloads with it, not with Login.
 */
export function useStaffLiveUpdates(): void {
  const queryClient = useQueryClient();
  // A renewed token must not reopen the stream; another person signing in at this desk must.
  const staffId = useStaffSession()?.staffId ?? null;

  useEffect(() => {
    if (!staffId) return;
    const controller = new AbortController();
    import('./follow-staff-events')
      .then(({ followStaffEventsAndRefresh }) => (controller.signal.aborted ? undefined : followStaffEventsAndRefresh(queryClient, controller.signal)))
      .catch(() => undefined); // a stream that cannot be followed leaves the screens as they were, refreshed on each visit
    return () => controller.abort();
  }, [staffId, queryClient]);
}
