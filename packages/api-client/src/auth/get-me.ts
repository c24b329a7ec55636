import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUser, type TUser } from '@servicebay/domain';
import { api } from '../client';
import { SESSION_QUERY_KEY } from '../query-client';
import { useStoredSession } from '../session/use-stored-session';

/** GET /auth/me: the signed-in customer or guest. */
export const getMe = (): Promise<TUser> => api.request('/auth/me', { schema: ZUser });

export const meQueryOptions = () => queryOptions({ queryKey: [...SESSION_QUERY_KEY, 'me'], queryFn: getMe });

/**
 * The customer, once loaded (route loaders load it before signed-in screens). Undefined while
 * signing out: the cache is emptied before the screen has left, and nothing is fetched without a session.
 */
export function useMe(): TUser | undefined {
  const session = useStoredSession();
  return useQuery({ ...meQueryOptions(), enabled: session !== null }).data;
}
