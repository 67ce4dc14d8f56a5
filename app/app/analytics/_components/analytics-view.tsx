"use client";

import { useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { MetricTrend } from "@/components/charts/metric-trend";
import { InfoNote } from "@/components/data-state/info-note";
import { KpiCard } from "@/components/data-state/kpi-card";
import { QueryWidget } from "@/components/data-state/query-widget";
import { ScopedView, type PropertyScope } from "@/components/data-state/scoped-view";
import { WidgetCard } from "@/components/data-state/widget-card";
import { WidgetState } from "@/components/data-state/widget-state";
import { Switch } from "@/components/ui/switch";
import { useGa4Report } from "@/hooks/queries/use-ga4-data-query";
import { useDataErrorToast } from "@/hooks/use-data-error-toast";
import {
  analyticsKpis,
  hasAny,
  quotaNote,
  reportCurrency,
  reportNotes,
  seriesPoints,
} from "@/lib/analytics/kpis";
import {
  KPI_API_NAMES,
  KPI_METRICS,
  kpiMetric,
  type AnalyticsMetric,
} from "@/lib/analytics/metrics";
import {
  analyticsComparison,
  analyticsRequests,
  DEFAULT_BREAKDOWN_TABLE,
  type BreakdownTable,
} from "@/lib/analytics/requests";
import {
  GRAINS,
  parseAnalyticsState,
  withAnalyticsState,
  type AnalyticsState,
} from "@/lib/analytics/url-state";
import type { Ga4ReportResponse } from "@/lib/data-api/types";
import { formatDateRange } from "@/lib/dates/format";
import { dataErrorToast } from "@/lib/notifications/catalog";
import { replaceQuery } from "@/lib/routing/replace-query";
import { cn } from "@/lib/utils";
import { BreakdownCard } from "./breakdown-card";
import { RealtimeCard } from "./realtime-card";

const GRAIN_LABELS = { day: "Day", week: "Week", month: "Month" } as const;

/** The cards every property shows; revenue joins them when there is some. */
const ALWAYS_SHOWN: readonly AnalyticsMetric[] = KPI_METRICS.filter((m) => !("onlyWhenAny" in m));

/** The view's own URL state, and a writer that keeps the filter context's params. */
function useAnalyticsState(): [AnalyticsState, (patch: Partial<AnalyticsState>) => void] {
  const pathname = usePathname();
  const params = useSearchParams();
  const state = parseAnalyticsState(params);
  const set = (patch: Partial<AnalyticsState>) =>
    replaceQuery(
      pathname,
      withAnalyticsState(new URLSearchParams(params.toString()), patch).toString(),
    );
  return [state, set];
}

function KpiGrid({
  totals,
  daily,
  deltaLabel,
}: {
  totals: ReturnType<typeof useGa4Report>;
  daily: ReturnType<typeof useGa4Report>;
  deltaLabel: string;
}) {
  useDataErrorToast(totals.error);
  if (totals.error && totals.data === undefined) {
    const toast = dataErrorToast(totals.error);
    return (
      <WidgetState
        status="error"
        title={toast.title}
        message={toast.message}
        onRetry={() => void totals.refetch()}
        retrying={totals.isFetching}
        className="rounded-xl border"
      />
    );
  }
  const kpis = totals.data === undefined ? null : analyticsKpis(totals.data, daily.data ?? null);
  return (
    <section
      aria-label="Key figures"
      // Nine cards (with revenue) read as three rows of three; eight as two rows of four.
      className={cn(
        "grid grid-cols-2 gap-3",
        kpis?.length === 9 ? "lg:grid-cols-3" : "lg:grid-cols-4",
      )}
    >
      {kpis === null
        ? ALWAYS_SHOWN.map((m) => <KpiCard key={m.id} label={m.label} value="" loading />)
        : kpis.map((kpi) => (
            <KpiCard
              key={kpi.id}
              label={kpi.label}
              value={kpi.value}
              delta={kpi.delta}
              improved={kpi.improved}
              deltaLabel={kpi.delta ? deltaLabel : undefined}
              sparkline={kpi.sparkline}
            />
          ))}
    </section>
  );
}

function TrendCard({
  scope,
  state,
  setState,
  requests,
  totals,
}: {
  scope: PropertyScope;
  state: AnalyticsState;
  setState: (patch: Partial<AnalyticsState>) => void;
  requests: ReturnType<typeof analyticsRequests>;
  totals: Ga4ReportResponse | undefined;
}) {
  const current = useGa4Report(requests.trend);
  const previous = useGa4Report(requests.previousTrend);
  const metric = kpiMetric(state.metric) ?? KPI_METRICS[2];
  // Revenue is a choice where the cards show it (or the URL asks for it).
  const choices = KPI_METRICS.filter(
    (m) => !("onlyWhenAny" in m) || m.id === metric.id || (totals && hasAny(totals, m)),
  );
  const comparison = analyticsComparison(scope.range, scope.compare);
  return (
    <WidgetCard
      id="analytics-trend"
      title="Trend"
      description={`${metric.label} by ${state.grain}, ${formatDateRange(scope.range)}; dashed: ${formatDateRange(comparison)}.`}
    >
      <div className="grid min-w-0 grid-cols-1 gap-4">
        <div className="flex flex-wrap items-end gap-3 text-sm">
          <div className="grid gap-1">
            <label htmlFor="analytics-metric" className="text-muted-foreground">
              Metric
            </label>
            <select
              id="analytics-metric"
              className="h-9 rounded-md border bg-background px-2"
              value={metric.id}
              onChange={(e) => setState({ metric: e.target.value as AnalyticsState["metric"] })}
            >
              {choices.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor="analytics-grain" className="text-muted-foreground">
              By
            </label>
            <select
              id="analytics-grain"
              className="h-9 rounded-md border bg-background px-2"
              value={state.grain}
              onChange={(e) => setState({ grain: e.target.value as AnalyticsState["grain"] })}
            >
              {GRAINS.map((g) => (
                <option key={g} value={g}>
                  {GRAIN_LABELS[g]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <QueryWidget query={current} label="the trend" skeleton="chart" height={240}>
          {(data) => (
            <MetricTrend
              label={`${metric.label} by ${state.grain}`}
              metricLabel={metric.label}
              points={seriesPoints(data, metric, state.grain)}
              previous={previous.data ? seriesPoints(previous.data, metric, state.grain) : null}
              grain={state.grain}
              format={metric.format}
              currency={reportCurrency(data)}
            />
          )}
        </QueryWidget>
      </div>
    </WidgetCard>
  );
}

function Ready({ scope }: { scope: PropertyScope }) {
  const [state, setState] = useAnalyticsState();
  const [table, setTable] = useState<BreakdownTable>(DEFAULT_BREAKDOWN_TABLE);
  const ref = { projectId: scope.project.id, propertyId: scope.property.id };
  const requests = analyticsRequests(ref, scope.range, scope.compare, state, table);
  const totals = useGa4Report(requests.kpis);
  const daily = useGa4Report(requests.daily);
  const comparison = analyticsComparison(scope.range, scope.compare);
  const deltaLabel = scope.compare === "year" ? "vs last year" : "vs previous period";
  // Until the totals arrive, changes are shown; a comparison period without sessions has none.
  const previousSessions = totals.data?.totals?.[1]?.[KPI_API_NAMES.indexOf("sessions")];
  const comparable = previousSessions === undefined || previousSessions > 0;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
        <span>
          {formatDateRange(scope.range)} against {formatDateRange(comparison)}
        </span>
        <label className="inline-flex items-center gap-2 text-foreground">
          <Switch
            checked={state.organic}
            onCheckedChange={(organic) => {
              setTable(DEFAULT_BREAKDOWN_TABLE);
              setState({ organic });
            }}
            aria-label="Organic search only"
          />
          Organic search only
        </label>
      </div>
      <KpiGrid totals={totals} daily={daily} deltaLabel={deltaLabel} />
      {totals.data && quotaNote(totals.data) ? (
        <InfoNote data-slot="ga4-quota">{quotaNote(totals.data)}</InfoNote>
      ) : null}
      {totals.data
        ? reportNotes(totals.data).map((n) => (
            <InfoNote key={n} data-slot="ga4-note">
              {n}
            </InfoNote>
          ))
        : null}
      <RealtimeCard projectId={scope.project.id} propertyId={scope.property.id} />
      <TrendCard
        scope={scope}
        state={state}
        setState={setState}
        requests={requests}
        totals={totals.data}
      />
      <BreakdownCard
        scope={scope}
        state={state}
        setState={setState}
        table={table}
        setTable={setTable}
        requests={requests}
        comparable={comparable}
      />
    </div>
  );
}

/** The project's GA4 property: its figures, their trend and where the sessions come from. */
export function AnalyticsView() {
  return (
    <ScopedView
      source="ga4"
      skeleton={<ViewSkeleton />}
      noSource={{
        title: "No Google Analytics property yet",
        description:
          "Analytics reads a project's GA4 property. Connect one to a project in Settings, then come back.",
      }}
    >
      {(scope) => <Ready scope={scope} />}
    </ScopedView>
  );
}

export function ViewSkeleton() {
  return <WidgetState status="loading" label="your Analytics property" skeleton="table" rows={6} />;
}
