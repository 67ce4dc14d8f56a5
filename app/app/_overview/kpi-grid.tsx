"use client";

import { useQueries } from "@tanstack/react-query";
import { useGa4Report } from "@/hooks/queries/use-ga4-data-query";
import { fetchGbpMetrics } from "@/lib/query/google-data";
import { gbpMetricsKeys } from "@/lib/query/keys";
import type { GbpMetricsResponse } from "@/lib/data-api/types";
import { countKpi, ga4DailyTotal, gbpDailyTotal, searchKpis } from "@/lib/overview/kpis";
import { organicSessionsRequest, profileActionsQuery } from "@/lib/overview/requests";
import { dailyPoints } from "@/lib/seo/search-metrics";
import { combineQueries, withComparison } from "@/components/data-state/query-widget";
import { KpiCards } from "./kpi-cards";
import { useDailySearch } from "./use-overview-data";
import type { OverviewScope } from "./use-overview-scope";

function deltaLabel(scope: OverviewScope): string {
  return scope.compare === "year" ? "vs last year" : "vs previous period";
}

function SearchCards({ scope }: { scope: OverviewScope }) {
  const { current, previous } = useDailySearch(scope);
  return (
    <KpiCards
      query={withComparison(current, previous)}
      labels={["Clicks", "Impressions", "CTR", "Average position"]}
      deltaText={deltaLabel(scope)}
      className="col-span-full"
      toKpis={({ now, before }) =>
        searchKpis(now.totals, dailyPoints(now.rows), before ? before.totals : null)
      }
    />
  );
}

function SessionsCard({
  scope,
  ga4,
}: {
  scope: OverviewScope;
  ga4: NonNullable<OverviewScope["ga4"]>;
}) {
  const current = useGa4Report(organicSessionsRequest(ga4, scope.range));
  const previous = useGa4Report(
    scope.compare ? organicSessionsRequest(ga4, scope.comparison) : null,
  );
  return (
    <KpiCards
      query={withComparison(current, scope.compare ? previous : null)}
      labels={["Organic sessions (GA4)"]}
      deltaText={deltaLabel(scope)}
      toKpis={({ now, before }) => {
        const { total, daily } = ga4DailyTotal(now);
        const previousTotal = before ? ga4DailyTotal(before).total : null;
        return [countKpi("sessions", "Organic sessions (GA4)", total, daily, previousTotal)];
      }}
    />
  );
}

function useProfileActions(locations: string[], range: OverviewScope["range"]) {
  const queries = useQueries({
    queries: locations.map((location) => {
      const params = profileActionsQuery(location, range);
      return { queryKey: gbpMetricsKeys.metrics(params), queryFn: () => fetchGbpMetrics(params) };
    }),
  });
  return combineQueries<GbpMetricsResponse[]>(queries);
}

function ActionsCard({ scope }: { scope: OverviewScope }) {
  const current = useProfileActions(scope.locations, scope.range);
  const previous = useProfileActions(scope.compare ? scope.locations : [], scope.comparison);
  return (
    <KpiCards
      query={withComparison(current, scope.compare ? previous : null)}
      labels={["Business Profile actions"]}
      deltaText={deltaLabel(scope)}
      toKpis={({ now, before }) => {
        const { total, daily } = gbpDailyTotal(now);
        const previousTotal = before ? gbpDailyTotal(before).total : null;
        return [countKpi("actions", "Business Profile actions", total, daily, previousTotal)];
      }}
    />
  );
}

// Whole rows at each width: four in one row, five or six in rows of three until they fit in one.
const COLUMNS: Record<number, string> = {
  4: "lg:grid-cols-4",
  5: "md:grid-cols-3 xl:grid-cols-5",
  6: "md:grid-cols-3 2xl:grid-cols-6",
};

/** The headline figures: Search Console's four, plus GA4 organic sessions and Business Profile actions when connected. */
export function KpiGrid({ scope }: { scope: OverviewScope }) {
  const cards =
    (scope.gsc ? 4 : 0) + Number(scope.ga4 !== null) + Number(scope.locations.length > 0);
  const columns = COLUMNS[cards] ?? "lg:grid-cols-4";
  return (
    <section aria-label="Key figures" className={`grid grid-cols-2 gap-4 ${columns}`}>
      {scope.gsc ? <SearchCards scope={scope} /> : null}
      {scope.ga4 ? <SessionsCard scope={scope} ga4={scope.ga4} /> : null}
      {scope.locations.length > 0 ? <ActionsCard scope={scope} /> : null}
    </section>
  );
}
