import type { GbpKeywordsQuery } from "@/lib/business-profile/keywords";
import type { GbpMetricsQuery } from "@/lib/data-api/schemas/gbp";

// The query strings the Business Profile hooks send, without zod: the overview's first load builds
// them. The schemas that read them back on the server sit beside their types.

/** The query string of GET /api/data/gbp/. */
export function gbpSearchParams(query: GbpMetricsQuery): URLSearchParams {
  const params = new URLSearchParams({
    locationId: query.locationId,
    startDate: query.startDate,
    endDate: query.endDate,
  });
  if (query.metrics?.length) params.set("metrics", query.metrics.join(","));
  return params;
}

/** The query string of GET /api/data/gbp/keywords/. */
export function gbpKeywordsSearchParams(query: GbpKeywordsQuery): URLSearchParams {
  return new URLSearchParams(query);
}
