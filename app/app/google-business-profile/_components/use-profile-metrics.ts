"use client";

import { useMemo } from "react";
import { withComparison, type WidgetQuery } from "@/components/data-state/query-widget";
import { useGbpMetrics } from "@/hooks/queries/use-gbp-data-query";
import { profileChartRows, type ProfileChartRow } from "@/lib/business-profile/chart-rows";
import { comparableTotals, profileKpis, type Kpi } from "@/lib/business-profile/profile-kpis";
import {
  PROFILE_METRICS,
  profileDays,
  reportedDays,
  type ProfileDay,
} from "@/lib/business-profile/profile-metrics";
import type { GbpMetricsResponse } from "@/lib/data-api/types";
import type { Comparison } from "@/lib/dates/compare";
import { toDateKey } from "@/lib/dates/format";
import { googleToday } from "@/lib/dates/google-day";
import type { DateRange } from "@/lib/filters/filter-context";
import type { LocationScope } from "./use-location-scope";

export type ProfileData = {
  days: ProfileDay[];
  /** How many days at the end of the range Google has not reported yet, and the first of them. */
  pending: number;
  pendingFrom: string | null;
  kpis: Kpi[];
  chartRows: ProfileChartRow[];
};

function toProfileData(
  now: GbpMetricsResponse,
  before: GbpMetricsResponse | null,
  comparison: Comparison | null,
  today: string,
): ProfileData {
  const days = profileDays(now);
  const { reported, pending, pendingFrom } = reportedDays(days, today);
  const previousDays = before ? profileDays(before) : null;
  const previousTotals = previousDays ? comparableTotals(previousDays, reported.length) : null;
  return {
    days,
    pending,
    pendingFrom,
    kpis: profileKpis(reported, previousTotals),
    chartRows: profileChartRows(days, previousDays, comparison, pendingFrom),
  };
}

/**
 * The location's daily metrics over the range and, in comparison mode, over the comparison period,
 * worked into what the cards, the chart and the table show. `updating` is set while the figures
 * on screen are still those of the previous selection.
 */
export function useProfileMetrics(
  scope: LocationScope,
): WidgetQuery<ProfileData> & { updating: boolean } {
  const query = (range: DateRange) => ({
    locationId: scope.location.location_id,
    ...range,
    metrics: PROFILE_METRICS,
  });
  const current = useGbpMetrics(query(scope.range));
  const previous = useGbpMetrics(scope.comparison ? query(scope.comparison.previous) : null);
  const both = withComparison(current, scope.comparison ? previous : null);
  const today = toDateKey(googleToday());
  const now = both.data?.now;
  const before = both.data?.before ?? null;
  const { comparison } = scope;
  const data = useMemo(
    () => (now ? toProfileData(now, before, comparison, today) : undefined),
    [now, before, comparison, today],
  );
  const updating =
    current.isPlaceholderData || (scope.comparison !== null && previous.isPlaceholderData);
  return { ...both, data, updating };
}
