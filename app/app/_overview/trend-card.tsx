"use client";

import { useMemo } from "react";
import { ChartNotes } from "@/components/charts/chart-notes";
import { LazyTrendChart } from "@/components/charts/lazy";
import { useAnnotations } from "@/hooks/queries/use-content";
import { formatDateRange } from "@/lib/dates/format";
import { dailyPoints } from "@/lib/seo/search-metrics";
import { QueryWidget, withComparison } from "@/components/data-state/query-widget";
import { useDailySearch } from "./use-overview-data";
import type { OverviewScope } from "./use-overview-scope";
import { viewHref } from "./links";
import { WidgetCard } from "@/components/data-state/widget-card";
import { ComparisonNote } from "@/components/data-state/comparison-note";

/** Clicks and impressions day by day, the comparison period dashed, fresh days shaded. */
export function TrendCard({ scope }: { scope: OverviewScope }) {
  const { current, previous } = useDailySearch(scope);
  const query = withComparison(current, previous);
  const { now, before } = query.data ?? {};
  const series = useMemo(
    () =>
      now
        ? { now: dailyPoints(now.rows), before: before ? dailyPoints(before.rows) : undefined }
        : undefined,
    [now, before],
  );
  const notes = useAnnotations({ projectId: scope.project.id, ...scope.range }).data;
  const comparison = useMemo(
    () => ({ current: scope.range, previous: scope.comparison }),
    [scope.range, scope.comparison],
  );
  return (
    <WidgetCard
      id="overview-trend"
      title="Clicks and impressions"
      description={
        scope.compare
          ? `${formatDateRange(scope.range)}, dashed: ${formatDateRange(scope.comparison)}`
          : formatDateRange(scope.range)
      }
      link={{ href: viewHref("/app/search-performance/", scope), label: "Search Performance" }}
    >
      <QueryWidget
        query={{ ...query, data: series }}
        label="clicks and impressions over time"
        height={344}
        isEmpty={(data) => data.now.length === 0}
        empty={{
          title: "No search traffic in this range",
          description:
            "Search Console has no clicks or impressions for these dates. A new property fills in over a few days; otherwise pick a longer range.",
        }}
      >
        {(data) => (
          <LazyTrendChart
            label="Clicks and impressions over time"
            data={data.now}
            previous={data.before}
            comparison={data.before ? comparison : undefined}
            firstIncompleteDate={now?.meta.firstIncompleteDate ?? null}
            annotations={notes}
          />
        )}
      </QueryWidget>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <ChartNotes
          projectId={scope.project.id}
          range={scope.range}
          lastDay={series?.now.at(-1)?.date}
          annotations={notes ?? []}
        />
      </div>
      {/* The dashed line of a partial comparison period stops where Google's data does. */}
      {scope.compare && scope.coverage.status === "partial" ? (
        <ComparisonNote coverage={scope.coverage} className="mt-3" />
      ) : null}
    </WidgetCard>
  );
}
