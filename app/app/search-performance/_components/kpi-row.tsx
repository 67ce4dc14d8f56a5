"use client";

import { ComparisonNote, noChangeDelta } from "@/components/data-state/comparison-note";
import { KpiCard } from "@/components/data-state/kpi-card";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";
import {
  formatCompact,
  formatDelta,
  formatNumber,
  judgeDelta,
  formatPercent,
  formatPosition,
} from "@/lib/format/numbers";
import { reportsPosition } from "@/lib/search-performance/requests";
import { kpiDeltas } from "@/lib/search-performance/table-rows";
import { dailyPoints, type MetricName, type Metrics } from "@/lib/seo/search-metrics";
import { WidgetError } from "./widget-error";
import type { ViewContext } from "./use-view-context";
import type { TrendData } from "./use-trend-data";

const CARDS: { metric: MetricName; label: string; value: (m: Metrics) => string }[] = [
  { metric: "clicks", label: "Total clicks", value: (m) => formatCompact(m.clicks) },
  { metric: "impressions", label: "Total impressions", value: (m) => formatCompact(m.impressions) },
  { metric: "ctr", label: "Average CTR", value: (m) => formatPercent(m.ctr) },
  { metric: "position", label: "Average position", value: (m) => formatPosition(m.position) },
];

const COMPARE_LABEL = { previous: "vs previous period", year: "vs last year" } as const;

function totalsOf(data: Pick<SearchConsoleDataResponse, "totals">): Metrics {
  const { clicks, impressions, ctr, position } = data.totals;
  return { clicks, impressions, ctr, position };
}

/**
 * The property-level totals of the range, with their change and a daily sparkline. The change is
 * the server's: against the comparison's totals over the days both periods have final data, and
 * none (a neutral "—" with the reason) when the comparison period is partial or fresh days are in.
 */
export function KpiRow({ context, trend }: { context: ViewContext; trend: TrendData }) {
  const { current } = trend;
  const positioned = reportsPosition(context.state.type);
  if (current.isError && !current.data) {
    return (
      <WidgetError
        error={current.error}
        onRetry={() => void current.refetch()}
        retrying={current.isFetching}
        height={112}
      />
    );
  }
  const data = current.data;
  const totals = data ? totalsOf(data) : null;
  const previousTotals = context.previousRange ? data?.previousTotals : null;
  const before = previousTotals ? totalsOf({ totals: previousTotals }) : null;
  const deltas = totals && before ? kpiDeltas(totals, before) : null;
  // The server's coverage once answered, the same rule's in the browser before.
  const coverage = context.previousRange ? (data?.comparison ?? context.coverage) : null;
  const noChange = noChangeDelta(coverage);
  const points = data ? dailyPoints(data.rows) : [];
  const compareLabel = context.previousRange
    ? COMPARE_LABEL[context.compare ?? "previous"]
    : undefined;

  return (
    <section aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ metric, label, value }) => {
        const change = deltas?.[metric];
        const unavailable = metric === "position" && !positioned;
        // Position changes in places, the others in percent; each judged on the figure shown.
        const judged =
          !change || unavailable
            ? null
            : metric === "position"
              ? ({ value: change.absolute, style: "position", lowerIsBetter: true } as const)
              : ({ value: change.relative, style: "percent", lowerIsBetter: false } as const);
        const delta = judged ? formatDelta(judged.value, judged.style) : undefined;
        // A partial or fresh comparison shows no change at all, with its reason.
        const shown = noChange && !unavailable ? noChange : null;
        return (
          <KpiCard
            key={metric}
            label={label}
            loading={!totals}
            value={totals && !unavailable ? value(totals) : "—"}
            delta={shown ? shown.delta : delta}
            improved={
              shown || !judged ? null : judgeDelta(judged.value, judged.style, judged.lowerIsBetter)
            }
            deltaLabel={shown ? shown.deltaLabel : delta ? compareLabel : undefined}
            sparkline={points.length > 1 && !unavailable ? points.map((p) => p[metric]) : undefined}
            invertSparkline={metric === "position"}
            className={current.isPlaceholderData ? "opacity-70 transition-opacity" : undefined}
          />
        );
      })}
      <ComparisonNote coverage={totals ? coverage : null} className="col-span-full" />
      {totals ? (
        <p className="sr-only" aria-live="polite">
          {`${formatNumber(totals.clicks)} clicks and ${formatNumber(totals.impressions)} impressions in the range.`}
        </p>
      ) : null}
    </section>
  );
}
