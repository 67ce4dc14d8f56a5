import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Ga4DataRequest } from "@/lib/data-api/schemas/ga4";
import { fetchGa4Report } from "@/lib/query/google-data";
import { ga4Keys } from "@/lib/query/keys";

/** A GA4 report of a project's Analytics data source; `null` sends nothing. */
export function useGa4Report(params: Ga4DataRequest | null) {
  return useQuery({
    queryKey: params ? ga4Keys.report(params) : ga4Keys.all,
    queryFn: () => fetchGa4Report(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
