"use client";

import { useMemo } from "react";
import { useSearchConsoleData } from "@/hooks/queries/use-search-console-data-query";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";
import { withChange, type ComparedRow } from "@/lib/overview/movers";
import { searchRequest } from "@/lib/overview/requests";
import type { GroupedRow } from "@/lib/seo/search-metrics";
import { combineQueries, type WidgetQuery } from "@/components/data-state/query-widget";
import type { OverviewScope } from "./use-overview-scope";

/** The property's days over the range, and over the comparison period in compare mode. */
export function useDailySearch(scope: OverviewScope) {
  const { gsc, range, comparison, compare } = scope;
  const current = useSearchConsoleData(gsc ? searchRequest(gsc, range, ["date"]) : null);
  const previous = useSearchConsoleData(
    gsc && compare ? searchRequest(gsc, comparison, ["date"]) : null,
  );
  return { current, previous: compare ? previous : null };
}

export type DimensionRows = {
  /** Every key of the range with its change since the comparison period, most clicks first. */
  rows: ComparedRow[];
  current: GroupedRow[];
  previous: GroupedRow[];
  meta: SearchConsoleDataResponse["meta"];
  totals: SearchConsoleDataResponse["totals"];
};

const grouped = (response: SearchConsoleDataResponse): GroupedRow[] =>
  response.rows.map(({ keys, clicks, impressions, ctr, position }) => ({
    key: keys[0] ?? "",
    clicks,
    impressions,
    ctr,
    position,
  }));

/** Queries or pages of the range beside the comparison period, for the tables, movers and opportunities. */
export function useDimensionRows(
  scope: OverviewScope,
  dimension: "query" | "page",
): WidgetQuery<DimensionRows> {
  const { gsc, range, comparison } = scope;
  const current = useSearchConsoleData(gsc ? searchRequest(gsc, range, [dimension]) : null);
  const previous = useSearchConsoleData(gsc ? searchRequest(gsc, comparison, [dimension]) : null);
  const both = combineQueries<[SearchConsoleDataResponse, SearchConsoleDataResponse]>([
    current,
    previous,
  ]);
  const [now, before] = both.data ?? [];
  const data = useMemo(() => {
    if (!now || !before) return undefined;
    const currentRows = grouped(now);
    const previousRows = grouped(before);
    return {
      rows: withChange(currentRows, previousRows),
      current: currentRows,
      previous: previousRows,
      meta: now.meta,
      totals: now.totals,
    };
  }, [now, before]);
  return { ...both, data };
}
