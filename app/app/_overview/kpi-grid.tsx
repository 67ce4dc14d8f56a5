"use client";

import { useQueries } from "@tanstack/react-query";
import { useGa4Report } from "@/hooks/queries/use-ga4-data-query";
import { fetchGbpMetrics } from "@/lib/query/google-data";
import { gbpMetricsKeys } from "@/lib/query/keys";
import type { GbpMetricsQuery } from "@/lib/data-api/schemas/gbp";
import type { GbpMetricsResponse } from "@/lib/data-api/types";
import { countKpi, ga4DailyTotal, gbpDailyTotal, searchKpis } from "@/lib/overview/kpis";
import { profileActionsQueries, sessionsRequests } from "@/lib/overview/requests";
import { ga4DaysNote } from "@/lib/overview/scope";
import { dailyPoints } from "@/lib/seo/search-metrics";
import { combineQueries, withComparison } from "@/components/data-state/query-widget";
import { ComparisonNote, noChangeDelta } from "@/components/data-state/comparison-note";
import { InfoNote } from "@/components/data-state/info-note";
import type { ComparisonCoverage } from "@/lib/dates/coverage";
import type { Kpi } from "@/lib/overview/kpis";
import { KpiCards } from "./kpi-cards";
import { useDailySearch } from "./use-overview-data";
import type { OverviewScope } from "./use-overview-scope";

function deltaLabel(scope: OverviewScope): string {
  return scope.compare === "year" ? "vs last year" : "vs previous period";
}

/**
 * Every card of the grid follows one rule (lib/dates/coverage.ts): while the comparison shows no
 * change (a partial comparison period, fresh days included), a card's change is a neutral "—"
 * named by the reason, never a figure.
 */
function withCoverage(kpis: Kpi[], coverage: ComparisonCoverage | null | undefined): Kpi[] {
  const none = noChangeDelta(coverage);
  return none ? kpis.map((kpi) => ({ ...kpi, ...none })) : kpis;
}

/** The view's coverage in compare mode; null without comparison. */
const viewCoverage = (scope: OverviewScope) => (scope.compare ? scope.coverage : null);

function SearchCards({ scope }: { scope: OverviewScope }) {
  // The range's answer carries the comparison's totals over the days the periods compare, and the
  // server's coverage (with Google's last final day); the comparison's own days feed the chart.
  const { current } = useDailySearch(scope);
  return (
    <KpiCards
      query={withComparison(current, null)}
      labels={["Clicks", "Impressions", "CTR", "Average position"]}
      deltaText={deltaLabel(scope)}
      className="col-span-full"
      toKpis={({ now }) =>
        withCoverage(
          searchKpis(
            now.totals,
            dailyPoints(now.rows),
            scope.compare ? (now.previousTotals ?? null) : null,
          ),
          scope.compare ? (now.comparison ?? scope.coverage) : null,
        )
      }
    />
  );
}

/** Why the cards show no change, or over which days they measure it; under the grid. */
function KpiNote({ scope }: { scope: OverviewScope }) {
  const { current } = useDailySearch(scope);
  const coverage = scope.compare ? (current.data?.comparison ?? scope.coverage) : null;
  return <ComparisonNote coverage={coverage} className="col-span-full" />;
}

/** The GA4 card's own days, when its property's calendar puts them a day apart from the rest. */
function Ga4DaysNote({ scope }: { scope: OverviewScope }) {
  const text = ga4DaysNote(scope);
  if (!text) return null;
  return (
    <InfoNote data-slot="ga4-days-note" className="col-span-full">
      {text}
    </InfoNote>
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
        return withCoverage(
          [countKpi("sessions", "Organic sessions (GA4)", total, daily, previousTotal)],
          viewCoverage(scope),
        );
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
        return withCoverage(
          [countKpi("actions", "Business Profile actions", total, daily, previousTotal)],
          viewCoverage(scope),
        );
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
      {scope.compare ? <KpiNote scope={scope} /> : null}
      <Ga4DaysNote scope={scope} />
    </section>
  );
}
