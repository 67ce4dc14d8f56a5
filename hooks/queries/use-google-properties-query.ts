import { useQuery } from "@tanstack/react-query";
import { googlePropertyKeys } from "@/lib/query/keys";
import { googlePropertiesQueryPolicy } from "@/lib/query/policy";
import { fetchGoogleProperties } from "@/lib/query/projects";

/** The Google properties synced to the user's account, ordered by name; fresh for 5 minutes (spec §9). */
export function useGooglePropertiesQuery() {
  return useQuery({
    queryKey: googlePropertyKeys.all,
    queryFn: fetchGoogleProperties,
    ...googlePropertiesQueryPolicy,
  });
}
