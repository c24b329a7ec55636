import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http/api-error';

const MAX_RETRIES = 2;

/** Retry only what may pass next time: the network and the server, not a refused request. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Everything cached for the signed-in customer lives under this key and goes at sign-out. */
export const SESSION_QUERY_KEY = ['session'] as const;
