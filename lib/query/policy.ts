import { QueryClient, type QueryClientConfig } from "@tanstack/react-query";
import { errorStatus } from "@/lib/errors/error-text";

// Spec §9 "Data caching": the query client's defaults and the queries that differ from them.
export const QUERY_STALE_TIME_MS = 2 * 60_000;
export const QUERY_GC_TIME_MS = 10 * 60_000;
export const QUERY_MAX_RETRIES = 2;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const MUTATION_RETRY_DELAY_MS = 1000;
/** A second invalidation of the same key within this window is dropped. */
export const INVALIDATION_DEDUPE_MS = 1000;

export const PROJECTS_STALE_TIME_MS = 30_000;
export const GOOGLE_PROPERTIES_STALE_TIME_MS = 5 * 60_000;
export const GBP_LOCATIONS_STALE_TIME_MS = 5 * 60_000;

/** Retries a failed query up to `times`, never after a 401 or 403: retrying cannot sign anyone in. */
const retryUnlessDenied =
  (times: number) =>
  (failureCount: number, error: unknown): boolean => {
    const status = errorStatus(error);
    return failureCount < times && status !== 401 && status !== 403;
  };

export const shouldRetryQuery = retryUnlessDenied(QUERY_MAX_RETRIES);
export const retryOnceUnlessDenied = retryUnlessDenied(1);

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

/** A mutation is retried once; a 4xx answer would only fail the same way again. */
export function retryMutationOnce(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  return failureCount < 1 && (status === undefined || status >= 500);
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
    mutations: { retry: retryMutationOnce, retryDelay: MUTATION_RETRY_DELAY_MS },
  },
} satisfies QueryClientConfig;

export function makeQueryClient(): QueryClient {
  return new QueryClient(QUERY_CLIENT_CONFIG);
}

/** Options to spread into useQuery / prefetchQuery: `useQuery({ queryKey, queryFn, ...projectsQueryPolicy })`. */
export const projectsQueryPolicy = {
  staleTime: PROJECTS_STALE_TIME_MS,
  retry: retryOnceUnlessDenied,
};

// Properties change only when a sync runs.
export const googlePropertiesQueryPolicy = {
  staleTime: GOOGLE_PROPERTIES_STALE_TIME_MS,
  refetchOnWindowFocus: false,
};

export const gbpLocationsQueryPolicy = {
  staleTime: GBP_LOCATIONS_STALE_TIME_MS,
};
