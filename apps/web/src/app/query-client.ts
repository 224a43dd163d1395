import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api.ts';

const MAX_RETRIES = 2;

/** Retrying a 4xx (not found, forbidden, invalid) cannot succeed; network and 5xx errors may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The public catalogue changes rarely; a minute avoids refetching on every navigation.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
