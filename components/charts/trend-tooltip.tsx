import { Fragment } from "react";
import { formatDisplayDate, formatLongMonthYear, fromDateKey } from "@/lib/dates/format";
import type { Grain } from "@/lib/seo/search-metrics";
import { formatMetric, TREND_METRICS, type TrendMetric, type TrendRow } from "./trend-data";

export const FRESH_NOTE = "Fresh data — may change";

function periodLabel(date: string, grain: Grain): string {
  if (grain === "month") return formatLongMonthYear(fromDateKey(date));
  return grain === "week" ? `Week of ${formatDisplayDate(date)}` : formatDisplayDate(date);
}

/** The hovered day (or week, or month) with each shown metric, and the comparison period's values. */
export function TrendTooltip({
  row,
  metrics,
  grain,
}: {
  row: TrendRow;
  metrics: readonly TrendMetric[];
  grain: Grain;
}) {
  const comparing = row.previous !== null;
  return (
    <div className="min-w-44 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="font-medium">{periodLabel(row.date, grain)}</p>
      {comparing && row.previousDate ? (
        <p className="text-muted-foreground">{`vs ${periodLabel(row.previousDate, grain)}`}</p>
      ) : null}
      {row.fresh ? <p className="text-muted-foreground">{FRESH_NOTE}</p> : null}
      <dl className="mt-2 grid grid-cols-[1fr_auto_auto] items-center gap-x-3 gap-y-1">
        {TREND_METRICS.filter((metric) => metrics.includes(metric.id)).map((metric) => (
          <Fragment key={metric.id}>
            <dt className="flex items-center gap-1.5">
              <span
                aria-hidden
                className="size-2 rounded-full"
                style={{ background: metric.color }}
              />
              {metric.label}
            </dt>
            <dd className="text-right font-medium tabular-nums">
              {formatMetric(metric.id, row.current[metric.id])}
            </dd>
            <dd className="text-right text-muted-foreground tabular-nums">
              {comparing ? formatMetric(metric.id, row.previous?.[metric.id] ?? null) : null}
            </dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
