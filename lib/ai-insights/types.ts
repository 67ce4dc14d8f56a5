import type { WrittenInsights } from "@/lib/seo/insights-writer";

// The answer of POST /api/data/ai-insights/.

export type AiInsightsResponse = WrittenInsights & {
  /** Who wrote the text: Rankwell's own writer from the findings (no language model is set up). */
  writer: "rankwell";
};
