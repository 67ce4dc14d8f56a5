import type { AiInsightsRequest } from "@/lib/ai-insights/schemas";
import type { AiInsightsResponse } from "@/lib/ai-insights/types";
import { request } from "./request";

// The browser's side of the AI Insights route.

export const fetchAiInsights = (input: AiInsightsRequest) =>
  request<AiInsightsResponse>("/api/data/ai-insights/", { method: "POST", body: input });
