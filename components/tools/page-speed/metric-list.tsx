import type { FieldMetric, LabMetric } from "@/lib/tools/page-speed/result";
import { formatMetric, METRICS } from "@/lib/tools/page-speed/thresholds";
import { RATING_FILL, RATING_LABEL, RATING_TEXT } from "./rating";
import { cn } from "@/lib/utils";

function thresholdText(metric: LabMetric | FieldMetric): string {
  const { good, poor } = METRICS[metric.id];
  return `Good ≤ ${formatMetric(metric.id, good)}, poor > ${formatMetric(metric.id, poor)}`;
}

function Distribution({ shares }: { shares: [number, number, number] }) {
  const ratings = ["good", "needs-improvement", "poor"] as const;
  const percent = (share: number) => Math.round(share * 100);
  return (
    <div className="mt-3">
      <div aria-hidden className="flex h-2 overflow-hidden rounded-full">
        {ratings.map((rating, i) => (
          <div
            key={rating}
            className={RATING_FILL[rating]}
            style={{ width: `${shares[i]! * 100}%` }}
          />
        ))}
      </div>
      <p className="mt-1.5 text-xs text-muted-foreground">
        {ratings
          .map((rating, i) => `${percent(shares[i]!)}% ${RATING_LABEL[rating].toLowerCase()}`)
          .join(" · ")}
      </p>
    </div>
  );
}

/** Metric cards: value, rating against Google's threshold, and for field data the share of visits. */
export function MetricList({ metrics }: { metrics: (LabMetric | FieldMetric)[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {metrics.map((metric) => {
        const definition = METRICS[metric.id];
        const value = "p75" in metric ? metric.p75 : metric.value;
        return (
          <li key={metric.id} className="rounded-xl border bg-card p-4">
            <p className="text-sm text-muted-foreground">
              {definition.name} ({definition.acronym})
            </p>
            <p className="mt-1 flex items-baseline gap-2">
              <span className="text-2xl font-semibold tabular-nums">
                {formatMetric(metric.id, value)}
              </span>
              <span className={cn("text-sm font-medium", RATING_TEXT[metric.rating])}>
                {RATING_LABEL[metric.rating]}
              </span>
            </p>
            <p className="mt-1 text-xs text-muted-foreground">{thresholdText(metric)}</p>
            {"distribution" in metric && metric.distribution && (
              <Distribution shares={metric.distribution} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
