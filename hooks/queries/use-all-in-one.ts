import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AllInOneRequest } from "@/lib/all-in-one/schemas";
import { fetchAllInOne } from "@/lib/query/all-in-one";
import { allInOneKeys } from "@/lib/query/keys";

/** One page of the project's joined pages; another page, sort or filter keeps the last on screen. */
export function useAllInOne(request: AllInOneRequest) {
  return useQuery({
    queryKey: allInOneKeys.report(request),
    queryFn: () => fetchAllInOne(request),
    placeholderData: keepPreviousData,
  });
}
