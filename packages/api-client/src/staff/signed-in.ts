import type { QueryClient } from '@tanstack/react-query';
import type { TStaffSession } from '@servicebay/domain';
import { staffSessionStore } from './staff-client';
import { staffKeys } from './query-keys';

/**
 * A new session answered (sign-in, sign-up, a code, a password change): it is kept, nothing cached
 * for whoever was signed in before applies, and the person it names is the current one.
 */
export function keepStaffSession(queryClient: QueryClient, session: TStaffSession): void {
  staffSessionStore.save(session);
  queryClient.removeQueries({ queryKey: staffKeys.all });
  queryClient.setQueryData(staffKeys.me(), session.staff);
}
