import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AllInOneRequest, MapsVsOrganicRequest } from "@/lib/all-in-one/schemas";
import { fetchAllInOne, fetchMapsVsOrganic } from "@/lib/query/all-in-one";
import { allInOneKeys } from "@/lib/query/keys";

/** One page of the project's joined pages; another page, sort or filter keeps the last on screen. */
export function useAllInOne(request: AllInOneRequest) {
  return useQuery({
    queryKey: allInOneKeys.report(request),
    queryFn: () => fetchAllInOne(request),
    placeholderData: keepPreviousData,
  });
}

/** A location's Business Profile keywords beside the same web queries; null waits. */
export function useMapsVsOrganic(request: MapsVsOrganicRequest | null) {
  return useQuery({
    queryKey: allInOneKeys.maps(request ?? ({} as MapsVsOrganicRequest)),
    queryFn: () => fetchMapsVsOrganic(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
