import { useQuery } from "@tanstack/react-query";
import { fetchGoogleProperties } from "@/lib/projects/api-client";
import { googlePropertyKeys } from "@/lib/projects/query-keys";

// Spec §9: properties change only when a sync runs, so they stay fresh for 5 minutes.
export const GOOGLE_PROPERTIES_STALE_TIME_MS = 5 * 60_000;

/** The Google properties synced to the user's account, ordered by name. */
export function useGooglePropertiesQuery() {
  return useQuery({
    queryKey: googlePropertyKeys.all,
    queryFn: fetchGoogleProperties,
    staleTime: GOOGLE_PROPERTIES_STALE_TIME_MS,
    refetchOnWindowFocus: false,
  });
}
