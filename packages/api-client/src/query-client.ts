import { QueryClient, type QueryKey, type Updater } from '@tanstack/react-query';
import { ApiError } from './http/api-error';

const MAX_RETRIES = 2;

/** Retry only what may pass next time: the network and the server, not a refused request. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * A screen that mounts just after its route loader fetched its data must not fetch it again (the
 * dashboard asked for the profile, vehicles and addresses twice on every start). Stale answers
 * older than this are still read again when a screen mounts, as before.
 */
const JUST_FETCHED_MS = 3_000;

export const isWorthRefetchingOnMount = (dataUpdatedAt: number, now: number = Date.now()): boolean => now - dataUpdatedAt >= JUST_FETCHED_MS;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // An answer invalidated since (a change) is always read again.
        refetchOnMount: (query) => query.state.isInvalidated || isWorthRefetchingOnMount(query.state.dataUpdatedAt),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Writes what this app's own request has just answered. A read of the same key still in flight
 * (a live event asked for it) was answered before that change: it is cancelled first, or its older
 * answer would land last and undo the change (a customer who had just finished onboarding was sent
 * back to /onboarding by an older GET /auth/me).
 */
export async function storeAnswer<T>(queryClient: QueryClient, queryKey: QueryKey, answer: Updater<T | undefined, T | undefined>): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, answer);
}

/** Everything cached for the signed-in customer lives under this key and goes at sign-out. */
export const SESSION_QUERY_KEY = ['session'] as const;
