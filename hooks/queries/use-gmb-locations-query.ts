import { useQuery } from "@tanstack/react-query";
import { fetchGmbLocations } from "@/lib/data-api/api-client";
import { gbpLocationsQueryPolicy } from "@/lib/query-policy";

export const gmbLocationKeys = { all: ["gmb-locations"] as const };

/** The user's Business Profile locations, ordered by name; cached 5 minutes (spec §7, §9). */
export function useGmbLocationsQuery() {
  return useQuery({
    queryKey: gmbLocationKeys.all,
    queryFn: fetchGmbLocations,
    ...gbpLocationsQueryPolicy,
  });
}
