"use client";

import { useMemo } from "react";
import { ChartNotes } from "@/components/charts/chart-notes";
import { LazyTrendChart } from "@/components/charts/lazy";
import { ComparisonNote } from "@/components/data-state/comparison-note";
import { WidgetState } from "@/components/data-state/widget-state";
import { Card } from "@/components/ui/card";
import { useAnnotations } from "@/hooks/queries/use-content";
import { bucketByGrain, dailyPoints } from "@/lib/seo/search-metrics";
import { GRAINS, type ViewGrain } from "@/lib/search-performance/url-state";
import { cn } from "@/lib/utils";
import type { TrendData } from "./use-trend-data";
import type { ViewContext } from "./use-view-context";
import { WidgetError } from "./widget-error";

const GRAIN_LABELS: Record<ViewGrain, string> = { day: "Daily", week: "Weekly", month: "Monthly" };
const CHART_HEIGHT = 300;

function GrainToggle({ grain, onChange }: { grain: ViewGrain; onChange: (g: ViewGrain) => void }) {
  return (
    <div role="group" aria-label="Chart grain" className="inline-flex rounded-md border p-0.5">
      {GRAINS.map((g) => (
        <button
          key={g}
          type="button"
          aria-pressed={grain === g}
          onClick={() => onChange(g)}
          className={cn(
            "h-7 rounded-sm px-2.5 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
            grain === g
              ? "bg-accent text-accent-foreground"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {GRAIN_LABELS[g]}
        </button>
      ))}
    </div>
  );
}

/** Clicks, impressions, CTR and position over the range, by day, week or month. */
export function TrendCard({ context, trend }: { context: ViewContext; trend: TrendData }) {
  const { state, update, range, coverage } = context;
  const { current, previous } = trend;
  // A partial comparison period is drawn only where it has days, pairing day by day: weeks and
  // months pair by position, which would set its first weeks with data beside the range's first.
  const partial = coverage.status === "partial";
  const previousRange = partial && state.grain !== "day" ? null : context.previousRange;
  const series = useMemo(
    () => (current.data ? bucketByGrain(dailyPoints(current.data.rows), state.grain) : null),
    [current.data, state.grain],
  );
  const notes = useAnnotations({ projectId: context.ref.projectId, ...range }).data;
  const previousData = previous?.data;
  const previousSeries = useMemo(
    () => (previousData ? bucketByGrain(dailyPoints(previousData.rows), state.grain) : undefined),
    [previousData, state.grain],
  );

  let body: React.ReactNode;
  if (current.isError && !current.data) {
    body = (
      <WidgetError
        error={current.error}
        onRetry={() => void current.refetch()}
        retrying={current.isFetching}
        height={CHART_HEIGHT}
      />
    );
  } else if (!series) {
    body = (
      <WidgetState
        status="loading"
        label="the performance chart"
        skeleton="chart"
        height={CHART_HEIGHT + 44}
      />
    );
  } else if (series.length === 0) {
    body = (
      <WidgetState
        status="empty"
        title="No search traffic in this range"
        description="Search Console recorded no impressions for these dates and filters. Choose a longer date range or remove a filter."
        height={CHART_HEIGHT}
      />
    );
  } else {
    body = (
      <LazyTrendChart
        label="Search performance over time"
        data={series}
        previous={previousRange ? previousSeries : undefined}
        comparison={previousRange ? { current: range, previous: previousRange } : undefined}
        grain={state.grain}
        firstIncompleteDate={current.data?.meta.firstIncompleteDate ?? null}
        metrics={state.metrics}
        onMetricsChange={(metrics) => update({ metrics })}
        height={CHART_HEIGHT}
        annotations={notes}
      />
    );
  }

  return (
    <Card role="region" className="gap-4 p-4 sm:p-6" aria-labelledby="performance-chart-title">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="performance-chart-title" className="mr-auto text-lg font-semibold">
          Performance over time
        </h2>
        <ChartNotes
          projectId={context.ref.projectId}
          range={range}
          lastDay={current.data ? dailyPoints(current.data.rows).at(-1)?.date : undefined}
          annotations={notes ?? []}
        />
        <GrainToggle grain={state.grain} onChange={(grain) => update({ grain })} />
      </div>
      {body}
      {partial ? <ComparisonNote coverage={coverage} /> : null}
    </Card>
  );
}
