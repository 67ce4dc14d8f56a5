// GA4's scopes and its compatibility rule between them: item-scoped dimensions do not go with
// session- or user-scoped metrics, nor item-scoped metrics with session-scoped dimensions.
import type { DimensionDef } from "./dimensions";
import type { MetricDef } from "./metrics";
import { ReportError } from "./report-error";

export type Scope = "event" | "session" | "user" | "item";

export function compatible(dimension: DimensionDef, metric: MetricDef): boolean {
  if (dimension.scope === "item") return metric.scope !== "session" && metric.scope !== "user";
  if (metric.scope === "item") return dimension.scope !== "session";
  return true;
}

const EXPLORER = "https://ga-dev-tools.web.app/ga4/dimensions-metrics-explorer/";

/** Google's 400 for a request whose fields clash; it names one metric to remove. */
export function checkCompatible(
  dimensions: readonly DimensionDef[],
  metrics: readonly MetricDef[],
): void {
  const clash = metrics.find((m) => dimensions.some((d) => !compatible(d, m)));
  if (!clash) return;
  throw new ReportError(
    `Please remove ${clash.apiName} to make the request compatible for example. The request's dimensions & metrics are incompatible. To learn more, see ${EXPLORER}`,
  );
}
