import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Spec §9: cached data is collected after 5 minutes; failures are retried three times, backing off up to 30 s. */
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_RETRIES = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

/** The app's query client. An answer the server gave on purpose (4xx) is not retried: asking again changes nothing. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < QUERY_RETRIES,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_MAX_RETRY_DELAY_MS),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
