import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchGa4Report } from "@/lib/data-api/api-client";
import { ga4Keys } from "@/lib/data-api/query-keys";
import type { Ga4DataRequest } from "@/lib/data-api/schemas/ga4";

/** A GA4 report of a project's Analytics data source; `null` sends nothing. */
export function useGa4Report(params: Ga4DataRequest | null) {
  return useQuery({
    queryKey: params ? ga4Keys.report(params) : ga4Keys.all,
    queryFn: () => fetchGa4Report(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
