"use client";

import { useMemo } from "react";
import { useSearchConsoleData } from "@/hooks/queries/use-search-console-data-query";
import { daysIn } from "@/lib/dates/compare";
import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";
import { detectCannibalization } from "@/lib/cannibalization/detect";
import type {
  CannibalizationIssue,
  CannibalizationSummary,
  CannibalizationThresholds,
} from "@/lib/cannibalization/types";
import type { WidgetQuery } from "@/components/data-state/query-widget";
import { candidatesFilter, tradingCandidates } from "@/lib/cannibalization/trading-candidates";

export type CannibalizationResult = {
  issues: CannibalizationIssue[];
  summary: CannibalizationSummary;
  meta: SearchConsoleDataResponse["meta"];
  /** Queries whose daily positions were checked for trading, and those left out by the row cap. */
  tradingChecked: number;
  tradingSkipped: number;
};

export type CannibalizationInput = {
  ref: PropertyRef | null;
  range: DateRange;
  thresholds: Partial<CannibalizationThresholds>;
  /** Queries naming these are left out; empty keeps every query. */
  brandTerms: readonly string[];
};

/**
 * Cannibalization over the range, from the property's query×page rows, plus the daily positions of
 * the queries whose pages could trade places (one request filtered to those queries).
 */
export function useCannibalization({
  ref,
  range,
  thresholds,
  brandTerms,
}: CannibalizationInput): WidgetQuery<CannibalizationResult> {
  const pairs = useSearchConsoleData(
    ref ? { ...ref, ...range, dimensions: ["query", "page"] } : null,
  );
  const rows = pairs.isPlaceholderData ? undefined : pairs.data?.rows;
  const candidates = useMemo(
    () => (rows ? tradingCandidates(rows, thresholds, brandTerms) : []),
    [rows, thresholds, brandTerms],
  );
  const days = daysIn(range);
  const filter = useMemo(() => candidatesFilter(candidates, days), [candidates, days]);
  const daily = useSearchConsoleData(
    ref && filter
      ? {
          ...ref,
          ...range,
          dimensions: ["query", "page", "date"],
          filters: [
            { dimension: "query", operator: "includingRegex", expression: filter.expression },
          ],
        }
      : null,
  );
  // A failed daily request only loses the trading signal; the shares still find most issues.
  const dailyDone = !filter || (!daily.isPlaceholderData && (daily.isSuccess || daily.isError));
  const dailyRows = filter && daily.isSuccess ? daily.data.rows : undefined;

  const data = useMemo(() => {
    if (!rows || !pairs.data || !dailyDone) return undefined;
    const result = detectCannibalization(rows, {
      thresholds,
      dailyRows,
      excludeBranded: brandTerms,
    });
    const checked = dailyRows ? (filter?.queries.length ?? 0) : 0;
    return {
      ...result,
      meta: pairs.data.meta,
      tradingChecked: checked,
      tradingSkipped: candidates.length - checked,
    };
  }, [rows, pairs.data, dailyDone, dailyRows, thresholds, brandTerms, filter, candidates]);

  return {
    data,
    error: pairs.error,
    isPending: data === undefined,
    isFetching: pairs.isFetching || daily.isFetching,
    refetch: () => pairs.refetch(),
  };
}
