import { hashKey, useQuery } from "@tanstack/react-query";
import type { CoverageRequest } from "@/lib/coverage/schemas";
import { fetchCoverage } from "@/lib/query/coverage";
import { coverageKeys } from "@/lib/query/keys";

const reportOf = (key: readonly unknown[]) => {
  const [, projectId, propertyId] = key as [string, string, string];
  return hashKey([projectId, propertyId]);
};

/** The property's coverage with one page of URLs; another page or filter keeps the last on screen. */
export function useCoverage(request: CoverageRequest) {
  const key = coverageKeys.report(request);
  return useQuery({
    queryKey: key,
    queryFn: () => fetchCoverage(request),
    placeholderData: (previous, previousQuery) =>
      previousQuery && reportOf(previousQuery.queryKey) === reportOf(key) ? previous : undefined,
  });
}
