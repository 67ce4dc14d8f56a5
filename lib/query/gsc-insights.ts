import type { GscInsightsRequest } from "@/lib/gsc-insights/schemas";
import type { GscInsightsResponse } from "@/lib/gsc-insights/types";
import { request } from "./request";

// The browser's side of the GSC Insights route.

export const fetchGscInsights = (input: GscInsightsRequest) =>
  request<GscInsightsResponse>("/api/data/gsc-insights/", { method: "POST", body: input });
