"use client";

import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import { useSearchConsoleData } from "@/hooks/queries/use-search-console-data-query";
import { fetchOverviewMovers, fetchOverviewOpportunities } from "@/lib/query/overview";
import { overviewKeys } from "@/lib/query/keys";
import {
  dailyRequests,
  moversRequest,
  opportunitiesRequest,
  TOP_TABLE_PAGE,
  topTableRequest,
  type OverviewDimension,
  type TablePage,
} from "@/lib/overview/requests";
import type { OverviewScope } from "./use-overview-scope";

/** The property's days over the range, and over the comparison period in compare mode. */
export function useDailySearch(scope: OverviewScope) {
  const { current, previous } = dailyRequests(scope);
  const now = useSearchConsoleData(current);
  const before = useSearchConsoleData(previous);
  return { current: now, previous: scope.compare ? before : null };
}

/** A page of the top queries or pages, each beside the period changes are measured against. */
export function useTopTable(
  scope: OverviewScope,
  dimension: OverviewDimension,
  table: TablePage = TOP_TABLE_PAGE,
) {
  return useSearchConsoleData(topTableRequest(scope, dimension, table));
}

/** One analysis route's answer; `null` sends nothing. */
function useAnalysis<R, A>(request: R | null, key: (r: R) => QueryKey, load: (r: R) => Promise<A>) {
  return useQuery({
    queryKey: request ? key(request) : overviewKeys.all,
    queryFn: () => load(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

export const useMovers = (scope: OverviewScope, dimension: OverviewDimension) =>
  useAnalysis(moversRequest(scope, dimension), overviewKeys.movers, fetchOverviewMovers);

export const useOpportunities = (scope: OverviewScope) =>
  useAnalysis(opportunitiesRequest(scope), overviewKeys.opportunities, fetchOverviewOpportunities);
