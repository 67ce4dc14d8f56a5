"use client";

import { QueryWidget } from "@/components/data-state/query-widget";
import { WidgetCard } from "@/components/data-state/widget-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDateRange } from "@/lib/dates/format";
import { CHART_SERIES, type ChartMode } from "./chart-series";
import { LazyProfileChart } from "./lazy-profile-chart";
import type { LocationScope } from "./use-location-scope";
import type { useProfileMetrics } from "./use-profile-metrics";
import { DashedSwatch } from "@/components/charts/dashed-swatch";

function Legend({
  mode,
  comparing,
  unreported,
}: {
  mode: ChartMode;
  comparing: boolean;
  unreported: boolean;
}) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {CHART_SERIES[mode].series.map((s) => (
        <li key={s.key} className="inline-flex items-center gap-1.5">
          <span aria-hidden className="size-2.5 rounded-sm" style={{ background: s.color }} />
          {s.label}
        </li>
      ))}
      {comparing ? (
        <li className="inline-flex items-center gap-1.5">
          <DashedSwatch />
          {CHART_SERIES[mode].total}, comparison period
        </li>
      ) : null}
      {unreported ? (
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm bg-muted-foreground/20" />
          Not reported by Google yet
        </li>
      ) : null}
    </ul>
  );
}

/** Views stacked by Search/Maps and device, and actions stacked by kind, day by day. */
export function TrendCard({
  scope,
  metrics,
}: {
  scope: LocationScope;
  metrics: ReturnType<typeof useProfileMetrics>;
}) {
  const description = scope.comparison
    ? `${formatDateRange(scope.range)}, dashed: ${formatDateRange(scope.comparison.previous)}`
    : formatDateRange(scope.range);
  return (
    <WidgetCard id="profile-trend" title="Views and actions over time" description={description}>
      <QueryWidget query={metrics} label="views and actions over time" height={340}>
        {({ chartRows, pendingFrom }) => (
          <Tabs defaultValue="views" className="gap-3">
            <TabsList aria-label="Chart">
              {(["views", "actions"] as const).map((mode) => (
                <TabsTrigger key={mode} value={mode}>
                  {CHART_SERIES[mode].label}
                </TabsTrigger>
              ))}
            </TabsList>
            {(["views", "actions"] as const).map((mode) => (
              <TabsContent key={mode} value={mode} className="grid grid-cols-1 gap-3">
                <LazyProfileChart
                  rows={chartRows}
                  mode={mode}
                  label={`${CHART_SERIES[mode].label} per day`}
                />
                <Legend
                  mode={mode}
                  comparing={scope.comparison !== null}
                  unreported={pendingFrom !== null}
                />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </QueryWidget>
    </WidgetCard>
  );
}
