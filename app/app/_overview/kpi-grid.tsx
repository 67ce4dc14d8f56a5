"use client";

import { useQueries } from "@tanstack/react-query";
import { useGa4Report } from "@/hooks/queries/use-ga4-data-query";
import { fetchGbpMetrics } from "@/lib/query/google-data";
import { gbpMetricsKeys } from "@/lib/query/keys";
import type { GbpMetricsQuery } from "@/lib/data-api/schemas/gbp";
import type { GbpMetricsResponse } from "@/lib/data-api/types";
import { countKpi, ga4DailyTotal, gbpDailyTotal, searchKpis } from "@/lib/overview/kpis";
import { profileActionsQueries, sessionsRequests } from "@/lib/overview/requests";
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

function SessionsCard({ scope }: { scope: OverviewScope }) {
  const requests = sessionsRequests(scope);
  const current = useGa4Report(requests.current);
  const previous = useGa4Report(requests.previous);
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

function useProfileActions(params: GbpMetricsQuery[]) {
  const queries = useQueries({
    queries: params.map((query) => ({
      queryKey: gbpMetricsKeys.metrics(query),
      queryFn: () => fetchGbpMetrics(query),
    })),
  });
  return combineQueries<GbpMetricsResponse[]>(queries);
}

function ActionsCard({ scope }: { scope: OverviewScope }) {
  const queries = profileActionsQueries(scope);
  const current = useProfileActions(queries.current);
  const previous = useProfileActions(queries.previous);
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
      {scope.ga4 ? <SessionsCard scope={scope} /> : null}
      {scope.locations.length > 0 ? <ActionsCard scope={scope} /> : null}
    </section>
  );
}
