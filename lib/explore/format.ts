import { formatMetricValue, type MetricFormat } from "@/lib/format/metric-value";

// How GA4 Explore writes a metric: by the type GA4 gives it. GA4 calls rates TYPE_FLOAT, as it does
// averages and counts with decimals (key events); its rates are fractions named "…Rate".

/** The app's format for a GA4 metric of this name and type. */
export function metricFormat(name: string, type: string | undefined): MetricFormat {
  switch (type) {
    case "TYPE_CURRENCY":
      return "currency";
    case "TYPE_SECONDS":
    case "TYPE_MILLISECONDS":
    case "TYPE_MINUTES":
    case "TYPE_HOURS":
      return "seconds";
    case "TYPE_INTEGER":
      return "number";
    default:
      return /Rate$/.test(name) ? "percent" : "number";
  }
}

const SECONDS_PER: Record<string, number> = {
  TYPE_MILLISECONDS: 0.001,
  TYPE_MINUTES: 60,
  TYPE_HOURS: 3600,
};

/** A metric's value for people: "1,234", "45.6%", "1m 05s", "$1,234.00", "2.35". */
export function formatExploreValue(
  value: number | null,
  name: string,
  type: string | undefined,
  currency = "USD",
): string {
  if (value === null || !Number.isFinite(value)) return "—";
  const format = metricFormat(name, type);
  const seconds = format === "seconds" ? value * (SECONDS_PER[type ?? ""] ?? 1) : value;
  return formatMetricValue(seconds, format, currency);
}

/**
 * The relative change of a metric against the comparison period, as a fraction; a rate changes
 * by its difference in points instead (45% → 50% is +5 points, not +11%). Null without a base.
 */
export function metricChange(
  current: number,
  previous: number | null | undefined,
  name: string,
  type: string | undefined,
): { value: number; points: boolean } | null {
  if (previous === null || previous === undefined || !Number.isFinite(previous)) return null;
  if (metricFormat(name, type) === "percent") return { value: current - previous, points: true };
  if (previous === 0) return null;
  return { value: (current - previous) / Math.abs(previous), points: false };
}
