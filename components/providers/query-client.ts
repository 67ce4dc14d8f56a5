import { QueryClient, type QueryClientConfig } from "@tanstack/react-query";
import { errorStatus } from "@/lib/auth/error-text";
import {
  QUERY_GC_TIME_MS,
  QUERY_MAX_RETRIES,
  QUERY_STALE_TIME_MS,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
} from "@/lib/query-policy";

export { invalidateOnce } from "./invalidate-once";

/** Retries a failed query up to twice, never when the server said 401 or 403: retrying cannot sign anyone in. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status === 401 || status === 403) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

export const QUERY_CLIENT_CONFIG = {
  defaultOptions: {
    queries: {
      staleTime: QUERY_STALE_TIME_MS,
      gcTime: QUERY_GC_TIME_MS,
      retry: shouldRetryQuery,
      retryDelay: queryRetryDelay,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    mutations: { retry: 1, retryDelay: RETRY_BASE_DELAY_MS },
  },
} satisfies QueryClientConfig;

export function makeQueryClient(): QueryClient {
  return new QueryClient(QUERY_CLIENT_CONFIG);
}
