import { cn } from "@/lib/utils";
import { TREND_METRICS, type TrendMetric } from "./trend-data";

/** The metrics after `metric` is switched; null when that would leave none shown. */
export function toggledMetrics(
  active: readonly TrendMetric[],
  metric: TrendMetric,
): TrendMetric[] | null {
  const next = TREND_METRICS.map((m) => m.id).filter(
    (id) => (id === metric) !== active.includes(id),
  );
  return next.length === 0 ? null : next;
}

/** One pressed/unpressed button per metric above a trend chart. */
export function MetricToggles({
  active,
  onToggle,
}: {
  active: readonly TrendMetric[];
  onToggle: (metric: TrendMetric) => void;
}) {
  return (
    <div role="group" aria-label="Metrics" className="flex flex-wrap gap-2">
      {TREND_METRICS.map((metric) => {
        const on = active.includes(metric.id);
        return (
          <button
            key={metric.id}
            type="button"
            aria-pressed={on}
            // The last metric shown stays on: an empty chart would explain nothing.
            disabled={on && active.length === 1}
            onClick={() => onToggle(metric.id)}
            className={cn(
              "inline-flex h-8 items-center gap-2 rounded-md border px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              on ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:bg-accent/60",
            )}
          >
            <span
              aria-hidden
              className="size-2.5 rounded-full border-2"
              style={{ borderColor: metric.color, background: on ? metric.color : "transparent" }}
            />
            {metric.label}
          </button>
        );
      })}
    </div>
  );
}
