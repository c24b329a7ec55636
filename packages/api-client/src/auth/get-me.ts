import { queryOptions, useQuery, type QueryClient, type Updater } from '@tanstack/react-query';
import type { TUser } from '@servicebay/domain';
import { api } from '../client';
import { SESSION_QUERY_KEY, storeAnswer } from '../query-client';
import { startSchema } from '../start-schema';
import { useStoredSession } from '../session/use-stored-session';

/** GET /auth/me: the signed-in customer or guest. */
export const getMe = (): Promise<TUser> => api.request('/auth/me', { schema: startSchema((s) => s.ZUser) });

/**
 * What a route loader has just loaded is current for the screens it opens: without a stale time,
 * every `useMe()` mounting right after the loader asked for the user again (a second GET /auth/me
 * on each start). Changes made elsewhere still arrive: live events invalidate it, and this app's
 * own changes write it.
 */
const USER_FRESH_MS = 60_000;

export const meQueryOptions = () => queryOptions({ queryKey: [...SESSION_QUERY_KEY, 'me'], queryFn: getMe, staleTime: USER_FRESH_MS });

/** The user this app's own request has just answered with (see `storeAnswer`). */
export const storeMe = (queryClient: QueryClient, user: Updater<TUser | undefined, TUser | undefined>) =>
  storeAnswer(queryClient, meQueryOptions().queryKey, user);

/**
 * The customer, once loaded (route loaders load it before signed-in screens). Undefined while
 * signing out: the cache is emptied before the screen has left, and nothing is fetched without a session.
 */
export function useMe(): TUser | undefined {
  const session = useStoredSession();
  return useQuery({ ...meQueryOptions(), enabled: session !== null }).data;
}
