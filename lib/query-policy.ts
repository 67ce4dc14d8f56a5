import { errorStatus } from "@/lib/auth/error-text";

// Spec §9 "Data caching": the query client's defaults and the queries that differ from them.
export const QUERY_STALE_TIME_MS = 2 * 60_000;
export const QUERY_GC_TIME_MS = 10 * 60_000;
export const QUERY_MAX_RETRIES = 2;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
/** A second invalidation of the same key within this window is dropped. */
export const INVALIDATION_DEDUPE_MS = 1000;

export const PROJECTS_STALE_TIME_MS = 30_000;
export const GOOGLE_PROPERTIES_STALE_TIME_MS = 5 * 60_000;
export const GBP_LOCATIONS_STALE_TIME_MS = 5 * 60_000;

/** One retry, none when the server said 401 or 403. */
export function retryOnceUnlessDenied(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  return failureCount < 1 && status !== 401 && status !== 403;
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
