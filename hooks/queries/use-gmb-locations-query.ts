import { useQuery } from "@tanstack/react-query";
import { fetchGmbLocations } from "@/lib/query/google-data";
import { gmbLocationKeys } from "@/lib/query/keys";
import { gbpLocationsQueryPolicy } from "@/lib/query/policy";

/** The user's Business Profile locations, ordered by name; cached 5 minutes (spec §7, §9). */
export function useGmbLocationsQuery() {
  return useQuery({
    queryKey: gmbLocationKeys.all,
    queryFn: fetchGmbLocations,
    ...gbpLocationsQueryPolicy,
  });
}
