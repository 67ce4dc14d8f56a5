import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SearchConsoleDataRequest } from "@/lib/data-api/schemas/search-console";
import { fetchSearchConsoleData } from "@/lib/query/google-data";
import { searchConsoleKeys } from "@/lib/query/keys";

/**
 * Search analytics rows of a project's Search Console data source, with totals and what the rows
 * leave out. `null` (no property chosen yet) sends nothing.
 */
export function useSearchConsoleData(params: SearchConsoleDataRequest | null) {
  return useQuery({
    queryKey: params ? searchConsoleKeys.data(params) : searchConsoleKeys.all,
    queryFn: () => fetchSearchConsoleData(params!),
    enabled: params !== null,
    // A new date range or filter keeps the last answer on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
