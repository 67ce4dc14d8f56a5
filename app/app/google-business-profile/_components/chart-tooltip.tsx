import type { ProfileChartRow } from "@/lib/business-profile/chart-rows";
import { formatDisplayDate } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";
import { CHART_SERIES, type ChartMode } from "./chart-series";

/** A day of the chart: each stacked value and their total, and the comparison day's total. */
export function ChartTooltip({ row, mode }: { row: ProfileChartRow; mode: ChartMode }) {
  const config = CHART_SERIES[mode];
  const previous = row[config.previous] as number | null;
  return (
    <div className="grid min-w-44 grid-cols-1 gap-1 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="font-medium">{formatDisplayDate(row.date)}</p>
      {row.unreported ? (
        <p className="text-muted-foreground">Not reported by Google yet</p>
      ) : (
        <>
          {config.series.map((s) => (
            <p key={s.key} className="flex items-center justify-between gap-4">
              <span className="inline-flex items-center gap-1.5">
                <span aria-hidden className="size-2 rounded-full" style={{ background: s.color }} />
                {s.label}
              </span>
              <span className="tabular-nums">{formatNumber(row[s.key] as number)}</span>
            </p>
          ))}
          <p className="flex justify-between gap-4 border-t pt-1 font-medium">
            <span>{config.total}</span>
            <span className="tabular-nums">{formatNumber(row[mode])}</span>
          </p>
        </>
      )}
      {previous !== null && row.previousDate ? (
        <p className="flex justify-between gap-4 text-muted-foreground">
          <span>{formatDisplayDate(row.previousDate)}</span>
          <span className="tabular-nums">{formatNumber(previous)}</span>
        </p>
      ) : null}
    </div>
  );
}
