// Data API checkCompatibility: which of the property's dimensions and metrics could join the
// request and keep it compatible. A request that is incompatible already fails as runReport does.
import { z } from "zod";
import { dimensionMetadata, metricMetadata } from "./metadata";
import { metricsRead, resolveFields } from "./plan";
import { runReportRequest } from "./request-schema";
import type { Ga4Schema } from "./schema";
import { checkCompatible, compatible } from "./scope";

const core = runReportRequest.shape;
const COMPATIBILITY = ["COMPATIBILITY_UNSPECIFIED", "COMPATIBLE", "INCOMPATIBLE"] as const;

export const checkCompatibilityRequest = z.strictObject({
  property: core.property,
  dimensions: core.dimensions,
  metrics: core.metrics,
  dimensionFilter: core.dimensionFilter,
  metricFilter: core.metricFilter,
  compatibilityFilter: z.enum(COMPATIBILITY).optional(),
});
export type CheckCompatibilityRequest = z.infer<typeof checkCompatibilityRequest>;

const label = (ok: boolean) => (ok ? "COMPATIBLE" : "INCOMPATIBLE");

export function checkCompatibility(body: CheckCompatibilityRequest, schema: Ga4Schema) {
  const fields = resolveFields(body, schema);
  const metrics = metricsRead(fields);
  checkCompatible(fields.involved, metrics);
  const wanted = body.compatibilityFilter ?? "COMPATIBILITY_UNSPECIFIED";
  const keep = (c: string) => wanted === "COMPATIBILITY_UNSPECIFIED" || c === wanted;
  const dimensionCompatibilities = [...schema.dimensions.values()]
    .map((d) => ({
      dimensionMetadata: dimensionMetadata(d),
      compatibility: label(metrics.every((m) => compatible(d, m))),
    }))
    .filter((c) => keep(c.compatibility));
  const metricCompatibilities = [...schema.metrics.values()]
    .map((m) => ({
      metricMetadata: metricMetadata(m),
      compatibility: label(fields.involved.every((d) => compatible(d, m))),
    }))
    .filter((c) => keep(c.compatibility));
  // proto3: empty lists are left out.
  return {
    ...(dimensionCompatibilities.length > 0 ? { dimensionCompatibilities } : {}),
    ...(metricCompatibilities.length > 0 ? { metricCompatibilities } : {}),
  };
}
