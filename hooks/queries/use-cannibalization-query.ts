import { hashKey, useQuery } from "@tanstack/react-query";
import type {
  CannibalizationIssueRequest,
  CannibalizationRequest,
} from "@/lib/cannibalization/schemas";
import { fetchCannibalizationIssue, fetchCannibalizationReport } from "@/lib/query/cannibalization";
import { cannibalizationKeys } from "@/lib/query/keys";

const listOf = (key: readonly unknown[]) => hashKey(key.slice(0, -1));

/**
 * A page of a property's cannibalization issues with the summary. Another page, sort or search
 * of the same list keeps the last page on screen; a new range or threshold shows the loading state.
 * `null` (no property yet) sends nothing.
 */
export function useCannibalizationQuery(request: CannibalizationRequest | null) {
  const key = request ? cannibalizationKeys.report(request) : cannibalizationKeys.all;
  return useQuery({
    queryKey: key,
    queryFn: () => fetchCannibalizationReport(request!),
    enabled: request !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery && listOf(previousQuery.queryKey) === listOf(key) ? previous : undefined,
  });
}

/** One issue's competing pages and daily positions; `null` (no issue open) sends nothing. */
export function useCannibalizationIssueQuery(request: CannibalizationIssueRequest | null) {
  return useQuery({
    queryKey: request ? cannibalizationKeys.issue(request) : cannibalizationKeys.all,
    queryFn: () => fetchCannibalizationIssue(request!),
    enabled: request !== null,
  });
}
