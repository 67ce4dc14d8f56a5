import { useQuery } from "@tanstack/react-query";
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from "@/lib/projects/api-client";
import type { GmbLocationDto, GmbLocationsResponse } from "@/lib/data-api/types";

// Spec §7/§9: the business profile locations are cached for 5 minutes.
export const GMB_LOCATIONS_STALE_TIME_MS = 5 * 60_000;

export const gmbLocationKeys = { all: ["gmb-locations"] as const };

export async function fetchGmbLocations(): Promise<GmbLocationDto[]> {
  const response = await fetch("/api/gmb-locations/").catch(() => {
    throw new ApiRequestError(undefined, "network_error", NETWORK_ERROR_MESSAGE);
  });
  const body = (await response.json().catch(() => null)) as
    (Partial<GmbLocationsResponse> & { error?: { code?: string; message?: string } }) | null;
  if (!response.ok || !Array.isArray(body?.locations)) {
    throw new ApiRequestError(
      response.status,
      body?.error?.code ?? "http_error",
      body?.error?.message ?? `The request failed (${response.status}).`,
    );
  }
  return body.locations;
}

/** The user's Business Profile locations, ordered by name. */
export function useGmbLocationsQuery() {
  return useQuery({
    queryKey: gmbLocationKeys.all,
    queryFn: fetchGmbLocations,
    staleTime: GMB_LOCATIONS_STALE_TIME_MS,
  });
}
