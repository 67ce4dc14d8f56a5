// Data API getMetadata (google-apis.md §3.5): the dimensions and metrics this emulator answers.
import { DIMENSIONS } from "./dimensions";
import { METRICS } from "./metrics";

export function propertyMetadata(propertyId: string) {
  return {
    name: `properties/${propertyId}/metadata`,
    dimensions: [...DIMENSIONS.values()].map((d) => ({
      apiName: d.apiName,
      uiName: d.uiName,
      description: d.description,
      category: d.category,
    })),
    metrics: [...METRICS.values()].map((m) => ({
      apiName: m.apiName,
      uiName: m.uiName,
      description: m.description,
      type: m.type,
      category: m.category,
      ...(m.deprecatedApiNames ? { deprecatedApiNames: m.deprecatedApiNames } : {}),
    })),
  };
}
