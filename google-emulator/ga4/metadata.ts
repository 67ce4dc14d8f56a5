// Data API getMetadata (google-apis.md §3.5): the dimensions and metrics of a property, its custom
// definitions included; checkCompatibility describes its fields the same way.
import type { DimensionDef } from "./dimensions";
import type { MetricDef } from "./metrics";
import type { Ga4Schema } from "./schema";

// Keys in the order of the DimensionMetadata and MetricMetadata messages.
export const dimensionMetadata = (d: DimensionDef) => ({
  apiName: d.apiName,
  uiName: d.uiName,
  description: d.description,
  customDefinition: d.customDefinition,
  category: d.category,
});

export const metricMetadata = (m: MetricDef) => ({
  apiName: m.apiName,
  uiName: m.uiName,
  description: m.description,
  ...(m.deprecatedApiNames ? { deprecatedApiNames: m.deprecatedApiNames } : {}),
  type: m.type,
  customDefinition: m.customDefinition,
  category: m.category,
});

export function propertyMetadata(propertyId: string, schema: Ga4Schema) {
  return {
    name: `properties/${propertyId}/metadata`,
    dimensions: [...schema.dimensions.values()].map(dimensionMetadata),
    metrics: [...schema.metrics.values()].map(metricMetadata),
  };
}
