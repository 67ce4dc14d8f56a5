import { cn } from "@/lib/utils";

type SparklineProps = {
  values: readonly number[];
  /** Draw larger values lower, for metrics where lower is better (average position). */
  inverted?: boolean;
  /** A CSS colour; the primary colour of the theme by default. */
  color?: string;
  className?: string;
};

const WIDTH = 100;
const HEIGHT = 28;
const INSET = 2;

/** Polyline points for values scaled into the viewBox. */
export function sparklinePoints(values: readonly number[], inverted = false): string {
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values
    .map((value, i) => {
      const ratio = span === 0 ? 0.5 : (value - min) / span;
      const y = INSET + (inverted ? ratio : 1 - ratio) * (HEIGHT - 2 * INSET);
      return `${(i * step).toFixed(2)},${y.toFixed(2)}`;
    })
    .join(" ");
}

// A single SVG polyline: a chart library would put its whole runtime in every KPI card for this.
/** A tiny trend line without axes; decorative, so the card's figures carry the meaning. */
export function Sparkline({
  values,
  inverted = false,
  color = "var(--primary)",
  className,
}: SparklineProps) {
  const finite = values.filter(Number.isFinite);
  if (finite.length < 2) return null;
  return (
    <svg
      data-slot="sparkline"
      aria-hidden
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className={cn("h-7 w-full overflow-visible", className)}
    >
      <polyline
        points={sparklinePoints(finite, inverted)}
        fill="none"
        stroke={color}
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
